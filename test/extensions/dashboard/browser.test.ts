// The dashboard in headless Chromium (Debian's package, driven by playwright-core) against a real `svc daemon`: sign in,
// the overview first, the config editor below it (collapsed sections, search, "only values set by me", saving), the
// env-override badge (an SVG icon, no emoji) and long variable names at 390 px, a masked secret, the drift panel, the
// favicon, and screenshots of the config editor.
import t from 'tap';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { dashboardDir } from '../../../extensions/dashboard/index.js';
import { svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { writeSop } from '../../helpers/sops.js';
import { assertNoSecrets, DESKTOP, overflows, PHONE, REFRESHED, screenshot, startDashboard, TOKEN, type Dashboard } from './harness.js';

const SECRET = 'hook-secret-never-shown';
const SECRETS = [SECRET, TOKEN];
/** A long variable name: on a phone it must wrap inside its row. */
const LONG_VAR = 'SVC_observability__log_persistence_max_entries_per_segment';

let dash: Dashboard;
let page: Page;

t.before(async () => {
  dash = await startDashboard(t, {
    gateway: `webhook_secret = "${SECRET}"\npair_rate_limit_per_minute = 10\n`,
    toml: '[sop]\nsops_dir = "sops"\n',
    env: { SVC_gateway__rate_limit_max_keys: '500', [LONG_VAR]: '500' },
    prepare: (dir) => writeSop(dir, 'deploy', { mode: 'supervised' }),
  });
  page = await dash.browser.newPage({ viewport: PHONE });
  page.setDefaultTimeout(15_000);
});

const row = (path: string) => page.locator(`.row[data-path="${path}"]`);
const activeId = async () => String(await page.evaluate('document.activeElement?.id ?? ""'));
const visiblePaths = async () => {
  const paths: string[] = [];
  for (const r of await page.locator('#config-groups .row:visible').all()) paths.push(String(await r.getAttribute('data-path')));
  return paths.sort();
};

t.test('svc dashboard path names the shipped directory; the page links an SVG favicon that is served', async (t) => {
  const r = await svc(['dashboard', 'path'], { SVC_CONFIG_DIR: dash.dir });
  t.same([r.code, r.stdout], [0, `${dashboardDir()}\n`]);
  t.match(readFileSync(join(dashboardDir(), 'index.html'), 'utf8'), /<script type="module" src="app.js">/);
  await page.goto(dash.base);
  const link = page.locator('link[rel="icon"]');
  t.equal(await link.getAttribute('type'), 'image/svg+xml');
  const icon = await send(dash.base.replace(/\/$/, ''), `/${await link.getAttribute('href')}`, { method: 'GET' });
  t.equal(icon.status, 200);
  t.match(icon.headers['content-type'], /^image\/svg\+xml/);
  t.match(icon.text, /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
});

t.test('sign in with a paired token kept in session storage; the overview comes first', async (t) => {
  await page.goto(dash.base);
  await page.getByLabel('Paired token').fill('svc_wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('The token was refused.').waitFor();
  await page.getByLabel('Paired token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#service dl').waitFor({ timeout: REFRESHED });
  // Evaluated in the page (no DOM types here): the token sits in session storage only.
  t.equal(await page.evaluate('sessionStorage.getItem("svc.token")'), TOKEN);
  t.equal(await page.evaluate('localStorage.length'), 0, 'never in local storage');
  t.notMatch(page.url(), /svc_/, 'never in the URL');
  t.equal(await page.getByLabel('Paired token').inputValue(), '', 'not kept in the (hidden) sign-in field');
  t.same(await page.evaluate('[...document.querySelectorAll("#app > section")].map((s) => s.id)'), ['overview', 'chat', 'cron', 'sop-runs', 'memory', 'config'], 'the overview first, the config editor last');
  t.equal(await activeId(), 'overview-title', 'focus lands on the overview');
  t.same(await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link').allInnerTexts(), ['Overview', 'Chat', 'Cron', 'SOP runs', 'Memory', 'Configuration']);
});

t.test('the config editor: every section there, all collapsed; a section opens from the keyboard', async (t) => {
  const groups = page.locator('#config-groups details');
  t.ok((await groups.count()) > 50, 'every section is listed');
  t.equal(await page.locator('#config-groups details[open]').count(), 0, 'none is open');
  t.notOk(await row('gateway.port').isVisible(), 'rows are hidden until their section opens');
  t.match(await page.locator('#search-count').innerText(), /^\d+ settings in \d+ sections\.$/);
  await page.locator('[data-section="gateway"] summary').focus();
  await page.keyboard.press('Enter');
  await row('gateway.port').waitFor();
  await page.keyboard.press('Enter');
  await row('gateway.port').waitFor({ state: 'hidden' });
});

t.test('find a field, edit and save it, and the file changes', async (t) => {
  await page.getByLabel('Search settings').fill('pair_rate_limit');
  const r = row('gateway.pair_rate_limit_per_minute');
  await r.waitFor();
  t.notOk(await row('gateway.port').isVisible(), 'the search hides other rows');
  await r.locator('input, select').first().fill('7');
  await r.getByRole('button', { name: 'Save' }).click();
  await r.getByText('Saved.').waitFor();
  const file = readFileSync(join(dash.dir, 'config.toml'), 'utf8');
  t.match(file, /pair_rate_limit_per_minute = 7/);
  t.match(file, /# edited by the dashboard test/, 'comments kept');
  // A value the schema refuses is shown next to the field and nothing is written.
  await r.locator('input, select').first().fill('-3');
  await r.getByRole('button', { name: 'Save' }).click();
  await r.locator('.field-error').waitFor();
  t.match(await r.locator('.field-error').innerText(), /pair_rate_limit_per_minute/);
  t.match(readFileSync(join(dash.dir, 'config.toml'), 'utf8'), /pair_rate_limit_per_minute = 7/);
});

t.test('"only values set by me" shows what config.toml or the environment sets, and nothing else', async (t) => {
  const search = page.getByLabel('Search settings');
  await search.fill('');
  // Keyboard: Tab from the search box reaches the checkbox, with a visible focus ring, and Space ticks it.
  await search.focus();
  await page.keyboard.press('Tab');
  t.equal(await activeId(), 'only-set');
  t.equal(await page.evaluate('getComputedStyle(document.activeElement).outlineStyle'), 'solid', 'focus is visible');
  await page.keyboard.press('Space');
  t.ok(await page.getByLabel('Only values set by me').isChecked());
  await row('sop.sops_dir').waitFor();
  t.same(await visiblePaths(), [
    'gateway.pair_rate_limit_per_minute', // in the file (source: file), whatever its value
    'gateway.paired_tokens', // a secret that is set
    'gateway.port', // env (the test's SVC_gateway__port=0)
    'gateway.rate_limit_max_keys', // env
    'gateway.web_dist_dir',
    'gateway.webhook_secret', // a secret that is set
    'observability.log_persistence_max_entries_per_segment', // env
    'sop.sops_dir',
  ]);
  t.match(await page.locator('#search-count').innerText(), /^8 of \d+ settings are set in config\.toml or the environment\.$/);
  t.match(await page.locator('[data-section="gateway"] .count').innerText(), /^\d+ settings, 6 set$/, 'the section says how many are set');
  await search.fill('gateway.pa');
  t.same(await visiblePaths(), ['gateway.pair_rate_limit_per_minute', 'gateway.paired_tokens'], 'combined with the search');
  await search.fill('');
  await page.getByLabel('Only values set by me').uncheck();
  await row('sop.sops_dir').waitFor({ state: 'hidden' });
  t.equal(await page.locator('#config-groups details[open]').count(), 0, 'sections close again');
});

t.test('an env-overridden field shows an SVG "env" badge naming the variable, and a persistent warning', async (t) => {
  await page.getByLabel('Search settings').fill('rate_limit_max_keys');
  const r = row('gateway.rate_limit_max_keys');
  await r.waitFor();
  const badge = r.getByRole('img', { name: 'env: overridden by the environment variable SVC_gateway__rate_limit_max_keys' });
  t.equal(await badge.innerText(), 'env');
  const icon = await badge.locator('svg').boundingBox();
  t.ok(icon && icon.width > 8 && icon.height > 8, 'the icon is drawn');
  t.notOk((await page.content()).includes('💉'), 'no emoji anywhere (it needs a font that may be missing)');
  t.match(await r.locator('.env-warning').innerText(), /^Set by SVC_gateway__rate_limit_max_keys: edits are written/);
  t.equal(await row('gateway.pair_rate_limit_per_minute').locator('.env-badge').count(), 0, 'no badge on a file value');
});

t.test('at 390 px a long variable name wraps inside its row; nothing scrolls sideways', async (t) => {
  await page.getByLabel('Search settings').fill('max_entries_per_segment');
  const r = row('observability.log_persistence_max_entries_per_segment');
  await r.waitFor();
  const name = r.locator('.env-warning .env-var');
  t.equal(await name.innerText(), LONG_VAR);
  t.notOk(await overflows(page), 'the page is no wider than the phone');
  const [rowBox, warnBox, nameBox] = await Promise.all([r.boundingBox(), r.locator('.env-warning').boundingBox(), name.boundingBox()]);
  t.ok(nameBox!.x + nameBox!.width <= warnBox!.x + warnBox!.width + 0.5, 'the name stays inside its warning');
  t.ok(warnBox!.x + warnBox!.width <= rowBox!.x + rowBox!.width + 0.5, 'the warning stays inside the row');
  t.ok(rowBox!.x + rowBox!.width <= PHONE.width, 'the row stays on screen');
});

t.test('a secret shows only that it is set, never its value', async (t) => {
  await page.getByLabel('Search settings').fill('webhook_secret');
  const r = row('gateway.webhook_secret');
  await r.waitFor();
  t.match(await r.locator('.secret-state').innerText(), /set/);
  t.equal(await r.getByLabel('New value for gateway.webhook_secret').getAttribute('type'), 'password');
  await assertNoSecrets(page, SECRETS);
  t.pass('no secret in the markup, the text or a field');
});

t.test('an external edit shows in the drift panel by itself; env-overridden paths never appear there', async (t) => {
  const file = join(dash.dir, 'config.toml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('[gateway]\n', '[gateway]\nidempotency_ttl_secs = 123\nrate_limit_max_keys = 9\n'));
  const panel = page.locator('#drift');
  // No reload: the live refresh finds it.
  await panel.locator('li[data-path="gateway.idempotency_ttl_secs"]').waitFor({ timeout: REFRESHED });
  t.match(await panel.innerText(), /gateway\.idempotency_ttl_secs \(running: 300, on disk: 123\)/);
  t.notMatch(await panel.innerText(), /rate_limit_max_keys/);
  t.ok(await panel.getAttribute('data-attention') !== null, 'the panel is marked as needing attention');
  await panel.getByRole('button', { name: 'Reload config' }).click();
  await panel.getByText('config.toml matches the running configuration.').waitFor();
  t.ok(await page.locator('#drift-banner').isHidden());
  t.match(await page.locator('#status').innerText(), /^Reloaded config\.toml \(\d+ changed\)\./);
});

t.test('screenshots of the config editor (values set by me), desktop and phone, with no secret in the page', async (t) => {
  await page.getByLabel('Search settings').fill('');
  await page.getByLabel('Only values set by me').check();
  await row('sop.sops_dir').waitFor();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    t.notOk(await overflows(page), `nothing scrolls sideways at ${size.width} px`);
    const file = await screenshot(page, page.locator('#config'), dash.shots, 'config', SECRETS);
    t.ok(statSync(file).size > 10_000, `${file} written`);
  }
});
