// The behaviour every memory backend owes (SQLite, one file per agent; PostgreSQL, the shared mode's tables), through
// the memory service: scopes, recall ranking (keyword and hybrid), forget, dedup and supersede, archived entries, export
// and import, and the hygiene's counts. Run by the SQLite store's test and the PostgreSQL store's.
import type { Test } from 'tap';
import { collect } from '../../extensions/memory/backend.js';
import type { MemoryConfig } from '../../extensions/memory/config.generated.js';
import type { Fetcher } from '../../extensions/memory/embed.js';
import { memorySection } from '../../extensions/memory/schema.js';
import { RETRY_AFTER_MS, type MemoryService } from '../../extensions/memory/service.js';
import { contentHash } from '../../extensions/memory/store.js';

export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 27);

/** The schema's defaults, with `over` on top. */
export function memorySettings(over: Partial<MemoryConfig> = {}): MemoryConfig {
  const props = memorySection.properties as Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
  const defaults = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.properties ? Object.fromEntries(Object.entries(v.properties).map(([kk, vv]) => [kk, vv.default])) : v.default])) as unknown as MemoryConfig;
  return { ...defaults, ...over };
}

/** Deterministic embeddings: a bag of words hashed into 16 dimensions, so that texts sharing words are close. */
export const bagOfWords: Fetcher = async (_s, text) => {
  const v = new Float32Array(16);
  for (const w of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    let h = 0;
    for (const ch of w) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[h % 16]! += 1;
  }
  return v;
};

/** A new, empty memory service of the backend under test on `settings`, its clock `now`; closed at teardown. */
export type OpenService = (t: Test, settings: MemoryConfig, now: () => number, fetcher?: Fetcher) => Promise<MemoryService>;

export function memoryStoreContract(t: Test, open: OpenService): void {
  t.test('scopes: a sender recalls the shared entries and its own, never another sender’s; the operator all', async (t) => {
    // Relevance is not under test here (BM25 of three entries is erratic): every candidate counts.
    const m = await open(t, memorySettings({ min_relevance_score: 0 }), () => NOW);
    const shared = await m.store('a', { content: 'the office wifi password is on the fridge', scope: null });
    const alice = await m.store('a', { content: 'alice keeps her wifi notes in a blue notebook', scope: 'chat sender alice' });
    const bob = await m.store('a', { content: 'bob keeps his wifi notes in a red notebook', scope: 'chat sender bob' });
    const seen = async (viewer?: string) => (await m.recall('a', { text: 'wifi notes notebook password', limit: 10, ...(viewer !== undefined ? { viewer } : {}) })).map((h) => h.id).sort((x, y) => x - y);
    t.same(await seen('chat sender alice'), [shared.id, alice.id].sort((x, y) => x - y), 'alice: shared and hers');
    t.same(await seen('chat sender bob'), [shared.id, bob.id].sort((x, y) => x - y), 'bob: shared and his');
    t.same(await seen(), [shared.id, alice.id, bob.id].sort((x, y) => x - y), 'the operator: every entry');
    t.equal(await m.forget('a', alice.id, 'chat sender bob'), false, 'bob cannot forget alice’s entry');
    t.same((await m.recall('b', { text: 'wifi', limit: 10 })).length, 0, 'another agent’s memory is its own');
  });

  t.test('keyword ranking: the entry with the most query words first, unrelated ones not recalled; namespace and exclude', async (t) => {
    const m = await open(t, memorySettings(), () => NOW);
    const spare = await m.store('a', { content: 'the spare key is under the flowerpot by the door' });
    await m.store('a', { content: 'the car key hangs in the hall' });
    await m.store('a', { content: 'lunch with the team is at noon on friday' });
    const work = await m.store('a', { content: 'the spare key of the office is with reception', namespace: 'work', source: { channel: 'chat', conversation: 'c1' } });
    const hits = await m.recall('a', { text: 'where is the spare key flowerpot', limit: 5 });
    t.equal(hits[0]?.id, spare.id, 'the best match first');
    t.equal(hits[0]?.keyword, 1, 'keyword scores are normalised to the best candidate');
    t.notOk(hits.some((h) => h.content.includes('lunch')), 'an entry sharing no word is not recalled');
    t.ok(hits.every((h, i) => i === 0 || h.score <= hits[i - 1]!.score), 'ranked by score');
    t.same((await m.recall('a', { text: 'spare key', limit: 5, namespace: 'work' })).map((h) => h.id), [work.id], 'namespace');
    t.notOk((await m.recall('a', { text: 'spare key office reception', limit: 5, exclude: { channel: 'chat', conversation: 'c1' } })).some((h) => h.id === work.id), 'exclude leaves the conversation out');
  });

  t.test('hybrid ranking: vectors make a related entry recalled without its exact words', async (t) => {
    const m = await open(t, memorySettings({ embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 16, min_relevance_score: 0.3 }), () => NOW, bagOfWords);
    const garden = await m.store('a', { content: 'tomatoes grow in the garden greenhouse' });
    await m.store('a', { content: 'invoices are paid on the first monday' });
    const hits = await m.recall('a', { text: 'greenhouse tomatoes garden', limit: 3 });
    t.equal(hits[0]?.id, garden.id);
    t.ok(hits[0]!.vector! > 0.7, 'the vector term is the cosine (3 of 5 words shared: 0.77)');
    t.notOk(hits.some((h) => h.content.includes('invoices')), 'the unrelated entry stays out');
    t.ok((await (await m.storeOf('a')).stats()).embeddings >= 2, 'the entries’ vectors are kept');
  });

  t.test('forget: a forgotten entry is no longer recalled; a second forget finds nothing', async (t) => {
    const m = await open(t, memorySettings(), () => NOW);
    const e = await m.store('a', { content: 'the door code is 4711' });
    t.equal((await m.recall('a', { text: 'door code', limit: 3 }))[0]?.id, e.id);
    t.equal(await m.forget('a', e.id), true);
    t.same(await m.recall('a', { text: 'door code', limit: 3 }), []);
    t.equal(await m.forget('a', e.id), false);
    t.equal(await (await m.storeOf('a')).get(e.id), undefined);
  });

  t.test('dedup on write refreshes the entry; a close core entry supersedes the older one', async (t) => {
    let now = NOW;
    const m = await open(t, memorySettings({ dedup_on_write: true, conflict_threshold: 0.6 }), () => now);
    const first = await m.store('a', { content: 'the backup runs every night at two', importance: 0.4 });
    now += 1000;
    const again = await m.store('a', { content: 'the backup runs every night at two', importance: 0.9 });
    t.equal(again.id, first.id, 'the same entry');
    t.equal(again.importance, 0.9, 'the greater importance');
    t.equal(again.updatedAt, now, 'refreshed');
    const blue = await m.store('a', { content: 'my favourite colour is blue' });
    const green = await m.store('a', { content: 'my favourite colour is green' });
    const store = await m.storeOf('a');
    t.equal((await store.get(blue.id))?.supersededBy, green.id, 'the older one is superseded');
    t.same((await m.recall('a', { text: 'favourite colour', limit: 5 })).map((h) => h.id), [green.id], 'only the newer is recalled');
    t.equal((await collect(store.all())).length, 3, 'the superseded one is still listed');
  });

  t.test('hygiene: archived and purged counts, archived entries listed but not recalled; export and import', async (t) => {
    const m = await open(t, memorySettings({ core_max_rows: 2 }), () => NOW);
    const store = await m.storeOf('a');
    const add = (content: string, category: 'core' | 'daily' | 'conversation', ageDays: number, importance = 0.5) => store.add({ content, namespace: 'default', category, importance }, NOW - ageDays * DAY);
    await add('old conversation about daily standup', 'conversation', 31);
    const recentTalk = await add('recent conversation about daily standup', 'conversation', 2);
    const week = await add('daily note of last week standup', 'daily', 8);
    await add('daily note of two months ago standup', 'daily', 60);
    const today = await add('daily note of today standup', 'daily', 0);
    await add('core fact one', 'core', 1, 0.9);
    await add('core fact two', 'core', 1, 0.8);
    await add('core fact three', 'core', 1, 0.1);
    const counts = await m.hygiene();
    t.same(counts.a, { archived: 2, purged: 2, evicted: 1 }, 'two daily notes archived, the 60-day one purged with the old conversation, one core entry over the cap');
    t.equal((await store.get(week.id))?.archivedAt, NOW);
    t.ok(await store.get(recentTalk.id));
    t.same((await m.recall('a', { text: 'daily note standup', limit: 10 })).map((h) => h.id).filter((id) => id === week.id || id === today.id), [today.id], 'an archived note is not recalled');
    t.same(await m.hygiene(), { a: { archived: 0, purged: 0, evicted: 0 } }, 'a second pass finds nothing');
    const exported = await collect(store.all());
    t.equal(exported.length, 5);
    let added = 0;
    for (const e of exported) if (await store.restore(e)) added++;
    t.equal(added, 0, 'an import of what is held adds nothing');
    const other = await m.storeOf('b');
    for (const e of exported) await other.restore(e);
    t.same((await collect(other.all())).map((e) => [e.content, e.archivedAt ?? null]), exported.map((e) => [e.content, e.archivedAt ?? null]), 'another agent receives them as they were');
  });

  t.test('dedup_action refresh, skip and replace; evict_order importance, oldest and largest', async (t) => {
    let now = NOW - 10 * DAY;
    const actions: Record<string, unknown> = {};
    for (const kind of ['refresh', 'skip', 'replace'] as const) {
      const m = await open(t, memorySettings({ dedup_on_write: true, conflict_supersede_enabled: false, dedup_action: { kind } }), () => now);
      now = NOW - 10 * DAY;
      const first = await m.store('a', { content: 'the boiler service is due in March', importance: 0.7 });
      now = NOW;
      const again = await m.store('a', { content: 'The boiler service is due in March!', importance: 0.4 });
      const live = (await collect((await m.storeOf('a')).all())).map((e) => ({ same: e.id === first.id, content: e.content, importance: e.importance, updatedAt: e.updatedAt }));
      actions[kind] = { answered: again.id === first.id ? 'first' : 'new', live };
    }
    t.same(actions.refresh, { answered: 'first', live: [{ same: true, content: 'the boiler service is due in March', importance: 0.7, updatedAt: NOW }] }, 'refresh: one entry, its date renewed');
    t.same(actions.skip, { answered: 'first', live: [{ same: true, content: 'the boiler service is due in March', importance: 0.7, updatedAt: NOW - 10 * DAY }] }, 'skip: one entry, untouched');
    t.same(actions.replace, { answered: 'new', live: [{ same: false, content: 'The boiler service is due in March!', importance: 0.7, updatedAt: NOW }] }, 'replace: the new text, with the greater importance');

    const evicted: Record<string, string[]> = {};
    for (const kind of ['importance', 'oldest', 'largest'] as const) {
      let at = NOW - 5 * DAY;
      const m = await open(t, memorySettings({ core_max_rows: 2, evict_order: { kind } }), () => at);
      await m.store('a', { content: 'old but important note about the roof', importance: 0.9 });
      at = NOW - 3 * DAY;
      await m.store('a', { content: 'a very long and rather important note about the colour of the garden shed door', importance: 0.8 });
      at = NOW;
      await m.store('a', { content: 'new plain note', importance: 0.1 });
      evicted[kind] = (await collect((await m.storeOf('a')).all())).map((e) => e.content.split(' ').slice(0, 2).join(' '));
    }
    t.same(evicted.importance, ['old but', 'a very'], 'importance: the least important (the new note) went');
    t.same(evicted.oldest, ['a very', 'new plain'], 'oldest: the least recently updated went, however important');
    t.same(evicted.largest, ['old but', 'new plain'], 'largest: the longest went');
  });

  t.test('hygiene backfill: entries saved while the embedding provider failed get their vector once it answers', async (t) => {
    let up = false;
    let now = NOW;
    const fetcher: Fetcher = async (s, text) => {
      if (!up) throw new Error('connect ECONNREFUSED');
      return bagOfWords(s, text);
    };
    const m = await open(t, memorySettings({ embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 16, min_relevance_score: 0.3 }), () => now, fetcher);
    const kept: Awaited<ReturnType<MemoryService['store']>>[] = [];
    for (const text of ['tomatoes grow in the garden greenhouse', 'invoices are paid on the first monday', 'the cat sleeps on the warm windowsill']) kept.push(await m.store('a', { content: text }));
    const store = await m.storeOf('a');
    const vectors = async () => (await Promise.all(kept.map((e) => store.embedding(contentHash(e.content), 'text-embedding-3-small', 16)))).filter(Boolean).length;
    await m.hygiene();
    t.equal(m.backfilled, 0, 'the provider still fails: nothing embedded');
    t.equal(await vectors(), 0);
    up = true;
    now += RETRY_AFTER_MS + 1;
    await m.hygiene();
    t.equal(m.backfilled, 3, 'once it answers, the next pass embeds them');
    t.equal(await vectors(), 3);
    const hits = await m.recall('a', { text: 'greenhouse tomatoes garden', limit: 3 });
    t.ok(hits[0]!.vector! > 0.7, 'and recall scores them by vector');
    await m.hygiene();
    t.equal(m.backfilled, 3, 'nothing is embedded twice');
  });

  t.test('vectors of forgotten and purged content are deleted (not one another entry still has); query vectors are not kept', async (t) => {
    let calls = 0;
    const counting: Fetcher = async (s, text) => (calls++, bagOfWords(s, text));
    let now = NOW;
    const m = await open(t, memorySettings({ embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 16, conflict_supersede_enabled: false, min_relevance_score: 0.3 }), () => now, counting);
    const a = await m.store('a', { content: 'the alarm code is written in the blue folder' });
    const twin = await m.store('a', { content: 'the alarm code is written in the blue folder', namespace: 'other' });
    const b = await m.store('a', { content: 'tomatoes grow in the garden greenhouse' });
    const store = await m.storeOf('a');
    const has = async (text: string) => (await store.embedding(contentHash(text), 'text-embedding-3-small', 16)) !== undefined;
    t.ok((await has(a.content)) && (await has(b.content)), 'kept at the write (positive control)');
    await m.forget('a', a.id);
    await m.forget('a', b.id);
    await m.hygiene();
    t.ok(await has(twin.content), 'a vector another entry has the content of stays');
    t.notOk(await has(b.content), 'the forgotten entry\'s vector is gone');
    await m.forget('a', twin.id);
    await m.hygiene();
    t.notOk(await has(a.content), 'and goes with the last entry of that content');
    const c = await m.store('a', { content: 'lunch with the team is on friday', category: 'conversation' });
    const query = 'where do the tomatoes grow in the greenhouse';
    await m.store('a', { content: 'tomatoes grow in the garden greenhouse' });
    t.ok(await has(b.content), 'the same content written again has its vector again');
    const before = calls;
    const hits = await m.recall('a', { text: query, limit: 3 });
    t.ok(hits[0]!.vector! > 0.5, 'recall used the query vector');
    t.notOk(await has(query), 'the query vector is not kept in the store');
    await m.recall('a', { text: query, limit: 3 });
    t.equal(calls, before + 1, 'a second recall of the same text is answered by the in-process cache');
    t.ok(await has(c.content));
    now += 31 * DAY;
    await m.hygiene();
    t.notOk(await has(c.content), 'a purged entry\'s vector goes with the hygiene that purged it');
  });

  t.test('fts_early_return_score: a keyword match at the threshold returns without embedding the query', async (t) => {
    const run = async (threshold: number, query: string) => {
      const asked: string[] = [];
      const fetcher: Fetcher = async (s, text) => (asked.push(text), bagOfWords(s, text));
      const m = await open(t, memorySettings({ embedding_provider: 'custom:http://127.0.0.1:9/v1', embedding_dimensions: 16, min_relevance_score: 0, fts_early_return_score: threshold }), () => NOW, fetcher);
      for (const text of ['the spare key is under the flowerpot', 'invoices are paid on monday', 'the cat sleeps on the windowsill', 'lunch is at noon']) await m.store('a', { content: text });
      const hits = (await m.recall('a', { text: query, limit: 3 })).map((h) => h.content);
      return { hits, early: m.earlyReturns, embedded: asked.includes(query) };
    };
    t.same(await run(0.01, 'spare key flowerpot'), { hits: ['the spare key is under the flowerpot'], early: 1, embedded: false }, 'a match at the threshold: keyword results, the query not embedded');
    t.match(await run(1, 'spare key flowerpot'), { early: 0, embedded: true }, 'a threshold the match does not reach: both stages (positive control)');
    t.match(await run(0.01, 'submarine periscope'), { early: 0, embedded: true }, 'no keyword match: no early return');
  });
}
