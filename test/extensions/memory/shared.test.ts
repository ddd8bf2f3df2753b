// Memory in the shared mode: two daemons (in-process, each with its own data directory) on one PostgreSQL (and the Redis the shared mode needs) with
// memory.backend = "postgres". A fact said in a turn on one is in the [Memory context] of a later turn on the other,
// and forgetting it on one (the memory_forget tool) takes it out of the other's recall. Without the shared mode's
// PostgreSQL, memory.backend = "postgres" is refused at load.
import t from 'tap';
import { checkPostgresBackend } from '../../../extensions/memory/index.js';
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
    checkPostgresBackend(config, { explicit: {}, problems: [], add: (_path, message) => void messages.push(message) });
    return messages;
  };
  t.match(problems({ memory: { backend: 'postgres' } }), [/needs shared\.enabled = true and shared\.postgres_url/]);
  t.match(problems({ memory: { backend: 'postgres' }, shared: { enabled: false, postgres_url: 'postgres://127.0.0.1/x' } }), [/needs shared/]);
  t.same(problems({ memory: { backend: 'postgres' }, shared: { enabled: true, postgres_url: 'postgres://127.0.0.1/x' } }), []);
  t.same(problems({ memory: { backend: 'sqlite' } }), []);
});

t.test('svc memory refuses with memory.backend = "postgres" instead of reading SQLite files it does not use', async (t) => {
  const dir = tempConfigDir(t, `[shared]\nenabled = true\npostgres_url = "${postgres.url()}"\nredis_url = "${redis.url}"\n[memory]\nbackend = "postgres"\n`);
  for (const args of [['memory', 'list'], ['memory', 'hygiene', '--all']]) {
    const r = await svc(args, { SVC_CONFIG_DIR: dir });
    t.equal(r.code, 2, args.join(' '));
    t.match(r.stderr, /does not reach the PostgreSQL memory yet/);
  }
});
