// The testkit's hosts: the real kernel, in-process, on a temp directory. `validateConfig` runs the whole config load;
// `startHost` runs the daemon itself (lock, control socket, start, ready, shutdown) without touching process signals.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { boot } from '../runner/boot.js';
import { main } from '../cli/main.js';
import { runDaemon } from '../runner/daemon.js';
import { SvcError, type ConfigProblem } from '../kernel/errors.js';
import { LogRoot, type LogLevel } from '../kernel/logger.js';
import type { ConfigObject, ConfigStore, ExtensionDefinition, Paths } from '../kernel/types.js';
import { version } from '../lib/version.js';
import { LogCapture, type LogLine } from './logs.js';
import { waitFor } from './wait.js';

export interface HostOptions {
  /** Extensions loaded beside the built-ins; one named like a built-in replaces it (a built-in with a fake clock). */
  readonly extensions?: readonly ExtensionDefinition[];
  /** The text of config.toml (default: none, so every default applies). */
  readonly toml?: string;
  /** The environment the host sees (`SVC_` overrides); SVC_CONFIG_DIR is the temp directory. */
  readonly env?: Readonly<Record<string, string>>;
  /** Level of the captured log lines (default debug). */
  readonly logLevel?: LogLevel;
  /** Shutdown grace period of `stop()` (default 5000 ms): work still running then is abandoned, as in the daemon. */
  readonly graceMs?: number;
  /**
   * Files to write into the directory before the start, by relative path (`'sops/triage/SOP.toml': '…'`). `toml`
   * is written as config.toml.
   */
  readonly files?: Readonly<Record<string, string>>;
  /** Run on this existing directory instead of a new temp one (a restart on the same state); `stop()` keeps it. */
  readonly dir?: string;
}

export interface ValidationResult {
  readonly ok: boolean;
  /** The validated, defaulted, frozen config (secrets decrypted); undefined when not ok. */
  readonly config: ConfigObject | undefined;
  /** Every problem at once, each with its dotted path (`""` for a problem of the whole load, with `code`). */
  readonly problems: readonly (ConfigProblem & { readonly code?: string })[];
  /** The error code when not ok (SVC_ERR_CONFIG_INVALID, SVC_ERR_EXT_VERSION, …). */
  readonly code?: string;
}

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  /** What the command wrote on stderr, its log lines included. */
  readonly stderr: string;
}

export interface TestHost {
  /** The temp directory: config dir and data dir (config.toml, svc.sock, stores). Removed by `stop()`. */
  readonly dir: string;
  readonly paths: Paths;
  /** The kernel's config store: the running config's entries, validated writes (`set`) and reloads, as admin routes use. */
  readonly configStore: ConfigStore;
  /** Every log line so far, parsed; `logs.filter((l) => l.ext === 'my-ext')`. */
  readonly logs: readonly LogLine[];
  /** The running config. */
  config(): ConfigObject;
  /**
   * The URL a listener logged (`listening` lines: the gateway's, each channel instance's) with `path` appended.
   * `listener` is a channel ref (`webhook.main`) or an extension name; default: the host's main listener (the gateway).
   */
  url(path?: string, listener?: string): string;
  /** Runs `svc <args>` in-process against this host (its config dir, its control socket); never exits the process. */
  cli(args: readonly string[], options?: { readonly stdin?: string; readonly env?: Readonly<Record<string, string>> }): Promise<CliResult>;
  /** Calls a control command over the control socket, as `svc` commands do. */
  control(command: string, args?: unknown): Promise<unknown>;
  /** Resolves once a log line matches (an object of expected fields, or a predicate); fails loudly after `ms`. */
  waitForLog(match: Partial<LogLine> | ((line: LogLine) => boolean), ms?: number): Promise<LogLine>;
  /** Stops like SIGTERM (every shutdown tap, then `stopped`), removes the temp directory; resolves to the exit code. */
  stop(): Promise<number>;
}

interface Composition {
  readonly builtins: readonly ExtensionDefinition[];
  /** Environment defaults of this composition (port 0 for its listeners), under the caller's. */
  readonly env?: Readonly<Record<string, string>>;
  /** The listener `url()` names by default. */
  readonly mainListener?: string;
}

/** The built-ins with `extra` added; an extra named like a built-in takes its place. */
function compose(builtins: readonly ExtensionDefinition[], extra: readonly ExtensionDefinition[] = []): ExtensionDefinition[] {
  const replaced = new Set(extra.map((e) => e.name));
  return [...builtins.filter((e) => !replaced.has(e.name)), ...extra];
}

/** The host's directory with config.toml and `files` written; `owned` when it is a new temp one to remove at the end. */
function prepareDir(options: Pick<HostOptions, 'toml' | 'files' | 'dir'>): { dir: string; owned: boolean } {
  const owned = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'svc-testkit-'));
  if (options.toml !== undefined) writeFileSync(join(dir, 'config.toml'), options.toml, { mode: 0o600 });
  for (const [path, text] of Object.entries(options.files ?? {})) {
    const file = resolve(dir, path);
    if (!file.startsWith(`${dir}/`)) throw new Error(`files: "${path}" is outside the host's directory`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { dir, owned };
}

function matches(line: LogLine, match: Partial<LogLine> | ((line: LogLine) => boolean)): boolean {
  if (typeof match === 'function') return match(line);
  return Object.entries(match).every(([k, v]) => line[k] === v);
}

/** The whole config load (TOML, environment, schema, defaults, validateConfig taps) in-process; leaves no file. */
export async function validateWith(composition: Composition, options: Omit<HostOptions, 'graceMs' | 'logLevel' | 'dir'>): Promise<ValidationResult> {
  const { dir } = prepareDir(options);
  try {
    const session = await boot({
      builtins: compose(composition.builtins, options.extensions),
      env: { ...composition.env, ...options.env, SVC_CONFIG_DIR: dir },
      logRoot: new LogRoot({ fd: 2, level: 'silent', pretty: false }),
    });
    return { ok: true, config: session.config(), problems: [] };
  } catch (err) {
    if (!(err instanceof SvcError)) throw err;
    const problems = err.problems.length ? err.problems : [{ path: '', message: err.message, code: err.code }];
    return { ok: false, config: undefined, problems, code: err.code };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the daemon in-process on a temp directory; resolves once it is ready, throws (with its log) when start fails. */
export async function startWith(composition: Composition, options: HostOptions = {}): Promise<TestHost> {
  const { dir, owned } = prepareDir(options);
  const cleanUp = (): void => {
    if (owned) rmSync(dir, { recursive: true, force: true });
  };
  const extensions = compose(composition.builtins, options.extensions);
  const env = { ...composition.env, ...options.env, SVC_CONFIG_DIR: dir };
  const capture = new LogCapture();
  const logRoot = new LogRoot({ fd: 1, level: options.logLevel ?? 'debug', pretty: false, stream: capture });
  const stopper = new AbortController();
  let onReady!: () => void;
  const isReady = new Promise<'ready'>((resolve) => (onReady = () => resolve('ready')));
  let session;
  try {
    session = await boot({ builtins: extensions, env, logRoot });
  } catch (err) {
    cleanUp();
    throw err;
  }
  const daemon = runDaemon({
    session,
    logger: logRoot.logger(),
    version: version(),
    graceMs: options.graceMs ?? 5_000,
    stop: stopper.signal,
    signals: false,
    onReady,
  });
  let exit: { code?: number; err?: unknown } | undefined;
  const ended = daemon.then(
    (code) => void (exit = { code }),
    (err: unknown) => void (exit = { err }),
  );
  // Ready, or ended before it (a config error, a failed start tap): the daemon's own start deadline bounds the wait.
  if ((await Promise.race([isReady, ended])) !== 'ready') {
    cleanUp();
    const lines = capture.lines.filter((l) => Number(l.level) >= 40).map((l) => `${String(l.ext ?? '')}: ${String(l.msg)} ${String(l.err ?? '')}`);
    const err = exit?.err ?? new Error(`the daemon ended with exit code ${String(exit?.code)} before it was ready`);
    if (err instanceof Error) err.message += lines.length ? `\n${lines.join('\n')}` : '';
    throw err;
  }
  const current = session;
  let stopped: Promise<number> | undefined;
  const host: TestHost = {
    dir,
    paths: current.paths,
    configStore: current.store,
    logs: capture.lines,
    config: () => current.config(),
    url(path = '', listener = composition.mainListener) {
      const line = capture.lines.find((l) => l.msg === 'listening' && typeof l.url === 'string' && (listener === undefined || l.channel === listener || (l.ext === listener && l.channel === undefined)));
      if (!line) {
        const known = capture.lines.filter((l) => l.msg === 'listening').map((l) => String(l.channel ?? l.ext));
        throw new Error(`no listener "${listener ?? '(any)'}" logged a URL (listening: ${known.join(', ') || 'none'})`);
      }
      return String(line.url).replace(/\/$/, '') + path;
    },
    async cli(args, o = {}) {
      let stdout = '';
      let stderr = '';
      const sink = (write: (t: string) => void) => new Writable({ write: (c, _e, done) => (write(String(c)), done()) });
      const code = await main(args, extensions, {
        env: { ...env, ...o.env },
        stdin: Readable.from(o.stdin === undefined ? [] : [o.stdin]),
        stdout: sink((t) => (stdout += t)),
        stderr: sink((t) => (stderr += t)),
        logStream: sink((t) => (stderr += t)),
      });
      return { code, stdout, stderr };
    },
    control: async (command, args) => {
      const { callControl, socketPath } = await import('../runner/control.js');
      return callControl(socketPath(current.paths.dataDir), command, args);
    },
    async waitForLog(match, ms = 10_000) {
      let found: LogLine | undefined;
      await waitFor(() => (found = capture.lines.find((l) => matches(l, match))) !== undefined, `a log line matching ${typeof match === 'function' ? 'the predicate' : JSON.stringify(match)}`, ms);
      return found!;
    },
    stop() {
      stopped ??= (async () => {
        stopper.abort('test host stop');
        await ended;
        cleanUp();
        if (exit?.err) throw exit.err;
        return exit?.code ?? 0;
      })();
      return stopped;
    },
  };
  return host;
}

