// The dashboard's browser-test harness: a real `svc daemon` serving the bundled dashboard, headless Chromium (Debian's
// package, driven by playwright-core), sign-in, screenshots into DASHBOARD_SCREENSHOTS, and the no-secret check.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { dashboardDir } from '../../../extensions/dashboard/index.js';
import { daemon, type Daemon } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

export const CHROMIUM = '/usr/bin/chromium';
export const TOKEN = 'svc_' + '5a'.repeat(32);
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** The dashboard's refresh period (app.js POLL_MS); waits on a refresh allow three of them. */
export const POLL_MS = 5_000;
export const REFRESHED = 3 * POLL_MS;

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface Dashboard {
  /** The config directory (removed by the test's teardown). */
  readonly dir: string;
  /** The gateway's base URL, ending in `/`. */
  readonly base: string;
  readonly daemon: Daemon;
  readonly browser: Browser;
  /** Where screenshots go: $DASHBOARD_SCREENSHOTS, else a folder of `dir`. */
  readonly shots: string;
}

/**
 * Starts `svc daemon` on a temp config dir whose config.toml pairs TOKEN and serves the dashboard (`gateway` holds
 * more [gateway] lines, `toml` more tables), then Chromium. `prepare` writes files (SOPs) before the daemon starts.
 */
export async function startDashboard(
  t: Teardown,
  opts: { gateway?: string; toml?: string; env?: Record<string, string>; prepare?: (dir: string) => void } = {},
): Promise<Dashboard> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium); .ci/run does`);
  const dir = tempConfigDir(t);
  const hash = createHash('sha256').update(TOKEN).digest('hex');
  opts.prepare?.(dir);
  writeFileSync(
    join(dir, 'config.toml'),
    `# edited by the dashboard test\n[gateway]\npaired_tokens = ["${hash}"]\nweb_dist_dir = "${dashboardDir()}"\n${opts.gateway ?? ''}\n${opts.toml ?? ''}`,
  );
  const d = daemon(['daemon'], { SVC_CONFIG_DIR: dir, ...opts.env });
  t.teardown(async () => {
    d.child.kill('SIGTERM');
    await d.exited;
  });
  const listening = await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway');
  await d.waitFor((l) => l.msg === 'ready');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  t.teardown(() => browser.close());
  const shots = process.env.DASHBOARD_SCREENSHOTS || join(dir, 'screenshots');
  mkdirSync(shots, { recursive: true });
  return { dir, base: String(listening.url), daemon: d, browser, shots };
}

/** Opens the page and signs in with TOKEN; resolves once the overview shows the service. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await page.getByLabel('Paired token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#service dl').waitFor({ timeout: REFRESHED });
}

/** An admin API call with TOKEN, as the test's own view of the truth. */
export async function adminApi(base: string, path: string, method = 'GET'): Promise<Record<string, any>> {
  const r = await send(base.replace(/\/$/, ''), path, { method, headers: { authorization: `Bearer ${TOKEN}` } });
  if (r.status !== 200) throw new Error(`${method} ${path} answered ${r.status}: ${r.text}`);
  return r.body;
}

/** The page's width overflows the viewport (a phone would scroll sideways). */
export async function overflows(page: Page): Promise<boolean> {
  return Boolean(await page.evaluate('document.documentElement.scrollWidth > window.innerWidth'));
}

/**
 * Writes `<name>-<desktop|phone>.png` of one view (the whole element) into the screenshot folder, after checking that no
 * secret is anywhere in the page (markup, text, form values); answers the file's path.
 */
export async function screenshot(page: Page, view: Locator, shots: string, name: string, secrets: readonly string[]): Promise<string> {
  await assertNoSecrets(page, secrets);
  const size = page.viewportSize()?.width === PHONE.width ? 'phone' : 'desktop';
  const file = join(shots, `${name}-${size}.png`);
  await view.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  return file;
}

/** Throws naming where a secret shows: the markup, the rendered text, or the value of a form field. */
export async function assertNoSecrets(page: Page, secrets: readonly string[]): Promise<void> {
  const html = await page.content();
  const text = String(await page.evaluate('document.body.innerText'));
  const values = String(await page.evaluate('[...document.querySelectorAll("input, select, textarea")].map((e) => e.value).join("\\n")'));
  for (const secret of secrets) {
    for (const [where, content] of [['markup', html], ['text', text], ['form values', values]] as const) {
      if (content.includes(secret)) throw new Error(`a secret (${secret.slice(0, 4)}…) shows in the page's ${where}`);
    }
  }
}
