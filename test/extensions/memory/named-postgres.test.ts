// Memory in a PostgreSQL database of memory's own (memory.backend = "postgres.<alias>" with [storage.postgres.<alias>],
// no shared mode): two daemons (in-process, each with its own data directory) on one database share one memory, its
// tables in the store's collection (a schema); an agent may name the store for itself (agents.<a>.memory.backend.kind)
// while the others keep SQLite files; svc memory reads it; a wrong or missing store is refused at load, the URL unquoted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import t from 'tap';
import { checkBackends } from '../../../extensions/memory/stores.js';
import { startAgent } from '../../helpers/agent.js';
import { svc } from '../../helpers/cli.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';

const server = await startPostgres(t);

const problems = (config: Record<string, unknown>) => {
  const out: string[] = [];
  checkBackends(config, { explicit: {}, problems: [], add: (path: string, message: string) => void out.push(`${path}: ${message}`) });
  return out;
};

t.test('checks at load: the store must exist with a PostgreSQL URL (never quoted); an agent’s kind is checked like memory.backend', async (t) => {
  const canary = 'mysql://root:CANARY-pw-5150@db/x';
  t.same(problems({ memory: { backend: 'postgres.mem' }, storage: { postgres: { mem: { url: 'postgres://u:p@127.0.0.1/m' } } } }), []);
  t.match(problems({ memory: { backend: 'postgres.nope' }, storage: { postgres: { mem: { url: 'postgres://x' } } } }), [/memory\.backend: "postgres\.nope" names \[storage\.postgres\.nope\], which is not configured \(postgres stores: mem\)/]);
  const bad = problems({ memory: { backend: 'postgres.mem' }, storage: { postgres: { mem: { url: canary } } } });
  t.match(bad, [/storage\.postgres\.mem\.url: must be a postgres:\/\/ or postgresql:\/\/ URL/]);
  t.notMatch(bad.join('\n'), /CANARY/, 'the URL is not quoted');
  t.match(problems({ agents: { x: { memory: { backend: { kind: 'markdown.notes' } } } } }), [/agents\.x\.memory\.backend\.kind: agents\.x\.memory\.backend\.kind = "markdown\.notes" is refused: named markdown stores/]);
  t.match(problems({ memory: { backend: 'none' }, agents: { x: { memory: { backend: { kind: 'sqlite' } } } } }), [/memory\.backend = "none" turns memory off for every agent/]);
  t.same(problems({ memory: { backend: 'none' }, agents: { x: { memory: { backend: { kind: 'none' } } } } }), []);
  t.match(problems({ agents: { x: { memory: { backend: { kind: 'postgres' } } } } }), [/agents\.x\.memory\.backend\.kind: "postgres" keeps memory in the shared mode's PostgreSQL: it needs shared\.enabled/]);
});

t.test('two instances on one storage.postgres.<alias>: one memory, in the store’s schema; svc memory reads it', async (t) => {
  const llm = await fakeLlm(() => openai.text('Noted.'));
  t.teardown(() => llm.close());
  const url = await server.database();
  const toml = [`[storage.postgres.mem]`, `url = "${url}"`, `collection = "agent_memory"`, `[memory]`, `backend = "postgres.mem"`, `[providers.models.openai.m]`, `base_url = "${llm.url}"`, `model = "m"`].join('\n');
  const a = await startAgent(t, toml);
  const b = await startAgent(t, toml);
  const lastRequest = () => JSON.stringify(llm.requests.at(-1)!.body);
  await a.runtime.respond({ channel: 'cli', conversation: 'c1', message: 'Remember: the kayak is stored at the boathouse on rack nine.', trust: 'operator' });
  await b.runtime.respond({ channel: 'webhook.main', conversation: 'c2', message: 'Where is the kayak stored?', trust: 'operator' });
  t.match(lastRequest(), /\[Memory context\][\s\S]*rack nine/, 'b recalls what a kept');
  t.notOk(existsSync(join(a.dir, 'data', 'state', 'memory', 'default.db')), 'no SQLite file');
  const status = JSON.stringify(await b.control('daemon.status'));
  t.match(status, /"stores":\{"default":"postgres\.mem \(postgres:\/\/127\.0\.0\.1:\d+\/test_\d+[^"]*agent_memory[^"]*\)"\}/, 'svc status names the database and schema');
  t.notMatch(status, /svc@/, 'never the user');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  t.teardown(() => client.end());
  const rows = await client.query("SELECT COUNT(*)::int AS n FROM agent_memory.memory_entries WHERE content LIKE '%rack nine%'");
  t.equal(rows.rows[0].n, 1, 'the entry is in the collection’s schema');
  const env = { SVC_CONFIG_DIR: tempConfigDir(t, toml) };
  const listed = await svc(['memory', 'list', '--json'], env);
  t.equal(listed.code, 0, listed.stderr);
  t.ok((JSON.parse(listed.stdout) as { entries: { content: string }[] }).entries.some((e) => e.content.includes('rack nine')), 'svc memory list reads the named store');
});

t.test('an agent names the store for itself; another agent keeps its SQLite file; their memories stay apart', async (t) => {
  const llm = await fakeLlm(() => openai.text('Noted.'));
  t.teardown(() => llm.close());
  const url = await server.database();
  const h = await startAgent(
    t,
    [`[storage.postgres.mem]`, `url = "${url}"`, `[providers.models.openai.m]`, `base_url = "${llm.url}"`, `model = "m"`, `[agents.pg]`, `model_provider = "openai.m"`, `memory = { backend = { kind = "postgres.mem" } }`, `[agents.local]`, `model_provider = "openai.m"`].join('\n'),
  );
  await h.runtime.respond({ agent: 'pg', channel: 'cli', conversation: 'p1', message: 'Remember: the pg agent parks in bay twelve.', trust: 'operator' });
  await h.runtime.respond({ agent: 'local', channel: 'cli', conversation: 'l1', message: 'Remember: the local agent parks in bay three.', trust: 'operator' });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  t.teardown(() => client.end());
  const agents = await client.query('SELECT DISTINCT agent FROM svc.memory_entries');
  t.same(agents.rows.map((r: { agent: string }) => r.agent), ['pg'], 'only the pg agent’s entries are in PostgreSQL');
  t.ok(existsSync(join(h.dir, 'data', 'state', 'memory', 'local.db')), 'the other agent has its SQLite file');
  t.notOk(existsSync(join(h.dir, 'data', 'state', 'memory', 'pg.db')), 'the pg agent has none');
  await h.runtime.respond({ agent: 'pg', channel: 'cli', conversation: 'p2', message: 'Which bay do I park in?', trust: 'operator' });
  const seen = JSON.stringify(llm.requests.at(-1)!.body);
  t.match(seen, /bay twelve/, 'the pg agent recalls its own');
  t.notMatch(seen, /bay three/, 'and not the other agent’s');
});
