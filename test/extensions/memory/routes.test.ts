// The memory admin routes through a real daemon: search answers entries of every scope with category, namespace, scope
// and score; list and show; DELETE forgets (search no longer finds it, the forgets metric counts it); the entries gauge
// counts by agent and category at scrape time; an unknown agent or entry is 404, a bad query 400; a user granted
// memory = ["read"] reads but may not forget (403), while an admin may (positive control); no token, no answer.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { loadSqlite, MemoryDb } from '../../../extensions/memory/store.js';
import { daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

const ADMIN = 'svc_' + 'a1'.repeat(32);
const READER = 'svc_' + 'b2'.repeat(32);
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** Writes the default agent's memory file before the daemon starts: answers the ids. */
export async function seedMemory(dir: string, entries: readonly { content: string; category?: 'core' | 'daily' | 'conversation'; namespace?: string; scope?: string | null }[]): Promise<number[]> {
  await loadSqlite();
  mkdirSync(join(dir, 'data', 'state', 'memory'), { recursive: true, mode: 0o700 });
  const db = MemoryDb.openLoaded(join(dir, 'data', 'state', 'memory', 'default.db'));
  const ids = entries.map((e, i) => db.add({ content: e.content, namespace: e.namespace ?? 'default', category: e.category ?? 'core', importance: 0.5, scope: e.scope ?? null }, Date.now() - 1000 * (entries.length - i)).id);
  db.close();
  return ids;
}

t.test('search, list, show and forget through the admin API, by permission', async (t) => {
  const dir = tempConfigDir(
    t,
    [
      '[providers.models.echo.test]',
      '[observability]',
      'backend = "prometheus"',
      '[gateway]',
      `paired_tokens = ["${sha(ADMIN)}", "${sha(READER)}"]`,
      '[users.root]',
      'permission_profiles = ["admin"]',
      `tokens = ["${sha(ADMIN).slice(0, 16)}"]`,
      '[users.reader]',
      'permission_profiles = ["memreader"]',
      `tokens = ["${sha(READER).slice(0, 16)}"]`,
      '[permission_profiles.admin]',
      'admin = true',
      '[permission_profiles.memreader]',
      'grants = { memory = ["read"] }',
      '',
    ].join('\n'),
  );
  const [fact, scoped, daily] = await seedMemory(dir, [
    { content: 'The staging database password rotates on Mondays', namespace: 'ops' },
    { content: 'Alice prefers the database dashboard in dark mode', category: 'conversation', scope: 'webhook sender alice' },
    { content: 'Daily note: database backups verified', category: 'daily' },
  ]);
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir });
  t.teardown(() => void d.child.kill('SIGKILL'));
  await d.waitFor((l) => l.msg === 'ready', 30_000);
  const gateway = String(d.lines.find((l) => l.msg === 'listening' && l.ext === 'gateway')!.url).replace(/\/$/, '');
  const as = (token: string | null) => (path: string, method = 'GET') => send(gateway, path, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const admin = as(ADMIN);
  const reader = as(READER);

  const overview = await admin('/api/memory');
  t.match(overview, { status: 200, body: { backend: 'sqlite', search: 'keyword', agents: [{ agent: 'default', has_memory: true }] } });

  const found = await admin('/api/memory/search?agent=default&q=database');
  t.equal(found.status, 200, found.text);
  const hits = found.body.hits as { id: number; category: string; namespace: string; scope: string | null; score: number }[];
  t.same(hits.map((h) => h.id).sort(), [fact, scoped, daily].sort(), 'every scope is searched');
  t.match(hits.find((h) => h.id === scoped), { category: 'conversation', namespace: 'default', scope: 'webhook sender alice', score: Number });
  t.match(hits.find((h) => h.id === fact), { category: 'core', namespace: 'ops', scope: null });
  t.ok(hits.every((h) => h.score > 0), 'each hit has its score');
  t.match(await admin('/api/memory/search?agent=default&q=database&namespace=ops'), { status: 200, body: { hits: [{ id: fact }] } });
  t.match(await admin('/api/memory/search?agent=default&q=zebra'), { status: 200, body: { hits: [] } });

  const list = await admin('/api/memory/entries?agent=default&limit=2');
  t.match(list, { status: 200, body: { agent: 'default' } });
  t.same((list.body.entries as { id: number }[]).map((e) => e.id), [daily, scoped], 'newest first, limited');
  t.match(await admin(`/api/memory/entries/${scoped}?agent=default`), { status: 200, body: { entry: { id: scoped, content: /dark mode/, scope: 'webhook sender alice', created_at: /^\d{4}-\d\d-\d\dT/ } } });

  // Refusals: unknown agent, unknown entry, bad query, no token.
  t.match(await admin('/api/memory/search?agent=nobody&q=x'), { status: 404, body: { error: 'not_found', message: /no agent "nobody"/ } });
  t.match(await admin('/api/memory/entries/9999?agent=default'), { status: 404, body: { error: 'not_found' } });
  t.match(await admin('/api/memory/search?agent=default'), { status: 400, body: { error: 'invalid_request' } });
  t.match(await admin('/api/memory/search?agent=../x&q=a'), { status: 400, body: { error: 'invalid_request' } });
  t.match(await admin('/api/memory/entries/abc?agent=default'), { status: 400, body: { error: 'invalid_request' } });
  t.equal((await as(null)('/api/memory/search?agent=default&q=database')).status, 401);

  // The entries gauge counts by agent and category at scrape time (the first scrape may open the store: poll).
  const metrics = async () => (await send(gateway, '/metrics', { method: 'GET', headers: { authorization: `Bearer ${ADMIN}` } })).text;
  const scrape = async (want: RegExp, what: string) => {
    let last = '';
    await waitFor(async () => want.test((last = await metrics())), what);
    return last;
  };
  const before = await scrape(/svc_memory_entries\{agent="default",category="core"\} 1/, 'the core entry counted');
  t.match(before, /svc_memory_entries\{agent="default",category="conversation"\} 1/);
  t.match(before, /svc_memory_entries\{agent="default",category="daily"\} 1/);

  // The reader reads, and may not forget; the admin may.
  t.equal((await reader('/api/memory/search?agent=default&q=database')).status, 200, 'memory = ["read"] reads');
  const refused = await reader(`/api/memory/entries/${fact}?agent=default`, 'DELETE');
  t.match(refused, { status: 403, body: { error: 'forbidden', message: /may not write memory/ } });
  t.equal((await admin(`/api/memory/entries/${fact}?agent=default`)).status, 200, 'the refused forget left the entry');
  const forgot = await admin(`/api/memory/entries/${fact}?agent=default`, 'DELETE');
  t.match(forgot, { status: 200, body: { agent: 'default', id: fact, forgotten: true } });
  t.match(await admin(`/api/memory/entries/${fact}?agent=default`, 'DELETE'), { status: 404 }, 'forgotten once');
  const after = await admin('/api/memory/search?agent=default&q=database');
  t.same((after.body.hits as { id: number }[]).map((h) => h.id).sort(), [scoped, daily].sort(), 'search no longer finds it');

  // Metrics: the forget is counted, and the gauge follows.
  const text = await scrape(/svc_memory_entries\{agent="default",category="core"\} 0/, 'the forgotten core entry no longer counted');
  t.match(text, /svc_memory_entries\{agent="default",category="daily"\} 1/);
  t.match(text, /svc_memory_forgets_total\{agent="default",via="api"\} 1/);
});
