/* DO NOT EDIT: the config sections of the "observability" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "observability" extension owns, by dotted path.
 */
export interface ObservabilitySections {
  observability: ObservabilityConfig;
}
/**
 * Metrics, traces and the runtime trace log.
 */
export interface ObservabilityConfig {
  /**
   * Where telemetry goes.
   */
  backend: 'none' | 'log' | 'verbose' | 'prometheus' | 'otel';
  /**
   * How much of each model request is logged. Not running yet: accepted and validated, writing it has no effect.
   */
  log_llm_request_payload: 'off' | 'redacted' | 'full';
  /**
   * How much of tool input and output is logged. Not running yet: accepted and validated, writing it has no effect.
   */
  log_tool_io: 'off' | 'redacted' | 'full';
  /**
   * How much model content goes into OpenTelemetry spans. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_genai_content: 'off' | 'redacted' | 'full';
  /**
   * How much tool input and output goes into OpenTelemetry spans. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_tool_io: 'off' | 'redacted' | 'full';
  /**
   * How the runtime trace log is kept (rolling or segmented); keys not fixed by the reference. Not running yet: accepted and validated, writing it has no effect.
   */
  log_persistence: {
    [k: string]: unknown;
  };
  /**
   * Size cap of the daemon's persisted log in bytes, its rotated segments included (each segment is this divided by retention_max_files + 1); 0 keeps the built-in cap of 64 MiB.
   */
  log_persistence_max_bytes: number;
  /**
   * Entries kept in rolling mode. Not running yet: accepted and validated, writing it has no effect.
   */
  log_persistence_max_entries: number;
  /**
   * Lines per segment of the persisted log before it rotates; 0: only the size and the day rotate it.
   */
  log_persistence_max_entries_per_segment: number;
  /**
   * The daemon's persisted log (the JSON lines it prints, secrets scrubbed; svc logs reads it), relative to the data directory; rotated segments sit beside it as <path>.1, <path>.2, ….
   */
  log_persistence_path: string;
  /**
   * Days a rotated segment is kept after its last line; 0: only retention_max_files limits them.
   */
  log_persistence_retention_max_age_days: number;
  /**
   * Rotated segments kept besides the active file; 0 keeps none.
   */
  log_persistence_retention_max_files: number;
  /**
   * Start a new segment of the persisted log every UTC day.
   */
  log_persistence_rotate_daily: boolean;
  /**
   * Tools whose input and output are never logged. Not running yet: accepted and validated, writing it has no effect.
   */
  log_tool_io_denylist: string[];
  /**
   * Bytes of tool input or output logged at most. Not running yet: accepted and validated, writing it has no effect.
   */
  log_tool_io_truncate_bytes: number;
  /**
   * OpenTelemetry collector URL. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_endpoint: string | null;
  /**
   * Characters of model content per span at most. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_genai_content_max_chars: number;
  /**
   * Characters of tool input or output per span at most. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_tool_io_max_chars: number;
  /**
   * Headers sent to the collector (often credentials). Not running yet: accepted and validated, writing it has no effect.
   */
  otel_headers: {
    [k: string]: string;
  } | null;
  /**
   * Service name in traces; the default names svc. Not running yet: accepted and validated, writing it has no effect.
   */
  otel_service_name: string | null;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    observability: ObservabilityConfig;
  }
}
