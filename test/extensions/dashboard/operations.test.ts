// Running the service from the dashboard, in headless Chromium against a real `svc daemon`: the overview (service,
// listeners, approvals, failed deliveries, extension errors, config drift, pending restart), cron jobs (Run now,
// history), SOP run details with each step's output, the phone layout, the live refresh (one request at a time, paused
// while the tab is hidden), and screenshots of each view; no secret is ever in the page.
import t from 'tap';
import { createHmac } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { send } from '../../helpers/http.js';
import { waitFor } from '../../helpers/wait.js';
import { writeSop } from '../../helpers/sops.js';
import { adminApi, DESKTOP, overflows, PHONE, POLL_MS, REFRESHED, screenshot, signIn, startDashboard, TOKEN, type Dashboard } from './harness.js';

const SECRET = 'hook-secret-never-shown';
const CHANNEL_SECRET = 'channel-secret-never-shown';
const OUTBOUND_SECRET = 'outbound-secret-never-shown';
const SECRETS = [SECRET, CHANNEL_SECRET, OUTBOUND_SECRET, TOKEN];

let dash: Dashboard;
let page: Page;
let gateway: string;
let channelUrl: string;
const runs: { approved?: string; rejected?: string; followed?: string; pending?: string } = {};

t.before(async () => {
  // The webhook channel's reply URL refuses every delivery (400), so failures show.
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"no such recipient"}'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => (receiver.closeAllConnections(), receiver.close(() => resolve()))));
  const inbox = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/inbox`;
  dash = await startDashboard(t, {
    gateway: `webhook_secret = "${SECRET}"\n`,
    toml: [
      '[sop]',
      'sops_dir = "sops"',
      '[providers.models.echo.test]',
      '[channels.webhook.main]',
      `secret = "${CHANNEL_SECRET}"`,
      'host = "127.0.0.1"',
      'port = 0',
      `send_url = "${inbox}"`,
      `auth_header = "Bearer ${OUTBOUND_SECRET}"`,
      'max_retries = 0',
      '[cron.nightly]',
      'command = "echo nightly-output"',
      'schedule = { kind = "every", every_ms = 3600000 }',
      '[cron.broken]',
      'name = "Broken job"',
      'command = "echo broken-output; exit 3"',
      'schedule = { kind = "cron", expr = "0 3 * * *" }',
      '',
    ].join('\n'),
    prepare: (dir) => writeSop(dir, 'deploy', { mode: 'supervised', maxConcurrent: 10, steps: ['check', 'ship'] }),
  });
  gateway = dash.base.replace(/\/$/, '');
  channelUrl = String((await dash.daemon.waitFor((l) => l.msg === 'listening' && l.channel === 'webhook.main')).url);
  page = await dash.browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  await signIn(page, dash.base);
});

/** Starts a run of the supervised SOP "deploy"; it waits for approval of step 1. */
async function startRun(): Promise<string> {
  const r = await send(gateway, '/sop/deploy', { headers: { authorization: `Bearer ${TOKEN}`, 'x-webhook-secret': SECRET, 'content-type': 'application/json' }, body: '{}' });
  if (r.body.results?.[0]?.status !== 'started') throw new Error(`the run did not start: ${r.text}`);
  return String(r.body.results[0].run_id);
}

const runRow = (id: string) => page.locator(`#runs-body tr[data-run-id="${id}"]`);
const job = (id: string) => page.locator(`#cron-jobs [data-job-id="${id}"]`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

t.test('the overview: the service, its listeners, and nothing pending yet', async (t) => {
  const status = await adminApi(gateway, '/api/status');
  const service = page.locator('#service');
  t.match(await service.innerText(), new RegExp(`Version\\s+svc ${escape(status.version)}\\s+Phase\\s+ready\\s+Mode\\s+daemon \\(pid ${status.pid}\\)\\s+Up for\\s+\\d`));
  t.equal(await service.locator('.pill[data-phase]').innerText(), 'ready');
  const listeners = await page.locator('#listeners').innerText();
  t.match(listeners, new RegExp(`gateway\\s+${escape(dash.base)}`));
  t.match(listeners, new RegExp(`webhook\\.main\\s+${escape(channelUrl)}`));
  t.match(await page.locator('#restart').innerText(), /Nothing waits for a restart\./);
  t.ok(await page.locator('#drift-none').isVisible(), 'no drift');
  t.match(await page.locator('#approvals').innerText(), /No SOP run is waiting for approval\./);
  t.match(await page.locator('#deliveries').innerText(), /webhook\.main: 0 inbound queued, 0 outbound pending, 0 failed deliveries\s+No failed deliveries\./);
  const shown = (await page.evaluate('[...document.querySelectorAll("#extensions [data-extension]")].map((n) => n.dataset.extension)')) as string[];
  t.same(shown.sort(), status.extensions.map((e: { name: string }) => e.name).sort(), 'every extension listed with its state');
  t.equal(await page.locator('#extensions [data-extension="reserved"] .pill[data-state]').innerText(), 'inert', 'an extension that only validates shows inert');
  t.equal(await page.locator('#extensions [data-extension="gateway"] .pill[data-state]').innerText(), 'running');
  const notRunning = await page.locator('#not-running').innerText();
  t.match(notRunning, new RegExp(`Sections without a runtime \\(${status.not_running.sections.length}\\)`));
  for (const section of ['a2a', 'trust', 'tunnel']) t.match(notRunning, new RegExp(`\\b${section}\\b`), `${section} is listed`);
});

t.test('a run waiting for approval shows up by itself and is approved, or rejected, from the overview', async (t) => {
  const id = (runs.approved = await startRun());
  const item = page.locator(`#approvals li[data-run-id="${id}"]`);
  await item.waitFor({ timeout: REFRESHED }); // no click: the live refresh brings it
  t.match(await item.innerText(), /deploy run_\w+\s+step 1, waiting since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(under a minute ago\)/);
  t.not(await page.locator('#approvals').getAttribute('data-attention'), null, 'the panel asks for attention');
  t.match(await page.locator('#status').innerText(), /1 SOP run waiting for approval\./, 'announced in the status region');
  await item.getByRole('button', { name: `Approve run ${id}` }).click();
  await page.locator('#approvals-message').getByText(`Run ${id} approved.`).waitFor();
  await item.waitFor({ state: 'detached' });
  await page.locator('#approvals-title:focus').waitFor({ state: 'attached' }); // the button is gone: focus stays in the panel
  await runRow(id).locator('.pill').getByText('completed').waitFor({ timeout: REFRESHED });
  t.match(await adminApi(gateway, `/api/sop/runs/${id}`), { status: 'completed', decided_by: 'api:127.0.0.1' });

  const other = (runs.rejected = await startRun());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.locator('#approvals').getByRole('button', { name: `Reject run ${other}` }).click();
  await page.locator('#approvals-message').getByText(`Run ${other} rejected.`).waitFor();
  await runRow(other).locator('.pill').getByText('rejected').waitFor();
  t.match(await adminApi(gateway, `/api/sop/runs/${other}`), { status: 'rejected' });
});

t.test('a run\'s details show each step with its output, and follow the run as it moves on', async (t) => {
  const id = (runs.followed = await startRun());
  const open = page.locator('#runs-body').getByRole('button', { name: `Steps of run ${id}` });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await open.click();
  const detail = page.locator('#run-detail');
  t.equal(await detail.locator('#run-detail-title').innerText(), `Run ${id}`);
  t.equal(String(await page.evaluate('document.activeElement.id')), 'run-detail-title', 'focus moves to the details');
  t.equal(await open.getAttribute('aria-expanded'), 'true');
  const steps = detail.locator('ol.steps > li');
  await steps.nth(1).waitFor();
  t.equal(await steps.count(), 2);
  t.match(await steps.nth(0).innerText(), /^Step 1: check\s+pending\s+Not run yet\./);
  t.match(await detail.innerText(), /Status\s+pending_approval[\s\S]*Waiting\s+for approval of step 1 since/);
  // Approved elsewhere (the CLI, another operator): the open details follow without a click.
  await adminApi(gateway, `/api/sop/runs/${id}/approve`, 'POST');
  await steps.nth(1).locator('.pill').getByText('completed').waitFor({ timeout: REFRESHED });
  t.match(await steps.nth(0).locator('pre.output').innerText(), /^echo: You are executing step 1 of 2 of the standard operating procedure "deploy"[\s\S]*Step 1: check/);
  t.match(await steps.nth(1).locator('pre.output').innerText(), /^echo: You are executing step 2 of 2[\s\S]*Step 2: ship/);
  t.match(await steps.nth(1).innerText(), /^Step 2: ship\s+completed\s+1 attempt/);
  t.match(await detail.innerText(), /Status\s+completed[\s\S]*Trigger\s+webhook \/sop\/deploy[\s\S]*Decided by\s+api:127\.0\.0\.1/);
  t.notMatch(await detail.innerText(), /payload/i, 'the event body is not shown');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    t.notOk(await overflows(page), `nothing scrolls sideways at ${size.width} px`);
    t.ok(statSync(await screenshot(page, page.locator('#sop-runs'), dash.shots, 'sop-run', SECRETS)).size > 10_000);
  }
  await page.setViewportSize(DESKTOP);
  await detail.getByRole('button', { name: 'Close details' }).click();
  t.ok(await detail.isHidden());
  t.equal(await page.evaluate('document.activeElement.dataset.key'), `runs:show:${id}`, 'focus returns to the run');
});

t.test('on a phone: one column, runs as cards, Approve where there is a decision and no empty "Actions" line', async (t) => {
  await page.setViewportSize(PHONE);
  const pending = (runs.pending = await startRun());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await runRow(pending).waitFor();
  t.ok(await runRow(pending).locator('td.actions').getByRole('button', { name: `Approve run ${pending}` }).isVisible());
  t.notOk(await runRow(runs.approved!).locator('td.actions').isVisible(), 'a completed run has no actions line');
  t.equal(await runRow(runs.approved!).locator('td:visible').count(), 4);
  t.equal(await runRow(runs.approved!).locator('td.actions').innerHTML(), '', 'and nothing rendered in it');
  const xs = new Set<number>();
  for (const id of ['panel-status', 'approvals', 'restart', 'drift', 'deliveries', 'listeners', 'extensions']) xs.add(Math.round((await page.locator(`#${id}`).boundingBox())!.x));
  t.equal(xs.size, 1, 'the overview panels stack in one column');
  t.notOk(await overflows(page), 'nothing scrolls sideways');
  await page.setViewportSize(DESKTOP);
});

t.test('cron jobs: schedule, next and last run; Run now shows the result; each job\'s history', async (t) => {
  const listed = (await adminApi(gateway, '/api/cron/jobs')).jobs as { id: string; schedule: string; next_run_at: string }[];
  const nightly = listed.find((j) => j.id === 'nightly')!;
  await job('nightly').waitFor();
  t.match(await job('nightly').innerText(), new RegExp(`^nightly\\s+declarative\\s+enabled\\s+shell\\s+Schedule\\s+${escape(nightly.schedule)}\\s+Next run\\s+\\d{4}-[\\d: -]+UTC \\(in 5\\d min\\)\\s+Last run\\s+never`));
  t.equal(await job('nightly').locator('dd time').first().getAttribute('datetime'), nightly.next_run_at, 'the next run is the scheduler\'s');
  t.match(await job('broken').locator('h3').innerText(), /^broken Broken job$/);

  await job('nightly').getByRole('button', { name: 'Run job nightly now' }).click();
  await job('nightly').locator('.job-status').getByText(/^nightly finished: ok, took \d+ ms\.$/).waitFor({ timeout: 20_000 });
  t.match(await job('nightly').locator('.job-result pre').innerText(), /^nightly-output\s*$/);
  await job('nightly').locator('.last-run').getByText(/manual/).waitFor();
  t.match(await job('nightly').locator('.last-run').innerText(), /^ok manual, \d{4}-[\d: -]+UTC \(under a minute ago\), took \d+ ms$/);
  await job('nightly').getByText('History').click();
  const history = job('nightly').locator('.history-list > li');
  await history.first().waitFor();
  t.equal(await history.count(), 1);
  t.match(await history.first().innerText(), /^ok manual, [\d: -]+UTC, took \d+ ms\s+nightly-output/);
  // An open history follows new runs.
  await job('nightly').getByRole('button', { name: 'Run job nightly now' }).click();
  await history.nth(1).waitFor({ timeout: 20_000 });

  await job('broken').getByRole('button', { name: 'Run job broken now' }).click();
  await job('broken').locator('.job-status.is-error').getByText(/^broken finished: failed, took \d+ ms\.$/).waitFor({ timeout: 20_000 });
  t.match(await job('broken').locator('.job-result').innerText(), /broken-output[\s\S]*exit code 3/);
  await job('broken').getByText('History').click();
  await job('broken').locator('.history-list > li').first().waitFor();
  t.match(await job('broken').locator('.history-list > li').first().innerText(), /^failed manual[\s\S]*broken-output[\s\S]*exit code 3/);
  t.match(String(await page.evaluate('document.activeElement.textContent')), /^History of job broken$/, 'focus stays where the user is');
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    t.notOk(await overflows(page), `nothing scrolls sideways at ${size.width} px`);
    t.ok(statSync(await screenshot(page, page.locator('#cron'), dash.shots, 'cron', SECRETS)).size > 10_000);
  }
  await page.setViewportSize(DESKTOP);
});

t.test('a failed delivery shows in the overview, and the extension that logged it with its last error', async (t) => {
  const url = new URL(channelUrl);
  const body = JSON.stringify({ sender: 'alice', content: 'hello' });
  const signature = `sha256=${createHmac('sha256', CHANNEL_SECRET).update(body).digest('hex')}`;
  const r = await send(url.origin, url.pathname, { headers: { 'content-type': 'application/json', 'x-webhook-signature': signature }, body });
  t.match(r.body, { status: 'queued' });
  const failure = page.locator('#deliveries li[data-delivery-id]');
  await failure.first().waitFor({ timeout: REFRESHED });
  const status = await adminApi(gateway, '/api/status');
  const failed = status.sections.webhook.channels[0].failed_deliveries[0];
  t.equal(await failure.first().getAttribute('data-delivery-id'), failed.delivery_id);
  t.match(await failure.first().innerText(), new RegExp(`^webhook\\.main to alice, [\\d: -]+UTC\\s+${escape(failed.error)}\\s+delivery ${failed.delivery_id}`));
  t.match(failed.error, /400/, 'the receiver\'s refusal');
  const logged = status.extensions.find((e: { name: string }) => e.name === 'webhook-channel').last_error;
  const ext = page.locator('#extensions tr[data-extension="webhook-channel"]');
  await ext.getByText(logged.msg).waitFor({ timeout: REFRESHED });
  t.match(await ext.innerText(), /webhook-channel\s+running\s+\d{4}-[\d: -]+UTC/);
  t.not(await page.locator('#deliveries').getAttribute('data-attention'), null);
});

t.test('a change that needs a restart: the drift panel shows it, and after a reload it waits for the restart', async (t) => {
  const file = join(dash.dir, 'config.toml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('[gateway]\n', '[gateway]\nhost = "127.0.0.2"\n'));
  const drift = page.locator('#drift');
  await drift.locator('li[data-path="gateway.host"]').waitFor({ timeout: REFRESHED });
  t.match(await drift.innerText(), /gateway\.host \(running: "127\.0\.0\.1", on disk: "127\.0\.0\.2"\)/);
  await drift.getByRole('button', { name: 'Reload config' }).click();
  await page.locator('#restart li').getByText('gateway.host').waitFor();
  t.match(await page.locator('#restart').innerText(), /these apply only when the daemon restarts:\s+gateway\.host/);
  await page.locator('#drift-none').waitFor();
  t.match(await adminApi(gateway, '/api/status'), { restart_required: ['gateway.host'] });
});

t.test('screenshots of the overview, desktop and phone, with no secret in the page', async (t) => {
  await page.locator(`#approvals li[data-run-id="${runs.pending}"]`).waitFor();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    t.notOk(await overflows(page), `nothing scrolls sideways at ${size.width} px`);
    t.ok(statSync(await screenshot(page, page.locator('#overview'), dash.shots, 'overview', SECRETS)).size > 10_000);
  }
});

// Loaded before the page's own script: counts the page's requests (and how many are open at once) and lets the test
// say whether the tab is visible.
const INSTRUMENT = `(() => {
  const net = (window.__net = { log: [], open: 0, max: 0 });
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    net.log.push(String(input instanceof Request ? input.url : input));
    net.max = Math.max(net.max, ++net.open);
    return fetch.call(this, input, init).finally(() => net.open--);
  };
  let visibility = 'visible';
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => visibility !== 'visible' });
  window.__setVisibility = (v) => { visibility = v; document.dispatchEvent(new Event('visibilitychange')); };
})();`;

t.test('the live refresh: every few seconds while visible, one request at a time, no storm, paused while hidden', async (t) => {
  const context = await dash.browser.newContext({ viewport: DESKTOP });
  t.teardown(() => context.close());
  await context.addInitScript(INSTRUMENT);
  const tab = await context.newPage();
  tab.setDefaultTimeout(15_000);
  await tab.clock.install(); // the page's timers move only when the test says so
  await signIn(tab, dash.base);
  const net = async () => (await tab.evaluate('window.__net')) as { log: string[]; open: number; max: number };
  const refreshes = (n: { log: string[] }) => n.log.filter((u) => u.endsWith('/api/status')).length;
  /** Waits until `count` refreshes happened and none is under way (the overview is aria-busy during one). */
  const settled = (count: number) =>
    waitFor(async () => {
      const n = await net();
      return n.open === 0 && refreshes(n) === count && !(await tab.locator('#overview[aria-busy]').count());
    }, `refresh ${count} to finish`);

  await settled(1);
  const first = (await net()).log;
  t.same(first.slice(-4).map((u) => new URL(u).pathname.replace(/^\/api\//, '')), ['status', 'config/drift', 'cron/jobs', 'sop/runs'], 'one refresh: status, drift, cron, SOP runs');

  await tab.clock.fastForward(POLL_MS);
  await settled(2);
  t.pass('the next refresh comes after the period');

  // A storm of asks (the button, the tab shown again), all at once: one refresh runs, the rest make one more after it.
  await tab.evaluate('for (let i = 0; i < 10; i++) { document.getElementById("refresh").click(); window.__setVisibility("visible"); }');
  await settled(4);
  t.equal(refreshes(await net()), 4, 'twenty asks made two refreshes');

  // Hidden while idle: the planned refresh is dropped.
  await tab.evaluate('window.__setVisibility("hidden")');
  let hidden = (await net()).log.length;
  await tab.clock.fastForward(20 * POLL_MS);
  t.equal((await net()).log.length, hidden, 'no request while the tab is hidden');
  await tab.evaluate('window.__setVisibility("visible")');
  await settled(5);
  t.pass('showing the tab refreshes at once');
  // Hidden during a refresh: it finishes, and plans no next one.
  await tab.evaluate('document.getElementById("refresh").click(); window.__setVisibility("hidden")');
  await settled(6);
  hidden = (await net()).log.length;
  await tab.clock.fastForward(20 * POLL_MS);
  t.equal((await net()).log.length, hidden, 'no request after a refresh that ended while hidden');
  await tab.evaluate('window.__setVisibility("visible")');
  await settled(7);
  await tab.clock.fastForward(POLL_MS);
  await settled(8);
  t.pass('and the period resumes');
  t.equal((await net()).max, 1, 'never two requests at once');
});
