// Memory in the shared mode: two daemons (in-process, each with its own data directory) on one PostgreSQL (and the Redis the shared mode needs) with
// memory.backend = "postgres". A fact said in a turn on one is in the [Memory context] of a later turn on the other,
// and forgetting it on one (the memory_forget tool) takes it out of the other's recall. Without the shared mode's
// PostgreSQL, memory.backend = "postgres" is refused at load. svc memory works on it through the async store.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { checkBackends } from '../../../extensions/memory/stores.js';
import { startAgent } from '../../helpers/agent.js';
import { svc } from '../../helpers/cli.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { startPostgres } from '../../helpers/postgres.js';
import { startRedis } from '../../helpers/redis.js';

const [redis, postgres] = await Promise.all([startRedis(t), startPostgres(t)]);

t.test('a fact kept through one instance is recalled in a turn on the other; a forget on one is seen by the other', async (t) => {
  const llm = await fakeLlm(() => openai.text('Noted.'));
  t.teardown(() => llm.close());
  const db = await postgres.database();
  const start = (id: string) =>
    startAgent(t, [`[shared]`, `enabled = true`, `instance_id = "${id}"`, `postgres_url = "${db}"`, `redis_url = "${redis.url}"`, `[memory]`, `backend = "postgres"`, `[providers.models.openai.m]`, `base_url = "${llm.url}"`, `model = "m"`].join('\n'));
  const a = await start('a');
  const b = await start('b');
  const lastRequest = () => JSON.stringify(llm.requests.at(-1)!.body);
  await a.runtime.respond({ channel: 'cli', conversation: 'c1', message: 'Remember: the boiler service is booked for March 3rd with Kessler Heating.', trust: 'operator' });
  await b.runtime.respond({ channel: 'webhook.main', conversation: 'c2', message: 'When is the boiler service booked?', trust: 'operator' });
  t.match(lastRequest(), /\[Memory context\][\s\S]*Kessler Heating/, 'b recalls what a kept');
  t.match(await b.control('daemon.status'), { sections: { memory: { backend: 'postgres', postgres: { vectors: /cosine in svc/ } } } }, 'svc status names the backend and where vectors are scored');

  // The entry's id through b's own recall tool, then the forget through a's.
  llm.push(openai.toolCall('r', 'memory_recall', { query: 'boiler service Kessler' }), openai.text('ok'));
  await b.runtime.respond({ channel: 'cli', conversation: 'c3', message: 'look it up', trust: 'operator' });
  const recalled = (llm.requests.at(-1)!.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content).join('\n');
  const id = Number(/#(\d+)[^\n]*Kessler/.exec(recalled)?.[1]);
  t.ok(id > 0, `the entry's id from b (${recalled})`);
  llm.push(openai.toolCall('f', 'memory_forget', { id }), openai.text('ok'));
  await a.runtime.respond({ channel: 'cli', conversation: 'c4', message: 'forget it', trust: 'operator' });
  t.match(JSON.stringify(llm.requests.at(-1)!.body), new RegExp(`Memory entry ${id} forgotten`), 'a forgets it');
  await b.runtime.respond({ channel: 'webhook.main', conversation: 'c5', message: 'When is the boiler service with Kessler booked?', trust: 'operator' });
  t.notMatch(lastRequest(), /Kessler Heating\./, 'b no longer recalls it');
});

t.test('memory.backend = "postgres" without the shared mode’s PostgreSQL is refused', async (t) => {
  const problems = (config: Record<string, unknown>) => {
    const messages: string[] = [];
    checkBackends(config, { explicit: {}, problems: [], add: (_path, message) => void messages.push(message) });
    return messages;
  };
  t.match(problems({ memory: { backend: 'postgres' } }), [/needs shared\.enabled = true and shared\.postgres_url/]);
  t.match(problems({ memory: { backend: 'postgres' }, shared: { enabled: false, postgres_url: 'postgres://127.0.0.1/x' } }), [/needs shared/]);
  t.same(problems({ memory: { backend: 'postgres' }, shared: { enabled: true, postgres_url: 'postgres://127.0.0.1/x' } }), []);
  t.same(problems({ memory: { backend: 'sqlite' } }), []);
});

t.test('svc memory on PostgreSQL: import, list, show, search, stats, export, forget, hygiene and retention through the async store', async (t) => {
  const db = await postgres.database();
  const dir = tempConfigDir(t, `[shared]\nenabled = true\npostgres_url = "${db}"\nredis_url = "${redis.url}"\n[memory]\nbackend = "postgres"\n`);
  const env = { SVC_CONFIG_DIR: dir };
  const none = await svc(['memory', 'list'], env);
  t.equal(none.code, 2, 'no agent has a memory yet');
  t.match(none.stderr, /no agent has a memory yet/);
  const file = join(t.testdir(), 'in.jsonl');
  const line = (content: string, scope: string | null) => JSON.stringify({ content, namespace: 'default', category: 'core', importance: 0.5, createdAt: Date.UTC(2026, 0, 1), updatedAt: Date.UTC(2026, 0, 1), source: { channel: 'cli' }, tags: ['t'], scope });
  writeFileSync(file, `${line('the generator fuel is in the north shed', null)}\n${line('carol keeps her generator manual in the van', 'chat sender carol')}\n`);
  const imported = await svc(['memory', 'import', '--json', '--agent', 'default', file], env);
  t.equal(imported.code, 0, imported.stderr);
  t.same(JSON.parse(imported.stdout), { agent: 'default', added: 2, skipped: 0 });
  const listed = await svc(['memory', 'list', '--json'], env);
  t.equal(listed.code, 0, listed.stderr);
  const entries = (JSON.parse(listed.stdout) as { agent: string; entries: { id: number; content: string; scope: string | null }[] }).entries;
  t.equal(entries.length, 2, 'the one agent with a memory in PostgreSQL is chosen');
  const fuel = entries.find((e) => e.content.includes('fuel'))!;
  t.match(JSON.parse((await svc(['memory', 'show', '--json', String(fuel.id)], env)).stdout), { id: fuel.id, tags: ['t'], source: { channel: 'cli' } });
  const searched = JSON.parse((await svc(['memory', 'search', '--json', 'generator fuel shed'], env)).stdout) as { hits: { id: number }[] };
  t.equal(searched.hits[0]?.id, fuel.id);
  t.match(JSON.parse((await svc(['memory', 'stats', '--json'], env)).stdout), { agent: 'default', entries: 2 });
  const exported = await svc(['memory', 'export'], env);
  t.same(exported.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { scope: string | null }).scope).sort(), ['chat sender carol', null].sort(), 'exported with their scopes');
  t.same(JSON.parse((await svc(['memory', 'import', '--json', file], env)).stdout), { agent: 'default', added: 0, skipped: 2 }, 'an import of what is held adds nothing');
  const forgot = await svc(['memory', 'forget', '--json', String(fuel.id)], env);
  t.same(JSON.parse(forgot.stdout), { agent: 'default', id: fuel.id, forgotten: true });
  t.same((JSON.parse((await svc(['memory', 'search', '--json', 'generator fuel shed'], env)).stdout) as { hits: { id: number }[] }).hits.map((h) => h.id).filter((id) => id === fuel.id), [], 'forgotten');
  const retention = await svc(['memory', 'retention', '--preview', '--all', '--json'], env);
  t.match(JSON.parse(retention.stdout), { agents: { default: { entries: 1 } } }, 'the one left is older than 90 days');
  const hygiene = await svc(['memory', 'hygiene', '--all', '--json'], env);
  t.equal(hygiene.code, 0, hygiene.stderr);
  t.same(JSON.parse(hygiene.stdout), { agents: { default: { archived: 0, purged: 0, evicted: 0 } } });
});
