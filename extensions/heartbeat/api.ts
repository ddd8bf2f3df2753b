// The heartbeat extension's public API: the running worker's status and history, and one heartbeat on demand.
import { createExtensionPoint } from '../../kernel/index.js';

/** One heartbeat as the history keeps it. */
export interface HeartbeatRun {
  readonly id: string;
  readonly started_at: string;
  readonly duration_ms: number;
  /** ran: the tasks ran; skipped: the two-phase check found nothing to do; idle: no tasks, no model call; failed. */
  readonly outcome: 'ran' | 'skipped' | 'idle' | 'failed';
  /** The start of the reply, the check's answer, or why it failed (200 characters at most). */
  readonly detail?: string;
  /** The delivery id of the result sent to target. */
  readonly delivered?: string;
}

export interface HeartbeatStatus {
  readonly agent: string;
  readonly interval_minutes: number;
  readonly next_at: string;
  /** This instance's last successful heartbeat, null before its first (the dead man then counts from the watch's start). */
  readonly last_success_at: string | null;
  readonly deadman: 'off' | 'ok' | 'alerted';
  readonly counts: Readonly<Record<HeartbeatRun['outcome'], number>>;
  /** The last five heartbeats, newest first. */
  readonly recent: readonly HeartbeatRun[];
}

export interface Heartbeat {
  status(): HeartbeatStatus;
  /** The heartbeats remembered (heartbeat.max_run_history), oldest first. */
  history(): readonly HeartbeatRun[];
  /** One heartbeat now (the one in flight when there is one); undefined when another instance holds the heartbeat. */
  beat(): Promise<HeartbeatRun | undefined>;
}

/** The running heartbeat, while [heartbeat] enabled was true at the start. */
export const heartbeatPoint = createExtensionPoint<Heartbeat>('heartbeat');
