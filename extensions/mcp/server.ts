// One configured MCP server as svc keeps it: connected with the SDK's Client (stdio through our own process-group
// transport, Streamable HTTP or SSE), its tools listed (again on tools/list_changed), calls bounded in time and size,
// and restarted with backoff when it dies or fails to start. Never throws out of its own timers.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolListChangedNotificationSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { backoffMs, timerMs, version, type Clock, type Logger } from '../../kernel/index.js';
import type { McpServerState, McpServerStatus } from './api.js';
import { resultText } from './result.js';
import { ProcessGroupTransport, MAX_LINE_BYTES } from './stdio.js';
import type { Sandbox } from '../sandbox/api.js';

/** One [[mcp.servers]] item as validated, with its transport resolved. */
export interface ServerSettings {
  readonly name: string;
  readonly transport: 'stdio' | 'http' | 'sse';
  readonly command: string | null;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  /** A stdio server's sandbox may reach the network. */
  readonly network: boolean;
  /** Where a stdio server is started (the sandbox extension's point); undefined when it is not loaded. */
  readonly sandbox: Sandbox | undefined;
  readonly url: string | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutSecs: number;
  readonly allowedTools: readonly string[] | null;
  readonly excludedTools: readonly string[];
}

/** Pages of tools/list read at most, and tools kept per server (a server offering more is cut, with a WARN). */
const MAX_PAGES = 50;
export const MAX_TOOLS_PER_SERVER = 2000;
/** Restart backoff: 1 s doubling to 5 min; a server that stayed up this long starts again from 1 s. */
const RESTART_BASE_MS = 1_000;
const RESTART_MAX_MS = 300_000;
const STABLE_MS = 60_000;
/** A remote server's answer to one request is read up to this many bytes (like a stdio line). */
const MAX_HTTP_RESPONSE_BYTES = MAX_LINE_BYTES;

export interface ServerEvents {
  /** The server's tools now (empty when it went away). */
  tools(server: string, tools: readonly Tool[]): void;
}

/** fetch whose POST answers (one request's result each) stop with an error past `max` bytes. */
function boundedFetch(max: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if ((init?.method ?? 'GET').toUpperCase() !== 'POST' || !response.body) return response;
    let seen = 0;
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > max) controller.error(new Error(`the server's answer is longer than ${max} bytes`));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

export class McpServerConnection {
  private client: Client | undefined;
  private transport: Transport | undefined;
  private state: McpServerState = 'stopped';
  private lastError: string | null = null;
  private toolList: readonly Tool[] = [];
  private restarts = 0;
  private attempt = 0;
  private upSince = 0;
  private nextTryAt: number | null = null;
  /** Aborted at stop: ends the restart wait and a start in progress. */
  private readonly stopping = new AbortController();
  private refreshing: Promise<void> | undefined;

  constructor(
    readonly settings: ServerSettings,
    private readonly events: ServerEvents,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly random: () => number = Math.random,
  ) {}

  status(): McpServerStatus {
    const pid = this.transport instanceof ProcessGroupTransport ? this.transport.pid : undefined;
    return {
      name: this.settings.name,
      transport: this.settings.transport,
      state: this.state,
      tools: this.toolList.length,
      restarts: this.restarts,
      last_error: this.lastError,
      ...(pid && this.state === 'running' ? { pid } : {}),
      ...(this.nextTryAt !== null && this.state === 'failed' ? { next_try_in_s: Math.max(0, Math.ceil((this.nextTryAt - this.clock.now()) / 1000)) } : {}),
    };
  }

  tools(): readonly Tool[] {
    return this.toolList;
  }

  /** Connects now; on failure the server is shown as failed and tried again with backoff. Never rejects. */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Calls `tool` with `args`; the answer as text for the model, or throws an error whose message the model reads. */
  async call(tool: string, args: Record<string, unknown>, signal: AbortSignal, maxChars: number): Promise<string> {
    const client = this.client;
    if (!client || this.state !== 'running') {
      const why = this.lastError ? `: ${this.lastError}` : '';
      throw new Error(`the MCP server "${this.settings.name}" is not running (${this.state}${why}); try again later`);
    }
    const timeout = timerMs(this.settings.timeoutSecs * 1000);
    let result: unknown;
    try {
      result = await client.callTool({ name: tool, arguments: args }, undefined, { signal, timeout, maxTotalTimeout: timeout });
    } catch (err) {
      if (signal.aborted) throw new Error(`the call to ${tool} on MCP server "${this.settings.name}" was cancelled`, { cause: err });
      const message = (err as Error).message ?? String(err);
      if (/timed out|timeout/i.test(message)) throw new Error(`MCP server "${this.settings.name}" did not answer ${tool} within timeout_secs = ${this.settings.timeoutSecs} s; the call was cancelled`, { cause: err });
      throw new Error(`MCP server "${this.settings.name}" failed on ${tool}: ${message.slice(0, 500)}`, { cause: err });
    }
    const { text, isError } = resultText(result, maxChars);
    if (isError) throw new Error(text);
    return text;
  }

  /** Stops the server (its process group, or its session) and any restart; tools are withdrawn. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.state = 'stopped';
    await this.disconnect();
    this.setTools([]);
  }

  private async connect(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.state = 'starting';
    this.nextTryAt = null;
    const { settings } = this;
    const client = new Client({ name: 'svc', version: version() }, { capabilities: {} });
    let transport: Transport;
    try {
      transport = this.makeTransport();
      const timeout = timerMs(settings.timeoutSecs * 1000);
      this.client = client;
      this.transport = transport;
      client.onerror = (err) => this.logger.debug({ server: settings.name, err: err.message }, 'MCP client error');
      client.onclose = () => this.died();
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => void this.refresh());
      // No abort signal here: stop() closes the client, which ends whatever is pending.
      await client.connect(transport, { timeout });
      const tools = await this.listTools(client, timeout);
      if (this.client !== client) return;
      this.state = 'running';
      this.lastError = null;
      this.upSince = this.clock.now();
      this.setTools(tools);
      this.logger.info({ server: settings.name, transport: settings.transport, tools: tools.length }, 'MCP server connected');
    } catch (err) {
      if (this.stopping.signal.aborted) return;
      const message = (err as Error)?.message ?? String(err);
      await this.failed(`could not start: ${message}`);
    }
  }

  private makeTransport(): Transport {
    const s = this.settings;
    if (s.transport === 'stdio') {
      return new ProcessGroupTransport({ server: s.name, command: s.command!, args: s.args, env: s.env, cwd: s.cwd, network: s.network, sandbox: s.sandbox, logger: this.logger, now: () => this.clock.now() });
    }
    const url = new URL(s.url!);
    const requestInit = { headers: { ...s.headers } };
    if (s.transport === 'sse') return new SSEClientTransport(url, { requestInit, fetch: boundedFetch(MAX_HTTP_RESPONSE_BYTES), eventSourceInit: { fetch: (u, init) => fetch(u, { ...init, headers: { ...(init?.headers as Record<string, string>), ...s.headers } }) } });
    return new StreamableHTTPClientTransport(url, { requestInit, fetch: boundedFetch(MAX_HTTP_RESPONSE_BYTES) });
  }

  private async listTools(client: Client, timeout: number): Promise<Tool[]> {
    const out: Tool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const res = await client.listTools(cursor ? { cursor } : undefined, { timeout });
      out.push(...res.tools);
      cursor = res.nextCursor;
      if (!cursor || out.length >= MAX_TOOLS_PER_SERVER) break;
    }
    if (out.length > MAX_TOOLS_PER_SERVER) this.logger.warn({ server: this.settings.name, tools: out.length, kept: MAX_TOOLS_PER_SERVER }, 'MCP server offers too many tools; the first ones are kept');
    const { allowedTools: allowed, excludedTools: excluded } = this.settings;
    return out.slice(0, MAX_TOOLS_PER_SERVER).filter((t) => (!allowed || allowed.includes(t.name)) && !excluded.includes(t.name));
  }

  /** tools/list_changed: the list is read again (one refresh at a time; a notice during one reads once more after it). */
  private async refresh(): Promise<void> {
    if (this.refreshing) return this.refreshing.then(() => this.refresh());
    const client = this.client;
    if (!client || this.state !== 'running') return;
    this.refreshing = (async () => {
      try {
        const tools = await this.listTools(client, timerMs(this.settings.timeoutSecs * 1000));
        if (this.client === client) {
          this.setTools(tools);
          this.logger.info({ server: this.settings.name, tools: tools.length }, 'MCP server tools changed');
        }
      } catch (err) {
        this.logger.warn({ server: this.settings.name, err: (err as Error).message }, 'MCP server tools could not be read again; the previous list stays');
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  private setTools(tools: readonly Tool[]): void {
    this.toolList = tools;
    this.events.tools(this.settings.name, tools);
  }

  /** The connection closed while it was wanted: tools go, and a restart is planned. */
  private died(): void {
    if (this.stopping.signal.aborted || this.state === 'failed') return;
    const wasUp = this.state === 'running';
    this.client = undefined;
    if (wasUp) void this.failed('the server stopped (its process exited or its session closed)');
  }

  private async failed(reason: string): Promise<void> {
    this.state = 'failed';
    this.lastError = reason.slice(0, 500);
    this.setTools([]);
    await this.disconnect();
    if (this.upSince && this.clock.now() - this.upSince >= STABLE_MS) this.attempt = 0;
    this.upSince = 0;
    this.attempt += 1;
    const delay = Math.round(backoffMs(this.attempt, RESTART_BASE_MS, RESTART_MAX_MS, this.random()));
    this.nextTryAt = this.clock.now() + delay;
    this.logger.error({ server: this.settings.name, err: this.lastError, retry_in_ms: delay }, 'MCP server failed; it will be started again');
    void this.clock.sleep(delay, this.stopping.signal).then(
      () => {
        this.restarts += 1;
        return this.connect();
      },
      () => {},
    );
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    const transport = this.transport;
    this.client = undefined;
    this.transport = undefined;
    try {
      if (client) await client.close();
      else await transport?.close();
    } catch (err) {
      this.logger.debug({ server: this.settings.name, err: (err as Error).message }, 'MCP server close failed');
    }
  }
}
