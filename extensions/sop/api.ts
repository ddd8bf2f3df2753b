// The SOP engine's public API: the engine extension point, its records, and canonical JSON for event payloads.
import { createExtensionPoint } from '../../kernel/index.js';

export type AdmissionStatus = 'started' | 'skipped' | 'deferred' | 'coalesced' | 'blocked_unsafe';

/** One SOP's answer to an event (CONTRACT §4). */
export interface DispatchResult {
  readonly sop: string;
  readonly status: AdmissionStatus;
  readonly run_id?: string;
  readonly reason?: string;
}

export interface SopEvent {
  /** The trigger path (`/sop/deploy`), or `manual:<name>`. */
  readonly topic: string;
  /** Canonical JSON (RFC 8785) of the body, `null` for an empty one. */
  readonly payload: string;
  readonly source: 'webhook' | 'manual' | 'cron';
}

export type RunStatus = 'pending_approval' | 'running' | 'completed' | 'failed' | 'rejected' | 'timed_out';

export interface RunStep {
  readonly number: number;
  readonly title: string;
  status: 'pending' | 'running' | 'completed' | 'failed';
  attempts: number;
  output?: string;
  error?: string;
}

export interface RunRecord {
  readonly id: string;
  readonly sop: string;
  status: RunStatus;
  readonly trigger: { readonly source: SopEvent['source']; readonly topic: string };
  readonly payload: string;
  readonly created_at: number;
  updated_at: number;
  finished_at?: number;
  /** Index into `steps` of the step to run next (or running). */
  current_step: number;
  /** Times the run resumed after a restart or retried a step. */
  retries: number;
  /** Set while waiting for approval: the step index and when the wait began. */
  awaiting?: { step: number; since: number };
  decided_by?: string;
  error?: string;
  /** Step executions so far (retries and loops included), bounded by sop.max_step_visits. */
  visits?: number;
  /** Index of a step the step's agent asked the operator to approve before it runs (sop_approve). */
  approval_requested?: number;
  readonly guard: { readonly unsafe: boolean; readonly score: number; readonly findings: readonly string[]; readonly mode: string };
  steps: RunStep[];
}

export interface TriggerSummary {
  readonly type: string;
  readonly path?: string;
  readonly expression?: string;
  /** IANA time zone of a cron trigger's expression (UTC when absent). */
  readonly tz?: string;
  readonly active: boolean;
  readonly note?: string;
}

export interface SopSummary {
  readonly name: string;
  readonly description: string;
  readonly version: string;
  readonly execution_mode: string;
  readonly admission_policy: string;
  readonly triggers: readonly TriggerSummary[];
  readonly steps: number;
}

export interface SopEngine {
  /** False when sop.sops_dir is not set: nothing dispatches (the gateway answers 503). */
  readonly enabled: boolean;
  /** Names of the SOPs whose webhook trigger path is exactly `topic`. */
  matching(topic: string): string[];
  /**
   * Admits or refuses a run of every matching SOP; one result per SOP. Deferred runs are not retried. Asynchronous
   * since sop 0.2, as is everything that reads or writes runs: the run store may be shared (PostgreSQL).
   */
  dispatch(event: SopEvent): Promise<DispatchResult[]>;
  /** Starts a run of one SOP by name (manual, or its cron trigger); unknown names reject with SVC_ERR_SOP_UNKNOWN. */
  runByName(name: string, payload?: string, source?: 'manual' | 'cron'): Promise<DispatchResult>;
  list(): SopSummary[];
  runs(sop?: string): Promise<RunRecord[]>;
  run(id: string): Promise<RunRecord | undefined>;
  approve(id: string, by: string): Promise<RunRecord>;
  reject(id: string, by: string): Promise<RunRecord>;
}

/** The running SOP engine. */
export const sopPoint = createExtensionPoint<SopEngine>('sop.engine');

/** Canonical JSON (RFC 8785) for event payloads; it lives in the kernel's public API. */
export { canonicalJson } from '../../kernel/index.js';
