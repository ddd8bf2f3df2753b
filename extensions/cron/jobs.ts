// What one cron run does: a shell command (timeout, bounded output) or an agent prompt, then the optional delivery
// of the result to a channel (`best_effort` decides whether a failed delivery fails the run).
import type { Logger } from '../../kernel/index.js';
import type { AgentRuntime, ChannelRegistry } from '../agent/api.js';
import type { RunOutcome } from './scheduler.js';
import type { Job, Run } from './store.js';

/** Output kept per run (shell output and agent replies alike). */
export const MAX_OUTPUT_BYTES = 64 * 1024;

export interface ExecutorDeps {
  readonly agent: AgentRuntime;
  readonly channels: ChannelRegistry;
  /** Working directory of shell jobs. */
  readonly cwd: string;
  /** shell_tool.timeout_secs, read per run. */
  readonly shellTimeoutMs: () => number;
  readonly logger: Logger;
  /** Why no job may start now (the emergency stop is engaged), or undefined. */
  readonly halted?: () => string | undefined;
  /** cron.<id>.uses_memory of a declarative job, read per run (an imperative job uses memory). */
  readonly usesMemory?: (jobId: string) => boolean;
}

function bounded(text: string): string {
  if (Buffer.byteLength(text) <= MAX_OUTPUT_BYTES) return text;
  return `${Buffer.from(text).subarray(0, MAX_OUTPUT_BYTES).toString('utf8').replace(/\uFFFD$/, '')}\n[output truncated]`;
}

async function work(deps: ExecutorDeps, job: Job, run: Run, signal: AbortSignal): Promise<RunOutcome> {
  const halted = deps.halted?.();
  if (halted) {
    deps.logger.warn({ job: job.id, run_id: run.id }, `cron run not started: ${halted}`);
    return { status: 'failed', output: null, error: `not started: ${halted}` };
  }
  if (job.job_type === 'shell') {
    const { runShell } = await import('./shell.js');
    const r = await runShell(job.command ?? '', { timeoutMs: deps.shellTimeoutMs(), maxOutputBytes: MAX_OUTPUT_BYTES, cwd: deps.cwd, signal });
    if (r.ok) return { status: 'ok', output: r.output, error: null };
    const why = r.timed_out ? `timed out after ${deps.shellTimeoutMs()} ms` : r.signal ? `killed by ${r.signal}` : `exit code ${r.exit_code}`;
    return { status: 'failed', output: r.output, error: why };
  }
  // An isolated run talks in a conversation of its own; `main` continues the job's one conversation.
  const conversation = job.session_target === 'main' ? `cron:${job.id}` : `cron:${job.id}:${run.id}`;
  const reply = await deps.agent.respond({
    channel: 'cron',
    conversation,
    message: job.prompt ?? '',
    // The job's prompt is the operator's own text.
    trust: 'operator',
    signal,
    // uses_memory = false: the run neither recalls nor saves memory.
    ...(deps.usesMemory?.(job.id) === false ? { memory: false } : {}),
    ...(job.allowed_tools ? { allowedTools: job.allowed_tools } : {}),
    ...(job.model ? { model: job.model } : {}),
  });
  return { status: 'ok', output: bounded(reply.text), error: null };
}

export function executor(deps: ExecutorDeps): (job: Job, run: Run, signal: AbortSignal) => Promise<RunOutcome> {
  return async (job, run, signal) => {
    let outcome: RunOutcome;
    try {
      outcome = await work(deps, job, run, signal);
    } catch (err) {
      outcome = { status: 'failed', output: null, error: (err as Error).message };
    }
    const d = job.delivery;
    if (d.mode !== 'announce' || !d.channel) return outcome;
    const content = outcome.status === 'ok' ? (outcome.output ?? '') : `cron job ${job.name ?? job.id} failed: ${outcome.error}`;
    try {
      const id = await deps.channels.deliver(d.channel, { content, ...(d.to ? { recipient: d.to } : {}), ...(d.thread_id ? { thread_id: d.thread_id } : {}) });
      if (id === undefined) throw new Error(`${d.channel} dropped the message`);
      deps.logger.info({ job: job.id, run_id: run.id, channel: d.channel, delivery_id: id }, 'cron result announced');
      return outcome;
    } catch (err) {
      const message = `delivery to ${d.channel} failed: ${(err as Error).message}`;
      deps.logger.warn({ job: job.id, run_id: run.id, channel: d.channel, err: (err as Error).message }, 'cron result not delivered');
      if (d.best_effort) return outcome;
      return { status: 'failed', output: outcome.output, error: outcome.error ? `${outcome.error}; ${message}` : message };
    }
  };
}
