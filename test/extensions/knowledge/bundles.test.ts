// Knowledge bundles: files ingested into an agent's memory, kept in line as they change (added, updated, removed),
// bounded, and forgotten when the agent no longer lists the bundle; then through a real agent turn.
import t from 'tap';
import { mkdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BundleSync, bundleFiles, MAX_FILE_BYTES } from '../../../extensions/knowledge/bundles.js';
import type { Entry, Memory, StoreRequest } from '../../../extensions/memory/api.js';
import { fakeLlm, openai } from '../../helpers/fake-llm.js';
import { startAgent } from '../../helpers/agent.js';
import { waitFor } from '../../helpers/wait.js';
import { defineExtension } from '../../../kernel/index.js';
import { knowledgePoint, type KnowledgeBundles } from '../../../extensions/knowledge/api.js';

/** A memory that keeps entries in a map (the point's contract, without SQLite). */
function fakeMemory() {
  const entries = new Map<number, StoreRequest & { id: number }>();
  let next = 1;
  const memory: Memory = {
    enabled: true,
    store: async (_a, r) => (await memory.storeAll(_a, r))[0]!,
    storeAll: async (_agent, r) => {
      const id = next++;
      entries.set(id, { ...r, id });
      return [{ id, content: r.content, namespace: r.namespace ?? 'default', category: r.category ?? 'core', importance: 0.5, createdAt: 0, updatedAt: 0, source: {}, tags: [...(r.tags ?? [])], scope: null } as Entry];
    },
    recall: async () => [],
    forget: async (_a, id) => entries.delete(id),
  };
  return { memory, entries };
}
const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;

t.test('added, unchanged, updated, removed; a bundle no longer listed is forgotten', async (t) => {
  const dir = t.testdir();
  mkdirSync(join(dir, 'docs', 'sub'), { recursive: true });
  writeFileSync(join(dir, 'docs', 'a.md'), 'The boiler is serviced every October.');
  writeFileSync(join(dir, 'docs', 'sub', 'b.txt'), 'Spare fuses are in the garage drawer.');
  writeFileSync(join(dir, 'docs', 'image.png'), 'not text');
  writeFileSync(join(dir, 'docs', '.hidden.md'), 'hidden');
  const { memory, entries } = fakeMemory();
  const sync = new BundleSync({ memory, configDir: dir, stateDir: join(dir, 'state'), logger: silent });
  const bundles = { house: { sources: ['docs'], tags: ['home'] } };
  t.match(await sync.sync('bot', bundles), { files: 2, added: 2, updated: 0, removed: 0 });
  t.same([...entries.values()].map((e) => [e.namespace, e.tags, e.scope]), [['bundle.house', ['home', 'source:docs/a.md'], null], ['bundle.house', ['home', 'source:docs/sub/b.txt'], null]]);
  t.match(await sync.sync('bot', bundles), { files: 2, added: 0, updated: 0, removed: 0 }, 'unchanged files are not read into memory again');
  writeFileSync(join(dir, 'docs', 'a.md'), 'The boiler is serviced every November.');
  t.match(await sync.sync('bot', bundles), { updated: 1 });
  t.same([...entries.values()].map((e) => e.content).sort(), ['Spare fuses are in the garage drawer.', 'The boiler is serviced every November.'], 'the old text is forgotten');
  unlinkSync(join(dir, 'docs', 'sub', 'b.txt'));
  t.match(await sync.sync('bot', bundles), { removed: 1 });
  t.equal(entries.size, 1);
  // A restart: a new BundleSync reads the state file and finds nothing to do.
  const again = new BundleSync({ memory, configDir: dir, stateDir: join(dir, 'state'), logger: silent });
  t.match(await again.sync('bot', bundles), { added: 0, updated: 0, removed: 0 });
  t.match(await again.sync('bot', {}), { removed: 1 }, 'the agent no longer lists the bundle');
  t.equal(entries.size, 0);
});

t.test('bounds: big files, links inside folders and missing sources are skipped', async (t) => {
  const dir = t.testdir();
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'big.md'), 'x'.repeat(MAX_FILE_BYTES + 1));
  writeFileSync(join(dir, 'outside.md'), 'outside');
  symlinkSync(join(dir, 'outside.md'), join(dir, 'docs', 'link.md'));
  writeFileSync(join(dir, 'docs', 'ok.md'), 'ok');
  const why: string[] = [];
  t.same(bundleFiles(['docs', 'missing'], dir, (w) => why.push(w)), [join(dir, 'docs', 'ok.md')]);
  t.match(why.join('\n'), /big\.md is over/);
  t.match(why.join('\n'), /missing does not exist/);
});

t.test('through a real agent turn: the bundle is recalled in the [Memory context]', async (t) => {
  const llm = await fakeLlm(() => openai.text('ok'));
  t.teardown(() => llm.close());
  const docs = join(t.testdir(), 'manual.md');
  writeFileSync(docs, 'The emergency shut-off valve is behind the blue panel in the cellar.');
  let knowledge: KnowledgeBundles | undefined;
  const probe = defineExtension({ name: 'test-knowledge', version: '1', dependsOn: ['knowledge'], apply: (k) => void (knowledge = k.use(knowledgePoint)) });
  const g = await startAgent(t, `[providers.models.openai.m]\nbase_url = "${llm.url}"\nmodel = "m"\n[knowledge_bundles.house]\nsources = [${JSON.stringify(docs)}]\ntags = ["home"]\n`, { extensions: [probe] });
  await waitFor(() => knowledge!.last() !== null, 'the first bundle sync');
  t.match(knowledge!.last(), { agents: { default: { files: 1, added: 1 } } });
  await g.runtime.respond({ channel: 'cli', conversation: 'q', message: 'Where is the emergency shut-off valve?', trust: 'operator' });
  t.match(JSON.stringify(llm.requests.at(-1)!.body), /\[Memory context\][\s\S]*behind the blue panel in the cellar/);
});
