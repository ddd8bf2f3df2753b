// The stdio transport of an MCP server: the child started in the sandbox (extensions/sandbox) in its own process group
// (so its helpers stop with it), stdout read as bounded JSON-RPC lines, stderr logged under the server's name at a
// bounded rate.
import type { ChildProcess } from 'node:child_process';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Logger } from '../../kernel/index.js';
import type { Sandbox, SandboxProcess } from '../sandbox/api.js';

/** One JSON-RPC line (a tool result included) is at most this long; a longer one stops the server (it is restarted). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** Stderr: lines logged per window at most, each cut to STDERR_LINE_CHARS; the rest are counted and said once. */
export const STDERR_LINES_PER_WINDOW = 20;
const STDERR_WINDOW_MS = 10_000;
const STDERR_LINE_CHARS = 500;
/** Stdout lines that are not JSON-RPC are logged like stderr (some servers print banners there), at the same rate. */
const KILL_GRACE_MS = 2_000;

export interface StdioOptions {
  readonly server: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  /** Its working directory, and the one directory it may write. */
  readonly cwd: string;
  /** Whether its sandbox may reach the network ([[mcp.servers]] network). */
  readonly network: boolean;
  /** Where it is started; undefined: no sandbox extension is loaded, so it is not started. */
  readonly sandbox: Sandbox | undefined;
  readonly logger: Logger;
  readonly now: () => number;
}

/** Logs lines under a rate limit: STDERR_LINES_PER_WINDOW per window, then one line saying how many were dropped. */
class RateLimitedLog {
  private windowStart = 0;
  private inWindow = 0;
  private dropped = 0;

  constructor(
    private readonly write: (fields: Record<string, unknown>, message: string) => void,
    private readonly now: () => number,
  ) {}

  line(text: string, fields: Record<string, unknown>): void {
    const t = this.now();
    if (t - this.windowStart >= STDERR_WINDOW_MS) {
      if (this.dropped) this.write({ ...fields, dropped: this.dropped }, 'MCP server output lines dropped (rate limit)');
      this.windowStart = t;
      this.inWindow = 0;
      this.dropped = 0;
    }
    if (this.inWindow >= STDERR_LINES_PER_WINDOW) {
      this.dropped += 1;
      return;
    }
    this.inWindow += 1;
    this.write({ ...fields, line: text.length > STDERR_LINE_CHARS ? `${text.slice(0, STDERR_LINE_CHARS)}…` : text }, 'MCP server output');
  }
}

/** Splits a byte stream into lines, holding at most `max` bytes of an unfinished line (`onOverflow` past that). */
class LineSplitter {
  private parts: Buffer[] = [];
  private held = 0;

  constructor(
    private readonly max: number,
    private readonly onLine: (line: string) => void,
    private readonly onOverflow: () => void,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, nl);
      start = nl + 1;
      if (this.held + piece.length > this.max) {
        this.reset();
        this.onOverflow();
        continue;
      }
      const line = this.parts.length ? Buffer.concat([...this.parts, piece]).toString('utf8') : piece.toString('utf8');
      this.reset();
      this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
    const rest = chunk.subarray(start);
    if (!rest.length) return;
    if (this.held + rest.length > this.max) {
      this.reset();
      this.onOverflow();
      return;
    }
    this.parts.push(rest);
    this.held += rest.length;
  }

  private reset(): void {
    this.parts = [];
    this.held = 0;
  }
}

/** A Transport for the SDK's Client over a child process that svc starts and stops itself. */
export class ProcessGroupTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private child: ChildProcess | undefined;
  private proc: SandboxProcess | undefined;
  private closed = false;
  private readonly output: RateLimitedLog;

  constructor(
    private readonly o: StdioOptions,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {
    this.output = new RateLimitedLog((fields, message) => o.logger.info(fields, message), o.now);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): Promise<void> {
    const { o } = this;
    return new Promise((resolve, reject) => {
      if (!o.sandbox) return reject(new Error('no sandbox extension is loaded'));
      let proc: SandboxProcess;
      try {
        // Its own process group (a Ctrl-C at a terminal reaches svc only), the allowlisted environment plus its env.
        proc = o.sandbox.spawn({ command: o.command, args: o.args, workspace: o.cwd, env: o.env, role: 'server', network: o.network, stdin: 'pipe', purpose: `mcp:${o.server}` });
      } catch (err) {
        return reject(err as Error);
      }
      this.proc = proc;
      const child = proc.child;
      this.child = child;
      child.once('error', (err) => {
        reject(err);
        this.fail(err);
      });
      child.once('spawn', () => resolve());
      child.once('exit', (code, signal) => {
        if (!this.closed) o.logger.warn({ server: o.server, code, signal }, 'MCP server exited');
        this.finish();
      });
      const stdout = new LineSplitter(
        this.maxLineBytes,
        (line) => this.message(line),
        () => this.fail(new Error(`the server wrote a line longer than ${this.maxLineBytes} bytes on stdout; it was stopped`)),
      );
      child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
      const stderr = new LineSplitter(STDERR_LINE_CHARS * 4, (line) => line && this.output.line(line, { server: o.server, stream: 'stderr' }), () => this.output.line('[a stderr line too long to log]', { server: o.server, stream: 'stderr' }));
      child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
      // A server that exits while we write gets EPIPE: its exit is what we report.
      child.stdin!.on('error', () => {});
      child.stdout!.on('error', () => {});
      child.stderr!.on('error', () => {});
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || this.closed || stdin.destroyed) throw new Error('the MCP server is not running');
    if (!stdin.write(serializeMessage(message))) await new Promise<void>((resolve) => stdin.once('drain', resolve));
  }

  /** Ends stdin, then TERM and KILL to the whole process group after a grace each. */
  async close(): Promise<void> {
    const child = this.child;
    if (this.closed) return;
    this.closed = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const within = (ms: number) => Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
      child.stdin?.end();
      if (!(await within(KILL_GRACE_MS / 4))) {
        this.signalGroup(child, 'SIGTERM');
        if (!(await within(KILL_GRACE_MS))) {
          this.signalGroup(child, 'SIGKILL');
          await within(KILL_GRACE_MS);
        }
      }
    }
    // The group may hold helpers of a server that exited: they go too.
    if (child) this.signalGroup(child, 'SIGKILL');
    this.finish();
  }

  private signalGroup(_child: ChildProcess, signal: NodeJS.Signals): void {
    this.proc?.kill(signal);
  }

  private message(line: string): void {
    if (!line.trim()) return;
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch {
      // Not JSON-RPC: a banner or debug print on the wrong stream. Logged like stderr, never fatal.
      this.output.line(line, { server: this.o.server, stream: 'stdout' });
      return;
    }
    this.onmessage?.(message);
  }

  private fail(err: Error): void {
    this.onerror?.(err);
    void this.close();
  }

  private finished = false;

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.closed = true;
    this.child?.stdout?.destroy();
    this.child?.stderr?.destroy();
    this.child?.stdin?.destroy();
    this.onclose?.();
  }
}
