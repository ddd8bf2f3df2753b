// The config section of the observability extension: metrics backend, the persisted log and OpenTelemetry settings.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const LOG_DETAIL = ['off', 'redacted', 'full'] as const;

export const observabilitySection: JsonSchema = s.table('ObservabilityConfig', 'Metrics, traces and the runtime trace log.', {
  backend: s.str('none', 'Where telemetry goes.', { enum: ['none', 'log', 'verbose', 'prometheus', 'otel'] }),
  log_llm_request_payload: s.str('off', 'How much of each model request is logged.', { enum: LOG_DETAIL, inert: 'unused' }),
  log_tool_io: s.str('off', 'How much of tool input and output is logged.', { enum: LOG_DETAIL, inert: 'unused' }),
  otel_genai_content: s.str('off', 'How much model content goes into OpenTelemetry spans.', { enum: LOG_DETAIL, inert: 'unused' }),
  otel_tool_io: s.str('off', 'How much tool input and output goes into OpenTelemetry spans.', { enum: LOG_DETAIL, inert: 'unused' }),
  log_persistence: s.open('How the runtime trace log is kept (rolling or segmented); keys not fixed by the reference.', {}, { inert: 'unused' }),
  log_persistence_max_bytes: s.int(0, 'Size cap of the daemon\'s persisted log in bytes, its rotated segments included (each segment is this divided by retention_max_files + 1); 0 keeps the built-in cap of 64 MiB.', { min: 0 }),
  log_persistence_max_entries: s.int(200, 'Entries kept in rolling mode.', { min: 0, inert: 'unused' }),
  log_persistence_max_entries_per_segment: s.int(0, 'Lines per segment of the persisted log before it rotates; 0: only the size and the day rotate it.', { min: 0 }),
  log_persistence_path: s.str('state/runtime-trace.jsonl', 'The daemon\'s persisted log (the JSON lines it prints, secrets scrubbed; svc logs reads it), relative to the data directory; rotated segments sit beside it as <path>.1, <path>.2, ….'),
  log_persistence_retention_max_age_days: s.int(0, 'Days a rotated segment is kept after its last line; 0: only retention_max_files limits them.', { min: 0 }),
  log_persistence_retention_max_files: s.int(7, 'Rotated segments kept besides the active file; 0 keeps none.', { min: 0 }),
  log_persistence_rotate_daily: s.bool(true, 'Start a new segment of the persisted log every UTC day.'),
  log_tool_io_denylist: s.strList([], 'Tools whose input and output are never logged.', { inert: 'unused' }),
  log_tool_io_truncate_bytes: s.int(40960, 'Bytes of tool input or output logged at most.', { min: 0, inert: 'unused' }),
  otel_endpoint: s.optStr('OpenTelemetry collector URL.', { inert: 'unused' }),
  otel_genai_content_max_chars: s.int(1000, 'Characters of model content per span at most.', { min: 0, inert: 'unused' }),
  otel_tool_io_max_chars: s.int(1000, 'Characters of tool input or output per span at most.', { min: 0, inert: 'unused' }),
  otel_headers: s.map('Headers sent to the collector (often credentials).', { type: 'string' }, { secret: true, nullable: true, inert: 'unused' }),
  otel_service_name: s.optStr('Service name in traces; the default names svc.', { inert: 'unused' }),
});
