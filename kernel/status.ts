// What the running daemon shows of itself (`svc status`, the admin /health, the dashboard): its listeners, each
// extension's state and last error, the config paths waiting for a restart, and the sections extensions add.
import { createExtensionPoint } from './extension.js';
import type { LastError } from './logger.js';

/** A socket an extension serves, with the real port when 0 was asked. */
export interface ListenerStatus {
  readonly extension: string;
  /** `gateway`, `webhook.main`, … */
  readonly name: string;
  readonly url: string;
}

export type ExtensionState = 'starting' | 'running' | 'inert' | 'idle' | 'failed' | 'not_started' | 'stopping';

export interface ExtensionStatus {
  readonly name: string;
  /**
   * `starting`: its start tap runs now; `running`: started; `inert`: started, but it only validates its sections
   * (nothing of it runs, whatever they say); `not_started`: its turn has not come, or an earlier start
   * failed; `failed`: its start failed; `idle`: applied, not started in this mode (`svc gateway` starts the gateway
   * alone); `stopping`: the daemon is shutting down.
   */
  readonly state: ExtensionState;
  /** Wall time its beforeStart and start taps took, in ms (0.1 ms steps); null when it has none or none ran yet. */
  readonly start_ms: number | null;
  /** Its last ERROR or FATAL log line since the start, secrets scrubbed; null when none. */
  readonly last_error: LastError | null;
  /** Exceptions and rejections that escaped its code since the start (contained: the daemon kept serving). */
  readonly crashes: number;
}

/** `svc status --json`: the daemon, then what its extensions add under `sections`. */
export interface DaemonStatus {
  readonly pid: number;
  readonly version: string;
  readonly mode: string;
  readonly phase: 'starting' | 'ready' | 'stopping';
  readonly uptime_ms: number;
  readonly listeners: readonly ListenerStatus[];
  readonly extensions: readonly ExtensionStatus[];
  /** Config paths changed since the start that apply only after a restart. */
  readonly restart_required: readonly string[];
  /** By name: what each `section` collector answered, or `{"error"}` when it threw. */
  readonly sections: Readonly<Record<string, unknown>>;
  /** Config that does not run yet (x-inert): `svc config inert` lists every such path. */
  readonly not_running: NotRunning;
}

/** Config that is accepted and validated but has no runtime yet. */
export interface NotRunning {
  /** Config sections with no runtime (marked, or owned by an inert extension), sorted. */
  readonly sections: readonly string[];
  /** Paths the running config (file and environment) writes that do not run yet, sorted. */
  readonly written: readonly string[];
}

export interface StatusRegistry {
  /** Announces a listener of this extension (one per name; announcing a name again replaces its URL). */
  listener(name: string, url: string): void;
  /**
   * Adds a section to the daemon's status. `collect` runs on every `svc status` and dashboard refresh, in the daemon:
   * keep it cheap, bounded (a list of the next ten, not all), and free of secrets and message contents.
   */
  section(name: string, collect: () => unknown): void;
  /** The daemon's status now (the gateway's admin /health and the dashboard read it); rejects outside a daemon. */
  snapshot(): Promise<DaemonStatus>;
}

/** The daemon's status board; provided by the kernel to every extension. */
export const statusPoint = createExtensionPoint<StatusRegistry>('kernel.status');

/** The listeners and sections extensions announced (core/status.ts keeps them); the host serves its registries. */
export interface StatusService {
  /** The registry one extension announces through (the statusPoint it uses). */
  registry(owner: string): StatusRegistry;
  listenerList(): ListenerStatus[];
  /** Every section, collected one after another; one that throws shows its error instead of failing the status. */
  collect(scrub: (text: string) => string): Promise<Record<string, unknown>>;
  /** Set by the daemon while it runs. */
  source: (() => Promise<DaemonStatus>) | undefined;
}
