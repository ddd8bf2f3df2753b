// The kernel's logger: a facade over pino that loads pino on the first log line, so commands that never log stay fast.
import { createRequire } from 'node:module';
import type { Logger as PinoLogger } from 'pino';
import { LineWriter } from '../lib/log-writer.js';
import { isoTime, REDACTED, scrubJsonStrings, secretPattern } from '../lib/log-text.js';

export { REDACTED, secretPattern };

const require = createRequire(import.meta.url);

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

type LogFn = (objOrMsg: object | string, msg?: string) => void;

export interface Logger {
  trace: LogFn;
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  fatal: LogFn;
  child(bindings: Record<string, unknown>): Logger;
}

export interface LoggerOptions {
  /** File descriptor: 1 for the daemon, 2 for every other command. */
  fd: 1 | 2;
  level: LogLevel;
  pretty: boolean;
  /** Where to write instead of fd (tests). */
  stream?: NodeJS.WritableStream;
  /**
   * false: the lines of one turn of the event loop are written together right after it, and the rest when the process
   * exits (the daemon, where a write per request line costs throughput; see log-writer.ts). Default true: each line is
   * written as it is logged.
   */
  sync?: boolean;
}

/** Where a copy of every log line goes once it is scrubbed and filtered (a persisted log file); see `setSink`. */
export interface LogSink {
  /** One JSON line, newline included, exactly as the destination gets it. Must not throw, nor log. */
  write(line: string): void;
  /** Writes what it holds and releases its file; no line follows. */
  close(): void;
}

/** The last ERROR or FATAL line of one extension, as `svc status` shows it. */
export interface LastError {
  /** ISO-8601. */
  readonly time: string;
  readonly msg: string;
  readonly code?: string;
}

/** The root of one process's logging. Redaction paths may be set until the first line is written. */
export class LogRoot {
  private pino: PinoLogger | undefined;
  private redact: string[] = [];
  private secrets: RegExp | undefined;
  private filter: ((text: string) => string) | undefined;
  private sink: LogSink | undefined;
  private readonly errors = new Map<string, LastError>();

  private options: LoggerOptions;

  constructor(options: LoggerOptions) {
    this.options = { ...options };
  }

  /** Changes where and how lines are written; takes effect only before the first line. */
  configure(options: Partial<LoggerOptions>): void {
    if (!this.pino) this.options = { ...this.options, ...options };
  }

  /** Paths (pino redact syntax) whose values never reach a log line. */
  setRedactPaths(paths: readonly string[]): void {
    if (this.pino) return;
    this.redact = [...paths];
  }

  /**
   * The last line of defence: every value here (the running config's secrets, 4+ characters) becomes [REDACTED]
   * wherever it appears in a line, error messages and causes included. Replaced on every config change.
   */
  setSecretValues(values: Iterable<string>): void {
    this.secrets = secretPattern(values);
  }

  /**
   * A filter of everything written out after the secret values are replaced: each log line (JSON text: the filter must
   * keep it valid JSON) and each text `scrub` gets. Installed once extensions start (outputFilterPoint), so the kernel
   * needs to know nothing of what it looks for. A filter that throws leaves the text as it was.
   */
  setOutputFilter(filter: ((text: string) => string) | undefined): void {
    this.filter = filter;
  }

  /**
   * From now on each line, after its secret values are replaced and the output filter ran, is also handed to `sink`
   * (what the destination gets, whatever the level or `--pretty`); the daemon closes it after its last line.
   */
  setSink(sink: LogSink): void {
    this.sink = sink;
  }

  /** Closes the sink, if one is set; later lines go to the destination only. */
  closeSink(): void {
    const sink = this.sink;
    this.sink = undefined;
    sink?.close();
  }

  /** `text` with every known secret value replaced (also for CLI error messages, which are not log lines). */
  scrub(text: string): string {
    return this.filtered(this.secrets ? text.replace(this.secrets, REDACTED) : text);
  }

  private filtered(text: string): string {
    if (!this.filter) return text;
    try {
      return this.filter(text);
    } catch {
      return text;
    }
  }

  /** A JSON log line with secret values replaced inside its string values only (it stays valid JSON). */
  private scrubLine(line: string): string {
    const secrets = this.secrets;
    if (!secrets) return this.filtered(line);
    // One scan of the whole line first: nearly every line holds no secret, and the token walk allocates per string.
    secrets.lastIndex = 0;
    if (!secrets.test(line)) return this.filtered(line);
    return this.filtered(scrubJsonStrings(line, secrets));
  }

  private written(line: string): string {
    if (this.sink) {
      try {
        this.sink.write(line);
      } catch {
        // A sink that fails keeps no copy; the line still reaches its destination.
      }
    }
    return line;
  }

  /** The last ERROR or FATAL line of each extension (`kernel` for lines without one), scrubbed of secrets now. */
  lastErrors(): ReadonlyMap<string, LastError> {
    const out = new Map<string, LastError>();
    for (const [ext, e] of this.errors) out.set(ext, { ...e, msg: this.scrub(e.msg), ...(e.code ? { code: this.scrub(e.code) } : {}) });
    return out;
  }

  private noteError(bindings: Record<string, unknown>, objOrMsg: object | string, msg: string | undefined): void {
    const ext = typeof bindings.ext === 'string' ? bindings.ext : 'kernel';
    const obj = typeof objOrMsg === 'object' ? (objOrMsg as { code?: unknown; err?: unknown }) : undefined;
    const err = typeof obj?.err === 'string' ? obj.err : typeof (obj as { summary?: unknown } | undefined)?.summary === 'string' ? (obj as { summary: string }).summary : undefined; // an escalation's what
    const text = typeof objOrMsg === 'string' ? objOrMsg : [msg, err].filter(Boolean).join(': ');
    // Bounded: one entry per extension, and a message of at most 500 characters.
    this.errors.set(ext, { time: new Date().toISOString(), msg: text.slice(0, 500), ...(typeof obj?.code === 'string' ? { code: obj.code } : {}) });
  }

  get level(): LogLevel {
    return this.options.level;
  }

  resolve(): PinoLogger {
    if (this.pino) return this.pino;
    const pino = require('pino') as typeof import('pino');
    const opts = {
      level: this.options.level,
      base: { pid: process.pid },
      // ISO-8601 in UTC ("2026-11-24T04:34:39.123Z"): what people and log shippers read without converting.
      timestamp: () => isoTime(),
      redact: { paths: this.redact, censor: REDACTED },
      hooks: { streamWrite: (line: string) => this.written(this.scrubLine(line)) },
    };
    let stream: unknown;
    if (this.options.stream) stream = this.options.stream;
    else if (this.options.pretty) {
      const pretty = require('pino-pretty') as (opts: object) => unknown;
      // One line per event, its fields inline: a pretty log is still greppable line by line.
      stream = pretty({ destination: this.options.fd, sync: true, colorize: false, translateTime: 'SYS:HH:MM:ss.l', singleLine: true });
    } else if (this.options.sync === false) stream = new LineWriter(this.options.fd);
    else stream = pino.default.destination({ fd: this.options.fd, sync: true });
    this.pino = pino.default(opts, stream as never);
    return this.pino;
  }

  logger(bindings: Record<string, unknown> = {}): Logger {
    return lazyLogger(
      () => {
        const root = this.resolve();
        return Object.keys(bindings).length ? root.child(bindings) : root;
      },
      bindings,
      (b, objOrMsg, msg) => this.noteError(b, objOrMsg, msg),
    );
  }
}

type ErrorNote = (bindings: Record<string, unknown>, objOrMsg: object | string, msg: string | undefined) => void;

function lazyLogger(get: () => PinoLogger, bindings: Record<string, unknown>, note: ErrorNote): Logger {
  let real: PinoLogger | undefined;
  const target = (): PinoLogger => (real ??= get());
  const at =
    (level: Exclude<LogLevel, 'silent'>): LogFn =>
    (objOrMsg, msg) => {
      const l = target();
      if (typeof objOrMsg === 'string') l[level](objOrMsg);
      else l[level](objOrMsg, msg);
      if (level === 'error' || level === 'fatal') note(bindings, objOrMsg, msg);
    };
  return {
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    child: (more) => lazyLogger(() => target().child(more), { ...bindings, ...more }, note),
  };
}

/** A logger that writes nothing (tests, library use). */
export function silentLogger(): Logger {
  const noop: LogFn = () => {};
  const l: Logger = { trace: noop, debug: noop, info: noop, warn: noop, error: noop, fatal: noop, child: () => l };
  return l;
}
