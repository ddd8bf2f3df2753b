// The memory tools in a real agent turn: memory_store saves (with its source), memory_recall finds it, memory_forget
// deletes it; a read-only namespace refuses writes with a message the model reads; backend = "none" offers none.
import t from 'tap';
import { startAgent } from '../../helpers/agent.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';

const toolResults = (r: Recorded): string[] => ((r.body.messages as { role: string; content: string }[]) ?? []).filter((m) => m.role === 'tool').map((m) => m.content);

t.test('memory_store, memory_recall, memory_forget; read-only namespaces refuse writes', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const g = await startAgent(t, `[memory]\nauto_save = false\npolicy = { read_only_namespaces = ["shared"] }\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  let n = 0;
  // Each question in a conversation of its own: the last model request holds this turn's tool results only.
  const ask = async (message: string) => {
    await g.runtime.respond({ channel: 'cli', conversation: `c${++n}`, message, trust: 'operator' });
    return toolResults(llm.requests.at(-1)!);
  };
  llm.push(
    openai.toolCall('a', 'memory_store', { content: 'The wifi password hint is "otter".', importance: 0.9, tags: ['home'] }),
    openai.toolCall('b', 'memory_store', { content: 'Team handbook.', namespace: 'shared' }),
    openai.text('ok'),
  );
  const [stored, refused] = await ask('remember the wifi hint');
  t.match(stored, /^Stored as memory entry (\d+) \(core, namespace default\)\.$/);
  t.equal(refused, 'Refused: namespace "shared" is read-only (memory.policy.read_only_namespaces).');
  const id = Number(/entry (\d+)/.exec(stored ?? '')![1]);
  llm.push(openai.toolCall('c', 'memory_recall', { query: 'wifi password' }), openai.text('ok'));
  t.match((await ask('what is the wifi hint?'))[0], new RegExp(`^#${id} \\[\\d{4}-\\d{2}-\\d{2}\\] \\(core, score \\d\\.\\d\\d\\) The wifi password hint is "otter"\\.$`));
  llm.push(openai.toolCall('d', 'memory_forget', { id }), openai.toolCall('e', 'memory_recall', { query: 'wifi password' }), openai.text('ok'));
  t.same(await ask('forget the wifi hint'), [`Memory entry ${id} forgotten.`, 'No memory entry matches.']);
});

t.test('backend = "none": the memory tools are not offered', async (t) => {
  const llm = await fakeLlm(() => openai.text('ok'));
  t.teardown(() => llm.close());
  const g = await startAgent(t, `[memory]\nbackend = "none"\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  await g.runtime.respond({ channel: 'cli', conversation: 'c', message: 'hi', trust: 'operator' });
  const names = ((llm.requests.at(-1)!.body.tools as { function: { name: string } }[]) ?? []).map((x) => x.function.name);
  t.notOk(names.some((n) => n.startsWith('memory_')), names.join(', '));
});

t.test('an entry is scanned by the leak detector before it is kept', async (t) => {
  const llm = await fakeLlm();
  t.teardown(() => llm.close());
  const g = await startAgent(t, `[memory]\nauto_save = false\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
  llm.push(openai.toolCall('a', 'memory_store', { content: `the deploy token is ${secret}` }), openai.text('ok'));
  await g.runtime.respond({ channel: 'cli', conversation: 'x', message: 'keep it', trust: 'operator' });
  llm.push(openai.toolCall('b', 'memory_recall', { query: 'deploy token' }), openai.text('ok'));
  await g.runtime.respond({ channel: 'cli', conversation: 'y', message: 'what is it?', trust: 'operator' });
  const [recalled] = toolResults(llm.requests.at(-1)!);
  t.match(recalled, /the deploy token is \[REDACTED:/);
  t.notMatch(recalled, /a1B2c3D4e5F6/);
});
