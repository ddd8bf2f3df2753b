// Signing in to the dashboard as a new user does (issue 33): a daemon on defaults serves the shipped dashboard (no
// gateway.web_dist_dir); `svc dashboard` prints a one-time link whose code rides in the fragment, which headless
// Chromium opens and is signed in, the code gone from the address bar, never sent to the gateway, single use; and the
// sign-in page's pairing-code field takes a code from `svc gateway get-paircode`. At 1280 and 390 px.
import t from 'tap';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { SIGNIN_TTL_MS } from '../../../extensions/gateway/index.js';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { CHROMIUM, DESKTOP, overflows, PHONE, REFRESHED } from './harness.js';

t.test('svc dashboard links and pairing codes sign a browser in, once each', async (t) => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)`);
  const dir = tempConfigDir(t);
  const env = { SVC_CONFIG_DIR: dir };
  const d = daemon(['daemon'], env);
  t.teardown(async () => {
    d.child.kill('SIGTERM');
    await d.exited;
  });
  const base = String((await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway')).url);
  await d.waitFor((l) => l.msg === 'ready');
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  t.teardown(() => browser.close());

  // The link: the gateway's real address, the code in the fragment only.
  const printed = await svc(['dashboard'], env);
  t.equal(printed.code, 0, printed.stderr);
  const link = printed.stdout.trim();
  const url = new URL(link);
  t.equal(`${url.origin}${url.pathname}`, base, 'the address the gateway bound');
  t.equal(url.search, '', 'nothing in the query');
  t.match(url.hash, /^#code=[0-9A-Za-z]+$/);
  const code = decodeURIComponent(url.hash.slice('#code='.length));
  t.match(printed.stderr, /works once, until/);
  t.ok(SIGNIN_TTL_MS <= 5 * 60_000, 'short-lived');

  for (const viewport of [DESKTOP, PHONE]) {
    const page = await browser.newPage({ viewport });
    page.setDefaultTimeout(15_000);
    const sent: string[] = [];
    page.on('request', (r) => void sent.push(r.url()));
    const signIn = viewport === DESKTOP ? link : ((await svc(['dashboard'], env)).stdout.trim());
    await page.goto(signIn);
    await page.locator('#service dl').waitFor({ timeout: REFRESHED });
    t.equal(new URL(page.url()).hash, '', `${viewport.width} px: the code is gone from the address bar`);
    t.notOk(sent.some((u) => u.includes(decodeURIComponent(new URL(signIn).hash.slice(6)))), 'no request carries the code in its URL');
    t.notOk(await overflows(page), `${viewport.width} px: no sideways scrolling`);
    await page.close();
  }

  // Single use: the first link again is refused, and says what to do.
  const again = await browser.newPage({ viewport: DESKTOP });
  await again.goto(link);
  await again.getByText(/Pairing failed: the code is wrong, used or expired/).waitFor();
  t.ok(await again.getByLabel('Pairing code').isVisible(), 'back at the sign-in form');
  await again.close();

  // The pairing-code field, with a code from svc gateway get-paircode, on a phone.
  const phone = await browser.newPage({ viewport: PHONE });
  phone.setDefaultTimeout(15_000);
  await phone.goto(base);
  await phone.getByLabel('Pairing code').fill('WRONG1');
  await phone.getByRole('button', { name: 'Pair this browser' }).click();
  await phone.getByText(/Pairing failed/).waitFor();
  const paircode = await svc(['gateway', 'get-paircode', '--new'], env);
  t.equal(paircode.code, 0, paircode.stderr);
  await phone.getByLabel('Pairing code').fill(paircode.stdout.trim());
  await phone.getByRole('button', { name: 'Pair this browser' }).click();
  await phone.locator('#service dl').waitFor({ timeout: REFRESHED });
  t.notOk(await overflows(phone), '390 px: no sideways scrolling once signed in');
  await phone.close();

  t.notOk(d.lines.some((l) => JSON.stringify(l).includes(code)), 'no log line holds the code');
  t.equal(d.lines.filter((l) => l.msg === 'a client paired').length, 3, 'two links and one typed code paired three tabs');
});
