// `svc daemon`: lock, control socket, start in dependency order, `ready`, then signals: reload, graceful reverse shutdown.
import { setMaxListeners } from 'node:events';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:net';
import { describe, EXIT, SvcError, type ExitCode } from '../kernel/errors.js';
import type { Session } from './boot.js';
import type { Logger } from '../kernel/logger.js';
import type { Runtime } from '../kernel/types.js';
import type { DaemonStatus } from '../kernel/status.js';
import { inertSections } from '../lib/config/inert.js';
import { START_TIMEOUT_MS, type ShutdownReport } from '../kernel/host.js';
import { removeStaleTemps } from '../lib/fs/atomic.js';
import { configLockFile, withFileLock } from '../core/config/lock.js';
import { acquireLock } from './lock.js';
import { socketPath, startControlServer } from './control.js';
import { guardOf, prepareProofDir } from './peer-proof.js';
import { registerConfigControl } from './config-control.js';
import { containCrashes } from './containment.js';

export const SHUTDOWN_GRACE_MS = 10_000;

export interface DaemonOptions {
  readonly session: Session;
  readonly logger: Logger;
  readonly version: string;
  readonly graceMs?: number;
  /** Which extension set to describe in the log (`daemon`, `gateway`). */
  readonly mode?: string;
  /** Start only these extensions (the others apply, validate and stay idle). */
  readonly only?: readonly string[];
  /**
   * Stops the daemon when aborted (its reason is the stop reason), as SIGTERM does. An in-process host (the testkit)
   * passes one and `signals: false`, so the process's own signals stay with its owner.
   */
  readonly stop?: AbortSignal;
  /** Whether SIGINT, SIGTERM and SIGHUP are handled (default true). */
  readonly signals?: boolean;
  /** Called after the `ready` line. */
  readonly onReady?: () => void;
  /**
   * Whether an exception or rejection escaping an extension is contained (logged, counted, the daemon keeps serving;
   * runner/containment.ts); default: as `signals`, so an in-process host leaves the process's handlers to its owner.
   */
  readonly contain?: boolean;
}

/** Leftovers of config writes: old ones only while holding the write lock, so no live writer loses its temp file. */
async function removeConfigTemps(configDir: string, logger: Logger): Promise<string[]> {
  try {
    return await withFileLock(configLockFile(configDir), 'clean up temp files', () => removeStaleTemps(configDir, { aged: true }));
  } catch (err) {
    logger.warn({ code: (err as SvcError).code, err: describe(err) }, 'temp files of config writes were not checked for age');
    return removeStaleTemps(configDir);
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Runs until SIGINT/SIGTERM; resolves to the exit code. Config errors surface (78) before anything starts. */
export async function runDaemon(options: DaemonOptions): Promise<number> {
  const { session, logger } = options;
  // Validates first: a configuration error exits 78 before anything starts.
  const timing = (session.config().daemon ?? {}) as { start_timeout_secs?: number; shutdown_grace_secs?: number };
  const graceMs = options.graceMs ?? (timing.shutdown_grace_secs ?? SHUTDOWN_GRACE_MS / 1000) * 1000;
  const startTimeoutMs = (timing.start_timeout_secs ?? START_TIMEOUT_MS / 1000) * 1000;
  const { paths, host } = session;
  const sock = socketPath(paths.dataDir);
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
  const release = acquireLock(paths.dataDir);

  const deadline = new AbortController();
  // Every drain and shutdown tap (one an extension, run in parallel) listens on it: bounded by the extensions, not a leak.
  setMaxListeners(0, deadline.signal);
  // The config a tap sees is always the running one (SIGHUP and admin writes replace it).
  const runtime: Runtime = {
    get config() {
      return session.config();
    },
    paths,
    deadline: deadline.signal,
  };
  const startedAt = Date.now();
  let phase: 'starting' | 'ready' | 'stopping' = 'starting';
  let server: Server | undefined;
  let stopRequested: ((reason: string) => void) | undefined;
  const stop = new Promise<string>((resolve) => (stopRequested = resolve));
  let signals = 0;

  const onStop = (signal: NodeJS.Signals): void => {
    signals += 1;
    if (signals > 1) {
      logger.error({ signal }, 'second shutdown signal: exiting at once');
      release();
      process.exit(EXIT.runtime);
    }
    // During start the tap that runs is no longer awaited: what started stops, and nobody waits on a hung start.
    if (phase === 'starting') host.interruptStart(signal);
    stopRequested!(signal);
  };
  const onHup = (): void => {
    // The session logs the outcome: what changed, what needs a restart, or why the file was refused.
    if (phase === 'ready') session.store.reload('SIGHUP').catch(() => undefined);
  };
  const handleSignals = options.signals ?? true;
  const uncontain = (options.contain ?? handleSignals) ? containCrashes(host, session.logRoot) : undefined;
  if (handleSignals) {
    process.on('SIGINT', onStop);
    process.on('SIGTERM', onStop);
    process.on('SIGHUP', onHup);
  }
  const onAbort = (): void => {
    if (phase === 'starting') host.interruptStart(String(options.stop!.reason ?? 'stop'));
    stopRequested!(String(options.stop!.reason ?? 'stop'));
  };
  if (options.stop?.aborted) onAbort();
  else options.stop?.addEventListener('abort', onAbort, { once: true });

  const finish = async (code: ExitCode): Promise<number> => {
    if (server) await closeServer(server);
    host.status.source = undefined;
    process.off('SIGINT', onStop);
    process.off('SIGTERM', onStop);
    process.off('SIGHUP', onHup);
    options.stop?.removeEventListener('abort', onAbort);
    uncontain?.();
    release();
    // After the `stopped` line: the persisted log ends with it.
    session.logRoot.closeSink();
    return code;
  };

  /**
   * Every extension drains, then gets its shutdown; what threw, what outlived the grace period and each item of work
   * given up is logged, then `stopped` with the counts, always last.
   */
  const shutdown = async (reason: string): Promise<ExitCode> => {
    phase = 'stopping';
    host.hooks.beforeShutdown.call({ reason, graceMs });
    logger.info({ reason, grace_ms: graceMs }, 'shutting down');
    // At the end of the grace period the deadline aborts: drains give up what remains, taps still running are abandoned.
    const timer = setTimeout(() => deadline.abort(), graceMs);
    let report: ShutdownReport;
    try {
      report = await host.shutdown(runtime);
    } finally {
      clearTimeout(timer);
    }
    for (const err of report.errors) {
      logger.error({ code: 'SVC_ERR_SHUTDOWN_FAILED', extension: err.extension, hook: err.hook, cause_code: err.code, err: describe(err) }, 'an extension failed to shut down');
    }
    if (report.abandoned.length) {
      logger.error(
        { code: 'SVC_ERR_SHUTDOWN_TIMEOUT', grace_ms: graceMs, extensions: report.abandoned },
        'shutdown did not finish within the grace period: these extensions were still draining or shutting down and are abandoned (the work they gave up is logged above)',
      );
    }
    const lost = Object.keys(report.work.abandoned).length > 0;
    const clean = !report.errors.length && !report.abandoned.length && !lost;
    logger.info(
      { reason, ...report.work, extensions_failed: [...new Set(report.errors.map((e) => e.extension))], extensions_abandoned: report.abandoned },
      'stopped',
    );
    return clean ? EXIT.ok : EXIT.runtime;
  };

  try {
    for (const file of [...(await removeConfigTemps(paths.configDir, logger)), ...removeStaleTemps(paths.dataDir, { aged: true })]) {
      logger.warn({ file }, 'removed a temp file left by an interrupted write');
    }
    const status = async (): Promise<DaemonStatus> => ({
      pid: process.pid,
      version: options.version,
      mode: options.mode ?? 'daemon',
      phase,
      uptime_ms: Date.now() - startedAt,
      listeners: host.status.listenerList(),
      extensions: host.extensionStates(phase === 'stopping'),
      restart_required: session.store.pendingRestart(),
      sections: await host.status.collect((text) => session.logRoot.scrub(text)),
      not_running: { sections: inertSections(session.schema(), (ext) => host.validatesOnly(ext)), written: session.inertPaths },
    });
    host.status.source = status;
    host.control.register('daemon.status', status);
    registerConfigControl(session);
    server = await startControlServer(sock, host.controlHandlers, (text) => session.logRoot.scrub(text), { guard: () => guardOf(host), dir: prepareProofDir(paths.dataDir) });
    logger.info({ path: sock }, 'control socket open');
    await host.start(runtime, options.only, startTimeoutMs);
    phase = 'ready';
    host.hooks.ready.call(runtime);
  } catch (err) {
    const owner = err instanceof SvcError ? { code: err.code, extension: err.extension, hook: err.hook } : { code: 'SVC_ERR_TAP_FAILED' };
    if (owner.code === 'SVC_ERR_START_INTERRUPTED') {
      // An operator's stop: not a failure of the extension that happened to be starting.
      logger.info({ ...owner, err: describe(err) }, 'start interrupted by a stop signal; stopping what started');
      return await shutdown(await stop); // the finally below releases the lock and the socket
    }
    logger.error({ ...owner, err: describe(err) }, 'start failed; stopping what started');
    await shutdown('start failed');
    throw err;
  } finally {
    if ((phase as string) === 'stopping') await finish(EXIT.runtime);
  }
  logger.info({ version: options.version, mode: options.mode ?? 'daemon' }, 'ready');
  options.onReady?.();
  const reason = await stop;
  return finish(await shutdown(reason));
}
