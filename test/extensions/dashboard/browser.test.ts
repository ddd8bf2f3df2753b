// The dashboard in headless Chromium (Debian's package, driven by playwright-core) against a real `svc daemon`: sign in,
// find and save a field, the env-override badge, a masked secret, the drift banner, approving a waiting SOP run.
import t from 'tap';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { dashboardDir } from '../../../extensions/dashboard/index.js';
import { daemon, svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';

const CHROMIUM = '/usr/bin/chromium';
const TOKEN = 'svc_' + '5a'.repeat(32);
const HASH = createHash('sha256').update(TOKEN).digest('hex');
const SECRET = 'hook-secret-never-shown';

let browser: Browser;
let page: Page;
let base: string;
let dir: string;

t.before(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium); .ci/run does`);
  dir = tempConfigDir(t);
  writeSop(dir, 'deploy', { mode: 'supervised' });
  writeFileSync(
    join(dir, 'config.toml'),
    `# edited by the dashboard test\n[gateway]\npaired_tokens = ["${HASH}"]\nwebhook_secret = "${SECRET}"\nweb_dist_dir = "${dashboardDir()}"\npair_rate_limit_per_minute = 10\n\n[sop]\nsops_dir = "sops"\n`,
  );
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir, SVC_gateway__rate_limit_max_keys: '500' });
  t.teardown(async () => {
    d.child.kill('SIGTERM');
    await d.exited;
  });
  const listening = await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway');
  await d.waitFor((l) => l.msg === 'ready');
  base = String(listening.url);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  t.teardown(() => browser.close());
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.setDefaultTimeout(15_000);
});

const row = (path: string) => page.locator(`.row[data-path="${path}"]`);

t.test('svc dashboard path names the shipped directory', async (t) => {
  const r = await svc(['dashboard', 'path'], { SVC_CONFIG_DIR: dir });
  t.same([r.code, r.stdout], [0, `${dashboardDir()}\n`]);
  t.match(readFileSync(join(dashboardDir(), 'index.html'), 'utf8'), /<script type="module" src="app.js">/);
});

t.test('sign in with a paired token kept in session storage', async (t) => {
  await page.goto(base);
  await page.getByLabel('Paired token').fill('svc_wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('The token was refused.').waitFor();
  await page.getByLabel('Paired token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await row('gateway.pair_rate_limit_per_minute').waitFor({ state: 'attached' });
  // Evaluated in the page (no DOM types here): the token sits in session storage only.
  t.equal(await page.evaluate('sessionStorage.getItem("svc.token")'), TOKEN);
  t.equal(await page.evaluate('localStorage.length'), 0, 'never in local storage');
  t.notMatch(page.url(), /svc_/, 'never in the URL');
});

t.test('find a field, edit and save it, and the file changes', async (t) => {
  await page.getByLabel('Search settings').fill('pair_rate_limit');
  const r = row('gateway.pair_rate_limit_per_minute');
  await r.waitFor();
  t.ok(await r.isVisible());
  t.notOk(await row('gateway.port').isVisible(), 'the search hides other rows');
  await r.locator('input, select').first().fill('7');
  await r.getByRole('button', { name: 'Save' }).click();
  await r.getByText('Saved.').waitFor();
  const file = readFileSync(join(dir, 'config.toml'), 'utf8');
  t.match(file, /pair_rate_limit_per_minute = 7/);
  t.match(file, /# edited by the dashboard test/, 'comments kept');
  // A value the schema refuses is shown next to the field and nothing is written.
  await r.locator('input, select').first().fill('-3');
  await r.getByRole('button', { name: 'Save' }).click();
  await r.locator('.field-error').waitFor();
  t.match(await r.locator('.field-error').innerText(), /pair_rate_limit_per_minute/);
  t.match(readFileSync(join(dir, 'config.toml'), 'utf8'), /pair_rate_limit_per_minute = 7/);
});

t.test('an env-overridden field shows the badge, the variable and a persistent warning', async (t) => {
  await page.getByLabel('Search settings').fill('rate_limit_max_keys');
  const r = row('gateway.rate_limit_max_keys');
  await r.waitFor();
  t.match(await r.locator('.env-badge').innerText(), /💉/);
  t.match(await r.locator('.env-warning').innerText(), /SVC_gateway__rate_limit_max_keys/);
  t.equal(await row('gateway.pair_rate_limit_per_minute').locator('.env-badge').count(), 0, 'no badge on a file value');
});

t.test('a secret shows only that it is set, never its value', async (t) => {
  await page.getByLabel('Search settings').fill('webhook_secret');
  const r = row('gateway.webhook_secret');
  await r.waitFor();
  t.match(await r.locator('.secret-state').innerText(), /set/);
  t.equal(await r.getByLabel('New value for gateway.webhook_secret').getAttribute('type'), 'password');
  t.notOk((await page.content()).includes(SECRET), 'the value is nowhere in the page');
});

t.test('an external edit shows the drift banner; env-overridden paths never appear there', async (t) => {
  const file = join(dir, 'config.toml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('[gateway]\n', '[gateway]\nidempotency_ttl_secs = 123\nrate_limit_max_keys = 9\n'));
  await page.reload();
  const banner = page.locator('#drift-banner');
  await banner.getByText('gateway.idempotency_ttl_secs').waitFor();
  t.notMatch(await banner.innerText(), /rate_limit_max_keys/);
  await banner.getByRole('button', { name: 'Reload config' }).click();
  await banner.waitFor({ state: 'hidden' });
});

t.test('approve a SOP run waiting for approval', async (t) => {
  const started = await send(base.replace(/\/$/, ''), '/sop/deploy', { headers: { authorization: `Bearer ${TOKEN}`, 'x-webhook-secret': SECRET, 'content-type': 'application/json' }, body: '{}' });
  const id = String(started.body.results[0].run_id);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByRole('button', { name: `Approve run ${id}` }).click();
  await page.locator(`[data-run-id="${id}"]`).getByText(/running|completed/).waitFor();
  const run = await send(base.replace(/\/$/, ''), `/api/sop/runs/${id}`, { method: 'GET', headers: { authorization: `Bearer ${TOKEN}` } });
  t.match(run.body, { id, decided_by: 'api:127.0.0.1' });
  t.not(run.body.status, 'pending_approval');
});
