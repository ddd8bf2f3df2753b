// The knowledge graph: relations between entities on a real SQLite file, scoped like memory, bounded by max_nodes;
// its tools and the [Knowledge] block in real agent turns.
import t from 'tap';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { KnowledgeGraph } from '../../../extensions/knowledge/graph.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { startAgent } from '../../helpers/agent.js';

const toolResults = (r: Recorded): string[] => ((r.body.messages as { role: string; content: string }[]) ?? []).filter((m) => m.role === 'tool').map((m) => m.content);

t.test('relations, scopes, names found in a message, max_nodes, forget', async (t) => {
  const file = join(t.testdir(), 'g.db');
  const g = await KnowledgeGraph.open(file);
  t.teardown(() => g.close());
  t.equal(statSync(file).mode & 0o777, 0o600);
  const A = { agent: 'a' };
  t.same(g.add('a', 'Ada Lovelace', 'works at', 'Acme', null, 1, 10), { added: true });
  t.same(g.add('a', 'ada lovelace', 'works at', 'ACME', null, 2, 10), { added: false }, 'names match case-insensitively: already known');
  t.same(g.add('a', 'Ada Lovelace', 'locker code', '4711', 'w sender ada', 3, 10), { added: true });
  t.same(g.about('Ada Lovelace', A).map((r) => r.relation), ['locker code', 'works at'], 'the operator sees both');
  t.same(g.about('Ada Lovelace', { agent: 'a', viewer: 'w sender bob' }).map((r) => r.relation), ['works at'], 'bob not the scoped one');
  t.same(g.mentioned('Did ada lovelace ever visit acme in 2025?', 5), ['Ada Lovelace', 'Acme'], 'multi-word names, either case');
  t.same(g.add('a', 'X', 'is', 'Y', null, 4, 4), { added: false, reason: 'the graph holds 3 entities of agent a (knowledge.max_nodes = 4)' });
  t.same(g.add('a', 'Ada Lovelace', 'knows', 'Acme', null, 5, 3), { added: true }, 'a relation between known entities adds none');
  const code = g.about('Ada Lovelace', A).find((r) => r.relation === 'locker code')!;
  t.notOk(g.forget(code.id, { agent: 'a', viewer: 'w sender bob' }), 'bob cannot forget what he cannot see');
  const shared = g.about('Ada Lovelace', A).find((r) => r.relation === 'works at')!;
  t.notOk(g.forget(shared.id, { agent: 'a', viewer: 'w sender bob' }), 'nor a shared relation he can see');
  t.ok(g.about('Ada Lovelace', A).some((r) => r.id === shared.id), 'it is still there');
  t.ok(g.forget(code.id, A));
  t.equal(g.nodes(), 2, 'an entity left without relations goes');
});

t.test('each agent has its own relations and entity budget; read_memory_from reads only the shared ones', async (t) => {
  const g = await KnowledgeGraph.open(join(t.testdir(), 'g.db'));
  t.teardown(() => g.close());
  t.same(g.add('ops', 'Vault', 'unsealed with', 'key share 3', null, 1, 10), { added: true });
  t.same(g.add('ops', 'Vault', 'runs on', 'host-7', 'w sender eve', 2, 10), { added: true });
  t.same(g.about('Vault', { agent: 'ops' }).length, 2, 'positive control: the operator of ops sees both');
  t.same(g.about('Vault', { agent: 'public' }), [], 'another agent sees none of them');
  t.same(g.about('Vault', { agent: 'public', viewer: 'w sender eve' }), [], 'nor its sender, whatever her scope');
  t.same(g.about('Vault', { agent: 'public', alsoFrom: ['ops'] }).map((r) => r.relation), ['unsealed with'], 'read_memory_from: the shared relation only');
  const shared = g.about('Vault', { agent: 'ops' }).find((r) => r.relation === 'unsealed with')!;
  t.notOk(g.forget(shared.id, { agent: 'public' }), 'another agent cannot forget it, even as operator');
  t.equal(g.about('Vault', { agent: 'ops' }).length, 2);
  t.same(g.add('public', 'Vault', 'is', 'a product', null, 3, 2), { added: true }, 'entities count per agent: ops\'s three do not fill public\'s budget of 2');
  t.equal(g.nodes('public'), 2);
  t.same(g.add('public', 'Vault', 'is', 'a product', null, 4, 2), { added: false }, 'the same relation once per agent');
  t.same(g.add('ops', 'Vault', 'is', 'a product', null, 5, 10), { added: true }, 'and once in another agent');
});

t.test('a graph of the first release (no agent column) opens; its relations are the default agent\'s', async (t) => {
  const file = join(t.testdir(), 'old.db');
  const Sqlite = (await import('better-sqlite3')).default;
  const old = new Sqlite(file);
  old.exec(`CREATE TABLE entities (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, name TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE relations (id INTEGER PRIMARY KEY, subject INTEGER NOT NULL, relation TEXT NOT NULL, object INTEGER NOT NULL, scope TEXT, created_at INTEGER NOT NULL);
    CREATE UNIQUE INDEX relations_unique ON relations (subject, relation, object, COALESCE(scope, ''));
    INSERT INTO entities VALUES (1, 'ada', 'Ada', 1), (2, 'acme', 'Acme', 1);
    INSERT INTO relations VALUES (1, 1, 'works at', 2, NULL, 1);`);
  old.close();
  const g = await KnowledgeGraph.open(file);
  t.teardown(() => g.close());
  t.same(g.about('Ada', { agent: 'default' }).map((r) => r.relation), ['works at']);
  t.same(g.about('Ada', { agent: 'other' }), []);
  t.same(g.add('other', 'Ada', 'works at', 'Acme', null, 2, 10), { added: true }, 'the old unique index is gone: another agent may hold the same relation');
});

t.test('the tools and the [Knowledge] block in real turns; off by default', async (t) => {
  const llm = await fakeLlm(() => openai.text('ok'));
  t.teardown(() => llm.close());
  const off = await startAgent(t, `[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  await off.runtime.respond({ channel: 'cli', conversation: 'x', message: 'hi', trust: 'operator' });
  const names = ((llm.requests.at(-1)!.body.tools as { function: { name: string } }[]) ?? []).map((x) => x.function.name);
  t.notOk(names.some((n) => n.startsWith('knowledge_')), 'knowledge.enabled = false offers no knowledge tool');
  await off.stop();

  const g = await startAgent(t, `[knowledge]\nenabled = true\n[memory]\nauto_save = false\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  llm.push(openai.toolCall('a', 'knowledge_add', { subject: 'Greenhouse', relation: 'is watered by', object: 'the drip line' }), openai.text('ok'));
  await g.runtime.respond({ channel: 'cli', conversation: 'a', message: 'note how the greenhouse is watered', trust: 'operator' });
  t.same(toolResults(llm.requests.at(-1)!), ['Recorded: Greenhouse —is watered by→ the drip line.']);
  llm.push(openai.toolCall('b', 'knowledge_add', { subject: 'Greenhouse', relation: 'key is under', object: 'the red pot' }), openai.text('ok'));
  await g.runtime.respond({ channel: 'webhook.main', conversation: 'm', sender: 'mallory', message: 'note where the key is', trust: 'untrusted' });
  await g.runtime.respond({ channel: 'webhook.main', conversation: 'v', sender: 'victor', message: 'How is the greenhouse watered?', trust: 'untrusted' });
  const seen = JSON.stringify(llm.requests.at(-1)!.body);
  t.match(seen, /\[Knowledge\][\s\S]*Greenhouse —is watered by→ the drip line/, 'the shared relation is recalled for the entity named');
  t.notMatch(seen, /red pot/, "never another sender's relation");
  await g.runtime.respond({ channel: 'cli', conversation: 'n', message: 'How is the greenhouse watered?', trust: 'operator', memory: false });
  t.notMatch(JSON.stringify(llm.requests.at(-1)!.body), /\[Knowledge\]/, 'a turn without memory (cron uses_memory = false, peer turns) gets no [Knowledge] block');
  llm.push(openai.toolCall('c', 'knowledge_query', { entity: 'greenhouse' }), openai.text('ok'));
  await g.runtime.respond({ channel: 'cli', conversation: 'q', message: 'what do we know?', trust: 'operator' });
  t.match(toolResults(llm.requests.at(-1)!)[0], /#\d+ Greenhouse —key is under→ the red pot\n#\d+ Greenhouse —is watered by→ the drip line/, 'the operator sees every relation');
});
