// The Memory page in headless Chromium against a real `svc daemon`: search shows entries with category, namespace, scope
// and score; an entry holding markup (`<img onerror>`, `<script>`) shows as text and runs nothing (positive control: the
// same payload parsed as markup runs); forget asks first, "Keep" keeps it, "Forget for good" removes it (the API
// agrees).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { loadSqlite, MemoryDb } from '../../../extensions/memory/store.js';
import { waitFor } from '../../helpers/wait.js';
import { adminApi, DESKTOP, PHONE, overflows, screenshot, signIn, startDashboard } from './harness.js';

const XSS = '<img src=x onerror="window.__xss = (window.__xss || 0) + 1"> database <script>window.__xss = 99</script>';

t.test('search and forget from the Memory page; stored markup is shown as text', async (t) => {
  await loadSqlite();
  const ids: number[] = [];
  const dash = await startDashboard(t, {
    toml: '[providers.models.echo.test]\n',
    prepare: (dir) => {
      mkdirSync(join(dir, 'data', 'state', 'memory'), { recursive: true, mode: 0o700 });
      const db = MemoryDb.openLoaded(join(dir, 'data', 'state', 'memory', 'default.db'));
      const now = Date.now();
      ids.push(db.add({ content: 'The staging database rotates its password on Mondays', namespace: 'ops', category: 'core', importance: 0.9, scope: null }, now - 2000).id);
      ids.push(db.add({ content: XSS, namespace: 'default', category: 'conversation', importance: 0.3, scope: 'webhook sender mallory' }, now - 1000).id);
      db.close();
    },
  });
  const [fact, hostile] = ids as [number, number];
  const page = await dash.browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  await signIn(page, dash.base);
  const view = page.locator('#memory');
  await view.getByLabel('Agent').locator('option', { hasText: 'default' }).waitFor({ state: 'attached' });
  await view.getByText('Search is keyword-only').waitFor();

  await view.getByLabel('Search memory').fill('database');
  await view.getByRole('button', { name: 'Search' }).click();
  await view.getByText('2 entries match, best first.').waitFor();
  const first = view.locator(`li[data-entry-id="${fact}"]`);
  const second = view.locator(`li[data-entry-id="${hostile}"]`);
  t.match(await first.innerText(), /staging database[\s\S]*core[\s\S]*ops[\s\S]*shared[\s\S]*Score\s+\d\.\d{3}/);
  t.match(await second.innerText(), /conversation[\s\S]*webhook sender mallory/);

  // The hostile entry: its markup is text, nothing of it ran or was parsed into elements.
  t.equal(await second.locator('.memory-content').innerText(), XSS, 'the markup shows as written');
  t.equal(await view.locator('#memory-results img, #memory-results script').count(), 0, 'no element came from the entry');
  t.equal(await page.evaluate('window.__xss'), undefined, 'no handler ran');
  await screenshot(page, view, dash.shots, 'memory', []);
  await page.setViewportSize(PHONE);
  t.notOk(await overflows(page), 'no sideways scrolling on a phone');
  await screenshot(page, view, dash.shots, 'memory', []);
  await page.setViewportSize(DESKTOP);

  // Forget asks first; Keep keeps.
  await second.getByRole('button', { name: `Forget entry #${hostile}` }).click();
  await second.getByText(`Forget entry #${hostile} of agent default for good?`).waitFor();
  await second.getByRole('button', { name: 'Keep' }).click();
  await second.getByRole('button', { name: `Forget entry #${hostile}` }).waitFor();
  t.match(await adminApi(dash.base, `/api/memory/entries/${hostile}?agent=default`), { entry: { id: hostile } }, 'kept');
  await second.getByRole('button', { name: `Forget entry #${hostile}` }).click();
  await second.getByRole('button', { name: 'Forget for good' }).click();
  await view.getByText(`Entry #${hostile} forgotten.`).waitFor();
  t.equal(await second.count(), 0, 'the entry left the list');
  const after = await adminApi(dash.base, '/api/memory/search?agent=default&q=database');
  t.same((after.hits as { id: number }[]).map((h) => h.id), [fact], 'search no longer finds it');
  // An empty search lists the newest entries.
  await view.getByLabel('Search memory').fill('');
  await view.getByRole('button', { name: 'Search' }).click();
  await view.getByText('1 entry, newest first.').waitFor();

  // Positive control: the payload is live markup where a page (without the dashboard's CSP) parses it.
  const control = await dash.browser.newPage();
  await control.setContent(`<div>${XSS}</div>`);
  await waitFor(async () => Number(await control.evaluate('window.__xss')) >= 1, 'the control payload to run');
  t.pass('the same payload, parsed as markup, runs its handler');
});
