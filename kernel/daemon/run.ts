// `svc daemon`: lock, control socket, start in dependency order, `ready`, then signals: reload, graceful reverse shutdown.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:net';
import { describe, EXIT, SvcError, type ExitCode } from '../errors.js';
import type { Session } from '../boot.js';
import type { Logger } from '../logger.js';
import type { Runtime } from '../types.js';
import { removeStaleTemps } from '../fs/atomic.js';
import { configLockFile, withFileLock } from '../fs/lock.js';
import { acquireLock } from './lock.js';
import { socketPath, startControlServer } from './control.js';
import { registerConfigControl } from './config-control.js';

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
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  session.config(); // validates first: a configuration error exits 78 before anything starts
  const { paths, host } = session;
  const sock = socketPath(paths.dataDir);
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o700 });
  const release = acquireLock(paths.dataDir);

  const deadline = new AbortController();
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
    stopRequested!(signal);
  };
  const onHup = (): void => {
    // The session logs the outcome: what changed, what needs a restart, or why the file was refused.
    if (phase === 'ready') session.store.reload('SIGHUP').catch(() => undefined);
  };
  process.on('SIGINT', onStop);
  process.on('SIGTERM', onStop);
  process.on('SIGHUP', onHup);

  const finish = async (code: ExitCode): Promise<number> => {
    if (server) await closeServer(server);
    process.off('SIGINT', onStop);
    process.off('SIGTERM', onStop);
    process.off('SIGHUP', onHup);
    release();
    return code;
  };

  const shutdown = async (reason: string): Promise<ExitCode> => {
    phase = 'stopping';
    host.hooks.beforeShutdown.call({ reason, graceMs });
    logger.info({ reason, grace_ms: graceMs }, 'shutting down');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
    try {
      const outcome = await Promise.race([host.shutdown(runtime).then(() => 'done' as const), timedOut]);
      if (outcome === 'timeout') {
        deadline.abort();
        logger.error({ code: 'SVC_ERR_SHUTDOWN_TIMEOUT', grace_ms: graceMs }, 'shutdown did not finish within the grace period; abandoned work is logged above');
        return EXIT.runtime;
      }
      logger.info('stopped');
      return EXIT.ok;
    } catch (err) {
      logger.error({ code: (err as SvcError).code, err: describe(err) }, 'shutdown failed');
      return EXIT.runtime;
    } finally {
      clearTimeout(timer);
    }
  };

  try {
    for (const file of [...(await removeConfigTemps(paths.configDir, logger)), ...removeStaleTemps(paths.dataDir, { aged: true })]) {
      logger.warn({ file }, 'removed a temp file left by an interrupted write');
    }
    host.control.register('daemon.status', () => ({
      pid: process.pid,
      version: options.version,
      mode: options.mode ?? 'daemon',
      phase,
      uptime_ms: Date.now() - startedAt,
      extensions: host.ordered.map((e) => e.definition.name),
    }));
    registerConfigControl(session);
    server = await startControlServer(sock, host.controlHandlers);
    logger.info({ path: sock }, 'control socket open');
    await host.start(runtime, options.only);
    phase = 'ready';
    host.hooks.ready.call(runtime);
  } catch (err) {
    const owner = err instanceof SvcError ? { code: err.code, extension: err.extension, hook: err.hook } : { code: 'SVC_ERR_TAP_FAILED' };
    logger.error({ ...owner, err: describe(err) }, 'start failed; stopping what started');
    await shutdown('start failed');
    throw err;
  } finally {
    if ((phase as string) === 'stopping') await finish(EXIT.runtime);
  }
  logger.info({ version: options.version, mode: options.mode ?? 'daemon' }, 'ready');
  const reason = await stop;
  return finish(await shutdown(reason));
}
