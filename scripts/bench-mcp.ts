// The MCP client's rows: an MCP tool call through the agent's tool layer (the registered tool definition: argument
// validation, the svc connection, the result formatting) against a direct SDK client call to the same stdio server
// program (each in its own child process), and tool_search (BM25) over 1,000 tools.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ToolContext, ToolDefinition } from '../extensions/agent/api.js';
import { McpManager } from '../extensions/mcp/manager.js';
import { Bm25Index } from '../extensions/mcp/search.js';
import type { Sandbox } from '../extensions/sandbox/api.js';
import { systemClock, type Logger } from '../kernel/index.js';
import { median, row, type Row } from './bench-rows.js';
import { percentile } from './loadgen.js';

const require = createRequire(import.meta.url);
const FIXTURE = fileURLToPath(new URL('../../test/fixtures/mcp/server.mjs', import.meta.url));
const CALLS = Number(process.env.BENCH_MCP_CALLS ?? 2000);
const WARMUP = Number(process.env.BENCH_MCP_WARMUP ?? 500);
const SEARCHES = Number(process.env.BENCH_MCP_SEARCHES ?? 2000);

const silent: Logger = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent } as unknown as Logger;

/** Processes started as they are (runtime.kind = "native"), so the rows compare svc's layer with the SDK's alone. */
const nativeSandbox: Sandbox = {
  availability: () => ({ ok: true, adapter: 'native', detail: 'bench' }),
  spawn: (r) => {
    const child = spawn(r.command, [...r.args], { cwd: r.cwd ?? r.workspace, env: { PATH: process.env.PATH ?? '', ...r.env }, stdio: [r.stdin ?? 'ignore', 'pipe', 'pipe'], detached: true });
    return {
      child,
      kill: (signal = 'SIGKILL') => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      },
    };
  },
};

async function timed(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

async function callOverhead(): Promise<Row[]> {
  const tools = new Map<string, ToolDefinition>();
  const manager = new McpManager({
    servers: [{ name: 'bench', transport: 'stdio', command: process.execPath, args: [FIXTURE, 'stdio'], env: {}, cwd: process.cwd(), network: false, sandbox: nativeSandbox, url: null, headers: {}, timeoutSecs: 60, allowedTools: null, excludedTools: [] }],
    registry: { register: (t) => void tools.set(t.name, t), unregister: (n) => void tools.delete(n) },
    clock: systemClock,
    logger: silent,
    deferred: false,
    grant: () => ({ allows: () => true, why: '' }),
  });
  await manager.start();
  const direct = new Client({ name: 'bench', version: '1' }, { capabilities: {} });
  await direct.connect(new StdioClientTransport({ command: process.execPath, args: [FIXTURE, 'stdio'], stderr: 'ignore' }));
  try {
    const tool = tools.get('mcp__bench__echo')!;
    const ajv = new (require('ajv') as typeof import('ajv')).default({ allErrors: true, strict: false });
    const validate = ajv.compile(tool.parameters);
    const context = { agent: 'bench', channel: 'bench', conversation: 'bench', signal: new AbortController().signal, logger: silent, workspace: { dir: process.cwd(), resolve: (p: string) => p }, limits: { shellTimeoutSecs: 60, maxResultChars: 20_000 } } as ToolContext;
    const viaSvc = async (i: number) => {
      const args = { text: `call ${i}` };
      if (!validate(args)) throw new Error('invalid');
      return tool.handler(args, context);
    };
    const viaSdk = (i: number) => direct.callTool({ name: 'echo', arguments: { text: `call ${i}` } });
    await timed(WARMUP, viaSvc);
    await timed(WARMUP, viaSdk);
    // Interleaved rounds, so that drift on a shared machine reaches both sides alike.
    const svc: number[] = [];
    const sdk: number[] = [];
    for (let r = 0; r < 4; r++) {
      svc.push(...(await timed(CALLS / 4, viaSvc)));
      sdk.push(...(await timed(CALLS / 4, viaSdk)));
    }
    const overhead = median(svc) - median(sdk);
    return [
      row('MCP tool call through the agent tool layer, p50 (stdio echo)', `${median(svc).toFixed(3)} ms`),
      row('MCP tool call with a direct SDK client, p50 (same server program)', `${median(sdk).toFixed(3)} ms`),
      row('MCP tool layer overhead over a direct SDK call, p50', `${overhead.toFixed(3)} ms`, '<= 1 ms', overhead <= 1),
    ];
  } finally {
    await direct.close();
    await manager.close();
  }
}

function searchLatency(): Row[] {
  const verbs = ['read', 'write', 'list', 'create', 'delete', 'update', 'search', 'get', 'send', 'fetch'];
  const nouns = ['file', 'issue', 'message', 'user', 'repo', 'page', 'ticket', 'event', 'record', 'invoice', 'image', 'note', 'task', 'calendar', 'channel'];
  const docs = Array.from({ length: 1000 }, (_, i) => {
    const verb = verbs[i % verbs.length]!;
    const noun = nouns[Math.floor(i / verbs.length) % nouns.length]!;
    return { name: `mcp__s${i % 20}__${verb}_${noun}_${i}`, description: `${verb[0]!.toUpperCase()}${verb.slice(1)} a ${noun} in workspace ${i % 37}; returns the ${noun} as JSON with its id, owner and timestamps.` };
  });
  const index = new Bm25Index(docs);
  const queries = ['read file', 'create issue', 'send message to channel', 'delete calendar event', 'fetch invoice record', 'update task note', 'search repo'];
  for (let i = 0; i < 200; i++) index.search(queries[i % queries.length]!, 5);
  const times: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const t0 = performance.now();
    index.search(queries[i % queries.length]!, 5);
    times.push(performance.now() - t0);
  }
  const p95 = percentile(times.sort((a, b) => a - b), 0.95);
  return [row('tool_search over 1,000 tools, p95', `${p95.toFixed(3)} ms`, '<= 5 ms', p95 <= 5)];
}

export async function benchMcp(): Promise<Row[]> {
  return [...searchLatency(), ...(await callOverhead())];
}
