// `npm run bench [-- group …]`: every performance row of the kernel issue, each against a baseline measured in the same
// run, with load generators and servers in their own processes, then one table with met/MISSED per row. Groups: cli,
// daemon, env, size, sop, sop-default, shared, flood, webhook, e2e, agent, mcp, chat, tests (default: all of them), and tests-twice
// (only when named). The HTTP throughput rows need Debian's wrk.
import { benchAgent } from './bench-agent.js';
import { benchChat } from './bench-chat.js';
import { benchCli, benchDaemon } from './bench-cli.js';
import { benchE2e } from './bench-e2e.js';
import { benchEnv } from './bench-env.js';
import { benchFlood, benchShared, benchSop, benchSopDefault } from './bench-gateway.js';
import { benchMcp } from './bench-mcp.js';
import { benchMemory } from './bench-memory.js';
import { printRows, type Row } from './bench-rows.js';
import { benchSize } from './bench-size.js';
import { benchTests, benchTestsTwice } from './bench-tests.js';
import { benchWebhook } from './bench-webhook.js';

const GROUPS: Record<string, () => Row[] | Promise<Row[]>> = {
  cli: benchCli,
  daemon: benchDaemon,
  env: () => benchEnv(),
  size: benchSize,
  sop: benchSop,
  'sop-default': benchSopDefault,
  shared: benchShared,
  flood: benchFlood,
  webhook: benchWebhook,
  e2e: benchE2e,
  agent: benchAgent,
  mcp: benchMcp,
  memory: benchMemory,
  chat: benchChat,
  tests: benchTests,
  'tests-twice': benchTestsTwice,
};
const DEFAULT = Object.keys(GROUPS).filter((g) => g !== 'tests-twice');

const asked = process.argv.slice(2);
const unknown = asked.filter((g) => !(g in GROUPS));
if (unknown.length) {
  console.error(`bench: unknown group ${unknown.join(', ')} (groups: ${Object.keys(GROUPS).join(', ')})`);
  process.exit(2);
}
const rows: Row[] = [];
for (const g of asked.length ? asked : DEFAULT) rows.push(...(await GROUPS[g]!()));
console.log('\nsummary (each figure against its baseline from this run)');
printRows(rows);
process.exitCode = 0;
