// Memory as Markdown through a real daemon and the real CLI (memory.backend = "markdown"), with a recording fake model:
// a fact stated in one conversation is in the [Memory context] of a later one on another channel; a line the operator
// adds to MEMORY.md by hand is recalled at the next turn; svc memory list, show, search, stats, export, import and
// forget work on the files beside the running daemon; an agent with kind = "none" keeps and recalls nothing.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { daemon, svc } from '../../helpers/cli.js';
import { fakeLlm, openai, type Recorded } from '../../helpers/fake-llm.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const lastUser = (r: Recorded): string => ((r.body.messages as { role: string; content: string }[]) ?? []).filter((m) => m.role === 'user').at(-1)?.content ?? '';

t.test('markdown memory through the daemon: recall across conversations, an operator line, the CLI, an agent without memory', async (t) => {
  const llm = await fakeLlm(() => openai.text('Noted.'));
  t.teardown(() => llm.close());
  const dir = tempConfigDir(
    t,
    `[providers.models.openai.local]\nbase_url = "${llm.url}"\nmodel = "m"\napi_key = "sk-test-0123456789"\n` +
      `[memory]\nbackend = "markdown"\n` +
      `[agents.main]\nmodel_provider = "openai.local"\n` +
      `[agents.quiet]\nmodel_provider = "openai.local"\nmemory = { backend = { kind = "none" } }\n` +
      `[agents.files]\nmodel_provider = "openai.local"\nmemory = { backend = { kind = "sqlite" } }\n[gateway]\nrequire_pairing = false\n`,
  );
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready');
  const ask = async (agent: string, message: string, channel: string, conversation: string): Promise<Recorded> => {
    const before = llm.requests.length;
    const r = await svc(['agent', 'ask', '--json', '--agent', agent, '--channel', channel, '--conversation', conversation, message], env, 30_000);
    t.equal(r.code, 0, r.stderr);
    return llm.requests.slice(before).at(-1)!;
  };
  const ws = join(dir, 'data', 'workspaces', 'main');

  await ask('main', 'Remember this: the allotment plot number is 42.', 'cli', 'c1');
  const daily = readdirSync(join(ws, 'memory'));
  t.equal(daily.length, 1, 'the conversation went to one daily note');
  t.match(readFileSync(join(ws, 'memory', daily[0]!), 'utf8'), /<!-- svc:memory \{[^\n]*"category":"conversation"[^\n]*-->\nRemember this: the allotment plot number is 42\./);
  const later = await ask('main', 'What is my allotment plot number?', 'cron', 'c2');
  const status = JSON.parse((await svc(['status', '--json'], env)).stdout) as { sections: { memory: Record<string, unknown> } };
  t.match(status.sections.memory, { backend: 'markdown', agents_open: ['main'], stores: { main: `markdown (${ws})` } }, 'svc status says where the memory is');
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const overview = (await (await fetch(`${gateway}/api/memory`)).json()) as { agents: { agent: string; has_memory: boolean }[] };
  t.same(overview.agents.sort((a, b) => (a.agent < b.agent ? -1 : 1)), [{ agent: 'files', has_memory: false }, { agent: 'main', has_memory: true }, { agent: 'quiet', has_memory: false }], 'the admin API: main has a Markdown memory, quiet none, files no SQLite file yet');
  const hits = (await (await fetch(`${gateway}/api/memory/search?agent=main&q=allotment`)).json()) as { hits: { content: string }[] };
  t.ok(hits.hits.some((h) => h.content.includes('plot number is 42')), 'the admin API searches the Markdown memory');
  t.match(lastUser(later), /\[Memory context\][^]*allotment plot number is 42/, 'recalled in another conversation and channel');

  const control = await ask('main', 'Which hook in the garage holds the ladder?', 'cli', 'c3');
  t.notMatch(lastUser(control), /ladder hangs/, 'control: nothing about the ladder yet');
  appendFileSync(join(ws, 'MEMORY.md'), '\n- The ladder hangs in the garage on the left hook.\n');
  const hand = await ask('main', 'Which hook in the garage holds the ladder?', 'cli', 'c4');
  t.match(lastUser(hand), /\[Memory context\][^]*The ladder hangs in the garage on the left hook\./, 'the operator line is recalled');

  const listed = await svc(['memory', 'list', '--json', '--agent', 'main'], env);
  t.equal(listed.code, 0, listed.stderr);
  const entries = (JSON.parse(listed.stdout) as { entries: { id: number; content: string; category: string }[] }).entries;
  const ladder = entries.find((e) => e.content.startsWith('The ladder hangs'))!;
  t.match(ladder, { category: 'core' });
  const shown = await svc(['memory', 'show', '--json', '--agent', 'main', String(ladder.id)], env);
  t.match(JSON.parse(shown.stdout), { id: ladder.id, scope: null });
  const searched = await svc(['memory', 'search', '--json', '--agent', 'main', 'ladder hangs left'], env);
  t.equal((JSON.parse(searched.stdout) as { hits: { id: number }[] }).hits[0]?.id, ladder.id, 'svc memory search ranks it first');
  const stats = await svc(['memory', 'stats', '--json'], env);
  t.equal(stats.code, 0, `the only agent with a memory is chosen: ${stats.stderr}`);
  t.equal((JSON.parse(stats.stdout) as { agent: string; entries: number }).agent, 'main');
  const exported = await svc(['memory', 'export', '--agent', 'main'], env);
  t.equal(exported.stdout.trim().split('\n').length, entries.length, 'one export line an entry');
  const file = join(t.testdir(), 'in.jsonl');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(file, `${JSON.stringify({ content: 'Imported: the shed key is on the red lanyard.', namespace: 'default', category: 'core', importance: 0.5, createdAt: Date.now(), updatedAt: Date.now(), source: {}, tags: [], scope: null })}\n`);
  t.match(JSON.parse((await svc(['memory', 'import', '--json', '--agent', 'main', file], env)).stdout), { added: 1 });
  t.match(readFileSync(join(ws, 'MEMORY.md'), 'utf8'), /shed key is on the red lanyard/, 'imported into MEMORY.md');

  const forgot = await svc(['memory', 'forget', '--agent', 'main', String(ladder.id)], env);
  t.equal(forgot.code, 0, forgot.stderr);
  t.notMatch(readFileSync(join(ws, 'MEMORY.md'), 'utf8'), /ladder/, 'the line is gone from the file');
  const gone = await ask('main', 'Which hook in the garage holds the ladder?', 'cli', 'c5');
  t.notMatch(lastUser(gone), /ladder hangs/, 'forgotten beside the running daemon: no longer recalled');

  await ask('quiet', 'Remember this: the quiet agent code word is bramble.', 'cli', 'q1');
  const quiet = await ask('quiet', 'What is the quiet agent code word?', 'cli', 'q2');
  t.notMatch(lastUser(quiet), /\[Memory context\]/, 'kind = "none": nothing recalled');
  t.notOk(existsSync(join(dir, 'data', 'workspaces', 'quiet', 'MEMORY.md')) || existsSync(join(dir, 'data', 'workspaces', 'quiet', 'memory')), 'kind = "none": nothing kept');
  t.notOk(JSON.stringify(llm.requests.at(-1)!.body.tools ?? []).includes('memory_store'), 'kind = "none": no memory tools offered');
  t.ok(JSON.stringify(later.body.tools ?? []).includes('memory_store'), 'control: the main agent has them');
});

t.test('two processes write one agent’s Markdown at once: every entry is kept, each with its own id', async (t) => {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const dir = t.testdir();
  const store = join(process.cwd(), 'dist', 'extensions', 'memory', 'markdown-store.js');
  const N = 200;
  // Both writers open the store, then wait for the go file (bounded: a writer that never sees it exits 3), so that
  // their loops start together and interleave; each says when it wrote, and the overlap is asserted below.
  const go = join(dir, 'go');
  const writer = async (who: string) => {
    const r = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      `const { existsSync, writeFileSync } = await import('node:fs');
       const { MarkdownMemory } = await import(${JSON.stringify(store)});
       const m = await MarkdownMemory.open({ workspace: ${JSON.stringify(join(dir, 'ws'))}, sidecar: ${JSON.stringify(join(dir, 'side.db'))}, namespace: 'default', now: () => Date.now() });
       writeFileSync(${JSON.stringify(join(dir, 'ready-'))} + '${who}', '');
       for (let tries = 0; !existsSync(${JSON.stringify(go)}); tries++) {
         if (tries > 2000) process.exit(3);
         await new Promise((r) => setTimeout(r, 5));
       }
       const first = Date.now();
       for (let i = 0; i < ${N}; i++) m.add({ content: '${who} note ' + i, namespace: 'default', category: i % 2 ? 'core' : 'daily', importance: 0.5 }, Date.now());
       console.log(JSON.stringify([first, Date.now()]));
       m.close();`,
    ]);
    return JSON.parse(r.stdout) as [number, number];
  };
  const running = Promise.all([writer('alpha'), writer('beta')]);
  // Both children have opened the store; the go file starts them together, whatever their start-up took.
  await waitFor(() => existsSync(join(dir, 'ready-alpha')) && existsSync(join(dir, 'ready-beta')), 'both writers to open the store');
  writeFileSync(go, '');
  const [a, b] = await running;
  t.ok(a[0] < b[1] && b[0] < a[1], `the two writers ran at the same time (${a.join('-')}, ${b.join('-')})`);
  const { MarkdownMemory } = await import('../../../extensions/memory/markdown-store.js');
  const m = await MarkdownMemory.open({ workspace: join(dir, 'ws'), sidecar: join(dir, 'side.db'), namespace: 'default', now: () => Date.now() });
  t.teardown(() => m.close());
  const all = [...m.all()];
  t.equal(all.length, 2 * N, 'no write lost');
  t.equal(new Set(all.map((e) => e.id)).size, 2 * N, 'ids unique');
  t.equal(all.filter((e) => e.content.startsWith('alpha')).length, N);
});

t.test('sender scopes hold in Markdown through real turns: one sender never recalls what another told the agent', async (t) => {
  const { startAgent } = await import('../../helpers/agent.js');
  const llm = await fakeLlm(() => openai.text('noted'));
  t.teardown(() => llm.close());
  const g = await startAgent(t, `[memory]\nbackend = "markdown"\n[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n`);
  const say = (sender: string, conversation: string, message: string) => g.runtime.respond({ channel: 'webhook.main', conversation, sender, message, trust: 'untrusted' });
  const lastRequest = () => JSON.stringify(llm.requests.at(-1)!.body);
  await say('alice', 'a1', 'My locker code is 4711, remember the locker code.');
  const notes = join(g.dir, 'data', 'workspaces', 'default', 'memory');
  const note = readFileSync(join(notes, readdirSync(notes)[0]!), 'utf8');
  t.match(note, /<!-- svc:memory \{[^\n]*"scope":"webhook\.main sender alice"[^\n]*-->\nMy locker code is 4711/, 'the scope is in the marker');
  await say('bob', 'b1', 'What is the locker code?');
  t.notMatch(lastRequest(), /4711/, "bob's turn recalls nothing of alice's");
  await say('alice', 'a2', 'What is my locker code?');
  t.match(lastRequest(), /\[Memory context\][\s\S]*4711/, "alice's own turn recalls it (positive control)");
  await g.runtime.respond({ channel: 'cli', conversation: 'op', message: 'What is the locker code?', trust: 'operator' });
  t.match(lastRequest(), /\[Memory context\][\s\S]*4711/, 'the operator recalls every entry');
});
