// The kernel's error registry: stable SVC_ERR_* codes, their exit codes, and the SvcError type every layer throws.
import type { ConfigProblem } from '../lib/config/problem.js';

export type { ConfigProblem };

/** Exit codes of CONTRACT §1. */
export const EXIT = Object.freeze({ ok: 0, runtime: 1, usage: 2, config: 78 });
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface ErrorSpec {
  /** Process exit code when this error ends a command. */
  readonly exit: ExitCode;
  /** What went wrong, for the README table. */
  readonly meaning: string;
  /** What the operator should do, for the README table. */
  readonly action: string;
}

export type ErrorRegistry = Readonly<Record<string, ErrorSpec>>;

/** Declares a registry of error codes; extensions keep theirs in their own folder as SVC_ERR_<EXT>_<PROBLEM>. */
export function defineErrors<const R extends Record<string, ErrorSpec>>(registry: R): Readonly<R> {
  for (const code of Object.keys(registry)) {
    if (!/^SVC_ERR_[A-Z0-9_]+$/.test(code)) throw new Error(`error code ${code} does not match SVC_ERR_[A-Z0-9_]+`);
  }
  return Object.freeze(registry);
}

export const KERNEL_ERRORS = defineErrors({
  SVC_ERR_USAGE: {
    exit: EXIT.usage,
    meaning: 'Unknown command or flag, a missing or extra argument, or a command-line value that does not fit.',
    action: 'Run the command with --help and correct the call.',
  },
  SVC_ERR_BOOTSTRAP: {
    exit: EXIT.config,
    meaning: 'The config or data directory from SVC_CONFIG_DIR / SVC_DATA_DIR / SVC_WORKSPACE / $HOME is unusable.',
    action: 'Point the variable at a directory svc can read and write, or unset it.',
  },
  SVC_ERR_CONFIG_READ: {
    exit: EXIT.config,
    meaning: 'config.toml exists but cannot be read, or is not valid UTF-8.',
    action: 'Check the file permissions and re-save the file as UTF-8.',
  },
  SVC_ERR_CONFIG_TOML: {
    exit: EXIT.config,
    meaning: 'config.toml is not valid TOML; the message names the line and column.',
    action: 'Fix the syntax at the position named.',
  },
  SVC_ERR_CONFIG_UNSAFE_KEY: {
    exit: EXIT.config,
    meaning: 'A key named __proto__, constructor or prototype appears in the configuration.',
    action: 'Remove or rename the key; these names are never valid.',
  },
  SVC_ERR_SCHEMA_VERSION: {
    exit: EXIT.config,
    meaning: 'schema_version names a configuration format this build does not read.',
    action: 'Set schema_version = 1 (or remove it), or run the svc release that wrote the file.',
  },
  SVC_ERR_CONFIG_INVALID: {
    exit: EXIT.config,
    meaning: 'The configuration does not validate: unknown keys, wrong types, out-of-range values, bad aliases, broken references. Every problem is listed with its dotted path.',
    action: 'Fix each listed path; `svc config schema --section <path>` shows what is allowed.',
  },
  SVC_ERR_ENV_OVERRIDE: {
    exit: EXIT.config,
    meaning: 'An SVC_<lowercase> variable names no config path, uses a bad alias, or holds a value of the wrong kind or a JSON value with a key named __proto__, constructor or prototype; the message names the variable and suggests the closest path.',
    action: 'Fix or unset the variable; `svc config schema` shows every path (write `.` as `__`).',
  },
  SVC_ERR_SECRET: {
    exit: EXIT.config,
    meaning: 'A secret cannot be decrypted (tampered or truncated enc2: value, wrong key) or the key file <config dir>/.secret_key is missing, malformed or readable by others.',
    action: 'Restore the original .secret_key (mode 0600); a lost key cannot be replaced, so re-enter the secrets it protected with `svc config set`.',
  },
  SVC_ERR_CONFIG_WRITE: {
    exit: EXIT.runtime,
    meaning: 'config.toml or the secret key could not be written.',
    action: 'Check that the config directory exists and is writable; the previous file is intact.',
  },
  SVC_ERR_CONFIG_CONFLICT: {
    exit: EXIT.runtime,
    meaning: 'config.toml changed on disk after the version (ETag) the change was based on; nothing was written.',
    action: 'Reload (POST /api/config/reload or SIGHUP), read the entries again and repeat the change with the new ETag.',
  },
  SVC_ERR_CONFIG_LOCKED: {
    exit: EXIT.runtime,
    meaning: 'Another live svc process held the write lock <config dir>/.config.lock for longer than 10 s (or took it over mid-write); nothing was written.',
    action: 'Repeat the change once the other writer finishes; the lock is freed when its process exits (a lock whose process is gone is taken over at once).',
  },
  SVC_ERR_EXT_LOAD: {
    exit: EXIT.config,
    meaning: 'An entry of `extensions` could not be found or imported, or its default export is not an extension.',
    action: 'Check the package name or path (paths are relative to the config directory) and that it default-exports { name, version, apply }.',
  },
  SVC_ERR_EXT_DUPLICATE: {
    exit: EXIT.config,
    meaning: 'Two loaded extensions have the same name.',
    action: 'Load each extension once; remove the duplicate from `extensions`.',
  },
  SVC_ERR_EXT_DEPENDENCY: {
    exit: EXIT.config,
    meaning: 'An extension depends on one that is not loaded.',
    action: 'Add the missing extension to `extensions`, or remove the one that needs it.',
  },
  SVC_ERR_EXT_CYCLE: {
    exit: EXIT.config,
    meaning: 'Extensions depend on each other in a cycle.',
    action: 'Break the cycle named in the message; report it to the extensions\' authors.',
  },
  SVC_ERR_EXT_POINT: {
    exit: EXIT.config,
    meaning: 'An extension point is used without a declared provider, or provided twice.',
    action: 'Add the providing extension to dependsOn (authors) or load it (operators).',
  },
  SVC_ERR_EXT_APPLY: {
    exit: EXIT.config,
    meaning: 'An extension threw while registering (apply), or its apply returned a promise (apply must be synchronous).',
    action: 'Report it to the extension\'s author; remove the extension to start without it.',
  },
  SVC_ERR_EXT_REGISTER: {
    exit: EXIT.config,
    meaning: 'Two extensions registered the same command or control command, or one registered a name that is not allowed.',
    action: 'Load only one of the two extensions named; report an invalid name to the extension\'s author.',
  },
  SVC_ERR_EXT_VERSION: {
    exit: EXIT.config,
    meaning: 'An extension supports other svc versions (its `svc` range or `engines.svc`), or needs a version of another extension (a `dependsOn` range) that is not the one loaded; the message names both versions.',
    action: 'Install a release of the extension built for this svc (or of the dependency it names), or run the svc version it supports.',
  },
  SVC_ERR_EXT_SECTION: {
    exit: EXIT.config,
    meaning: 'An extension asked for a config section that is not a section path or that no loaded extension defines, or read one before any config runs.',
    action: 'Report it to the extension\'s author; load the extension that owns the section if one is missing.',
  },
  SVC_ERR_CONFIG_TAP_FAILED: {
    exit: EXIT.config,
    meaning: 'An extension threw (not a reported problem) inside a config-phase hook (schema, rawConfig, validateConfig, configValidated).',
    action: 'Report it to the extension\'s author with the message; remove the extension to start without it.',
  },
  SVC_ERR_SECTION_CONFLICT: {
    exit: EXIT.config,
    meaning: 'Two extensions claim the same configuration section, or a section nests where it cannot.',
    action: 'Load only one of the two extensions named.',
  },
  SVC_ERR_SECTION_SCHEMA: {
    exit: EXIT.config,
    meaning: 'An extension ships a section schema that is not valid JSON Schema.',
    action: 'Report it to the extension\'s author; remove the extension to start without it.',
  },
  SVC_ERR_EXTENSION_CRASHED: {
    exit: EXIT.runtime,
    meaning: 'An exception or rejection escaped an extension\'s timer, socket or callback; the daemon contained it and kept serving. The log line names the extension; svc status counts its crashes.',
    action: 'Read the error in the log line; update or report the extension (it may have left its own work unfinished).',
  },
  SVC_ERR_SERVICE_NOT_STARTED: {
    exit: EXIT.runtime,
    meaning: 'An extension used a service point before its provider started it, or after the daemon closed it.',
    action: 'Use the point from a start tap or later (declare the provider in dependsOn so it starts first); report it if a built-in does this.',
  },
  SVC_ERR_TAP_FAILED: {
    exit: EXIT.runtime,
    meaning: 'An extension failed inside a lifecycle hook; the message names the extension and the hook.',
    action: 'Read the cause in the message and the log; fix the extension\'s configuration or report it.',
  },
  SVC_ERR_LOCKED: {
    exit: EXIT.runtime,
    meaning: 'Another svc daemon holds the lock file in this data directory.',
    action: 'Stop the other daemon, or give this one another SVC_DATA_DIR.',
  },
  SVC_ERR_SOCKET_PATH: {
    exit: EXIT.config,
    meaning: 'The control socket path <data dir>/svc.sock is longer than 107 bytes.',
    action: 'Choose a shorter data directory (SVC_DATA_DIR).',
  },
  SVC_ERR_NO_DAEMON: {
    exit: EXIT.runtime,
    meaning: 'The command needs a running daemon and none answers on <data dir>/svc.sock.',
    action: 'Start `svc daemon` with the same SVC_CONFIG_DIR / SVC_DATA_DIR.',
  },
  SVC_ERR_CONTROL: {
    exit: EXIT.runtime,
    meaning: 'The running daemon refused or failed a control command.',
    action: 'Read the message; check the daemon\'s log.',
  },
  SVC_ERR_SHUTDOWN_TIMEOUT: {
    exit: EXIT.runtime,
    meaning: 'Shutdown did not finish within daemon.shutdown_grace_secs: the extensions whose drain or shutdown tap was still running are named (`extensions`) and abandoned; every extension still got its shutdown, so stores were closed.',
    action: 'The items given up are logged before it with their ids (request, message, delivery, run); check the named extensions for what they waited on.',
  },
  SVC_ERR_START_TIMEOUT: {
    exit: EXIT.runtime,
    meaning: 'An extension\'s beforeStart or start tap did not settle within daemon.start_timeout_secs (60 s by default); the message names the extension and hook.',
    action: 'Find what the extension waits for at start (a server that does not answer, a lock); what started before it is shut down.',
  },
  SVC_ERR_START_INTERRUPTED: {
    exit: EXIT.ok,
    meaning: 'A stop signal (SIGINT, SIGTERM) arrived while the daemon was starting: what had started was shut down.',
    action: 'None; start the daemon again. If a start hangs, the log names the extension and hook it was in.',
  },
  SVC_ERR_SHUTDOWN_FAILED: {
    exit: EXIT.runtime,
    meaning: 'A shutdown tap threw: logged once per failure with its extension and hook, and every other extension still got its shutdown.',
    action: 'Read each listed error; state the failed extension kept may need a look (its files are closed by the process exit).',
  },
});

export type KernelErrorCode = keyof typeof KERNEL_ERRORS;


/** An error with a stable code; `exitCode` decides how a command ends. */
export interface SvcErrorOptions {
  cause?: unknown;
  exitCode?: ExitCode;
  problems?: readonly ConfigProblem[];
  /** Where `code` is defined; the kernel's by default. The host also resolves an extension's codes by its owner. */
  registry?: ErrorRegistry;
  /** The extension the error belongs to (set by the host for throws from a tap, a command or a control command). */
  extension?: string;
  /** The hook whose tap threw, when it came from one. */
  hook?: string;
}

/** Brands an SvcError of any copy of svc-runtime (a third-party package may bring its own copy), for `instanceof`. */
const SVC_ERROR = Symbol.for('svc-runtime.SvcError');

export class SvcError extends Error {
  /** True for an SvcError made by any copy of svc-runtime, so an extension's own copy keeps its code and exit code. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[SVC_ERROR] === true;
  }

  readonly code: string;
  readonly exitCode: ExitCode;
  readonly problems: readonly ConfigProblem[];
  /** The owning extension, as data (not only in the message). */
  readonly extension: string | undefined;
  readonly hook: string | undefined;

  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SvcError';
    Object.defineProperty(this, SVC_ERROR, { value: true });
    this.code = code;
    const registry: ErrorRegistry = options.registry ?? KERNEL_ERRORS;
    const spec = registry[code];
    this.exitCode = options.exitCode ?? spec?.exit ?? EXIT.runtime;
    this.problems = options.problems ?? [];
    this.extension = options.extension;
    this.hook = options.hook;
  }
}

export function kernelError(code: KernelErrorCode, message: string, options: { cause?: unknown; problems?: readonly ConfigProblem[] } = {}): SvcError {
  return new SvcError(code, message, options);
}

/** The message of anything thrown, without a stack. */
export function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
