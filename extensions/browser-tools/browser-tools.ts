// browser_open and the browser automation tool: the model names a URL (and actions); the page is opened in the shared
// Chromium under [browser]'s outbound rules and what it renders comes back as bounded text.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import type { ToolContext, ToolDefinition } from '../agent/api.js';
import type { BlockedRequests, ChromiumPool } from './chromium.js';
import type { BrowserConfig } from './config.generated.js';
import { domainAllowed } from '../../lib/net/outbound.js';
import { checkTarget, OutboundRefused, type BrowserRules } from './outbound.js';

/** Actions in one automation call at most. */
export const MAX_ACTIONS = 20;
/** Characters typed by one action at most. */
const MAX_TYPED = 10_000;

/** The rules a page call of [browser] runs under: the section's, and the hosts the call may not reach beyond those it named. */
export function browserRules(s: BrowserConfig, ctx: Pick<ToolContext, 'hostRefused'>): BrowserRules {
  return { section: 'browser', allowedDomains: s.allowed_domains, allowedPrivateHosts: s.allowed_private_hosts, ...(ctx.hostRefused ? { hostRefused: ctx.hostRefused } : {}) };
}

/** The URL the model gave, parsed and refused unless http(s) and allowed by allowed_domains (before Chromium sees it). */
function targetUrl(text: unknown, rules: BrowserRules): URL {
  let url: URL;
  try {
    url = new URL(String(text));
  } catch {
    throw new OutboundRefused('scheme', 'the url is not an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused('scheme', `only http and https URLs are opened, not ${url.protocol}`);
  return url;
}

/** Opens `url`; a refused or failed navigation throws the rule's own message, not Chromium's error code. */
async function open(page: Page, url: URL, blocked: BlockedRequests, rules: BrowserRules, timeoutMs: number): Promise<void> {
  // The address rules answer first with their own words (the interception refuses the same again).
  await checkTarget(url, rules, true);
  const before = blocked.count;
  try {
    await page.goto(url.href, { waitUntil: 'load', timeout: timeoutMs });
  } catch (err) {
    // A refusal of the navigation itself, else what the call's proxy refused (a redirect's target).
    const refused = blocked.since(before);
    if (refused) throw new Error(`opening ${url.host}: ${refused.message}`);
    throw new Error(`opening ${url.host}: ${(err as Error).message.split('\n')[0]}`);
  }
  // Pages that keep writing after load: a short wait for quiet, never longer than it takes.
  await page.waitForLoadState('networkidle', { timeout: Math.min(2_000, timeoutMs) }).catch(() => undefined);
  landed(page, rules);
}

/**
 * Refuses a page that ended outside allowed_domains: a redirect is followed by Chromium without the interception
 * seeing it (the proxy still checks its address), so the host it ends on is checked here, before anything is read.
 */
function landed(page: Page, rules: BrowserRules): void {
  const url = new URL(page.url());
  if ((url.protocol === 'http:' || url.protocol === 'https:') && rules.allowedDomains && !domainAllowed(url.hostname, rules.allowedDomains)) {
    throw new OutboundRefused('allowed_domains', `the page ended on ${url.hostname} (a redirect), which is not in ${rules.section}.allowed_domains`);
  }
}

/**
 * After a click or key press: when it led the page to a navigation that was refused (the page shows Chromium's error
 * page), the action fails with the refusal's own words (a gated host says to open it directly), not the error page.
 */
function refusedAfter(page: Page, blocked: BlockedRequests, before: number): void {
  if (!page.url().startsWith('chrome-error:')) return;
  const refused = blocked.since(before);
  if (refused) throw new Error(refused.message);
}

/** The page's rendered text (innerText: what a reader sees, script-written text included), at most `max` characters. */
async function renderedText(page: Page, selector: string | undefined, max: number): Promise<{ text: string; total: number }> {
  if (selector) {
    const text = await page.locator(selector).first().innerText({ timeout: 5_000 });
    return { text: text.slice(0, max), total: text.length };
  }
  return page.evaluate((n) => {
    // Runs in the page: its document, typed here without the DOM library.
    const doc = (globalThis as unknown as { document: { body: { innerText: string } | null; documentElement: { innerText: string } | null } }).document;
    const text = doc.body?.innerText ?? doc.documentElement?.innerText ?? '';
    return { text: text.slice(0, n), total: text.length };
  }, max);
}

function summary(blocked: BlockedRequests): string {
  if (!blocked.count) return '';
  return `\n[${blocked.count} request${blocked.count === 1 ? '' : 's'} of the page not made; first: ${blocked.first!.message}]`;
}

function bounded(text: string, total: number, max: number): string {
  return total > max ? `${text}\n[truncated: ${max} of ${total} characters]` : text;
}

export function browserOpenTool(settings: () => BrowserConfig, pool: () => ChromiumPool): ToolDefinition {
  return {
    name: 'browser_open',
    description: 'Open a web page in a real browser (JavaScript runs) and return its title and rendered text.',
    reaches: ['network'],
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: { url: { type: 'string', description: 'http or https URL of the page' } },
    },
    targets: (args) => [String(args.url)],
    handler: async (args, ctx) => {
      const s = settings();
      const rules = browserRules(s, ctx);
      const url = targetUrl(args.url, rules);
      const timeoutMs = s.timeout_secs * 1000;
      return pool().withPage({ rules, timeoutMs, signal: ctx.signal }, async (page, blocked) => {
        await open(page, url, blocked, rules, timeoutMs);
        const max = ctx.limits.maxResultChars;
        const { text, total } = await renderedText(page, undefined, max);
        return `Title: ${await page.title()}\nURL: ${page.url()}\n\n${bounded(text, total, max)}${summary(blocked)}`;
      });
    },
  };
}

interface Action {
  readonly action: 'navigate' | 'click' | 'type' | 'press' | 'wait_for' | 'read' | 'screenshot';
  readonly selector?: string;
  readonly text?: string;
  readonly url?: string;
  readonly path?: string;
}

const ACTIONS = ['navigate', 'click', 'type', 'press', 'wait_for', 'read', 'screenshot'] as const;

/** One action; its line of the result. */
async function act(page: Page, a: Action, run: { blocked: BlockedRequests; rules: BrowserRules; timeoutMs: number; ctx: ToolContext; n: number }): Promise<string> {
  const need = (field: 'selector' | 'text' | 'url'): string => {
    const v = a[field];
    if (typeof v !== 'string' || !v) throw new Error(`action ${run.n + 1} (${a.action}) needs "${field}"`);
    return v;
  };
  const wait = { timeout: Math.min(run.timeoutMs, 10_000) };
  switch (a.action) {
    case 'navigate':
      await open(page, targetUrl(need('url'), run.rules), run.blocked, run.rules, run.timeoutMs);
      return `navigated: ${page.url()} (${await page.title()})`;
    case 'click': {
      const before = run.blocked.count;
      await page.locator(need('selector')).first().click(wait);
      await page.waitForLoadState('load', wait).catch(() => undefined);
      refusedAfter(page, run.blocked, before);
      landed(page, run.rules);
      return `clicked ${a.selector}`;
    }
    case 'type': {
      const text = need('text');
      if (text.length > MAX_TYPED) throw new Error(`action ${run.n + 1}: at most ${MAX_TYPED} characters are typed at once`);
      await page.locator(need('selector')).first().fill(text, wait);
      return `typed ${text.length} characters into ${a.selector}`;
    }
    case 'press': {
      const before = run.blocked.count;
      await page.locator(need('selector')).first().press(need('text'), wait);
      await page.waitForLoadState('load', wait).catch(() => undefined);
      refusedAfter(page, run.blocked, before);
      landed(page, run.rules);
      return `pressed ${a.text} in ${a.selector}`;
    }
    case 'wait_for':
      await page.locator(need('selector')).first().waitFor(wait);
      return `found ${a.selector}`;
    case 'read': {
      const max = run.ctx.limits.maxResultChars;
      const { text, total } = await renderedText(page, a.selector, max);
      return `text of ${a.selector ?? 'the page'}:\n${bounded(text, total, max)}`;
    }
    case 'screenshot': {
      const path = a.path ?? `screenshots/screenshot-${Date.now()}.png`;
      if (!/\.png$/i.test(path)) throw new Error(`action ${run.n + 1}: a screenshot is saved as .png`);
      const file = run.ctx.workspace.resolve(path, 'write');
      const png = await page.screenshot({ type: 'png', timeout: wait.timeout });
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, png);
      return `screenshot saved to ${path} in the workspace (${png.length} bytes)`;
    }
  }
}

export function browserAutomationTool(settings: () => BrowserConfig, pool: () => ChromiumPool): ToolDefinition {
  return {
    name: 'browser',
    description:
      'Drive a real browser: open a URL, then run actions in order (navigate, click, type, press a key, wait_for, read text, screenshot into the workspace). Selectors are CSS or Playwright selectors such as text=Sign in. Each call starts a fresh page.',
    reaches: ['network', 'filesystem'],
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: {
        url: { type: 'string', description: 'http or https URL opened first' },
        actions: {
          type: 'array',
          maxItems: MAX_ACTIONS,
          description: 'Actions run in order after the page loads; the call stops at the first that fails',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['action'],
            properties: {
              action: { type: 'string', enum: [...ACTIONS] },
              selector: { type: 'string', description: 'Element of click, type, press, wait_for and read (read without one reads the page)' },
              text: { type: 'string', description: 'Text to type, or the key to press (Enter, Tab, …)' },
              url: { type: 'string', description: 'URL of navigate' },
              path: { type: 'string', description: 'Workspace path of a screenshot (.png)' },
            },
          },
        },
      },
    },
    // The first URL and every navigate action's: each is a host the call reaches.
    targets: (args) => [String(args.url), ...((args.actions as Action[] | undefined) ?? []).flatMap((a) => (typeof a.url === 'string' ? [a.url] : []))],
    handler: async (args, ctx) => {
      const s = settings();
      const rules = browserRules(s, ctx);
      const url = targetUrl(args.url, rules);
      const actions = (args.actions as Action[] | undefined) ?? [];
      const timeoutMs = s.timeout_secs * 1000;
      return pool().withPage({ rules, timeoutMs, signal: ctx.signal }, async (page, blocked) => {
        await open(page, url, blocked, rules, timeoutMs);
        const lines: string[] = [`opened: ${page.url()} (${await page.title()})`];
        for (const [n, a] of actions.entries()) {
          try {
            lines.push(await act(page, a, { blocked, rules, timeoutMs, ctx, n }));
          } catch (err) {
            lines.push(`action ${n + 1} (${a.action}) failed: ${(err as Error).message.split('\n')[0]}`);
            break;
          }
        }
        lines.push(`now at: ${page.url()} (${await page.title()})`);
        return lines.join('\n') + summary(blocked);
      });
    },
  };
}
