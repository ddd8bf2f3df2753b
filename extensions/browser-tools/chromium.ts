// The one Chromium of the daemon: launched on the first browser call (Debian's chromium or the configured executable,
// driven over CDP by playwright-core, never a downloaded browser), shared by every call, closed at shutdown. Each call
// gets a fresh context (no cookies shared between calls) with a proxy of its own (proxy.ts): every connection of its
// pages goes there and is checked, then connected to the checked address. Requests are also checked as they start
// (an interception) so that a refusal is told in words, and navigations must pass allowed_domains. The browser's own
// default proxy closes every connection, so nothing outside a call's context reaches anything.
import { accessSync, constants } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { delimiter, join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { Logger } from '../../kernel/index.js';
import { checkTarget, OutboundRefused, type BrowserRules } from './outbound.js';
import { startCallProxy, type CallProxy } from './proxy.js';

/** Pages open at once across the daemon; further calls wait their turn within their own timeout. */
export const MAX_PAGES = 2;
/** Where Chromium is looked for when browser.native_chrome_path is unset: these paths, then these names on the PATH. */
const CANDIDATE_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const CANDIDATE_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium executable: `configured` when set (it must exist), else the first candidate found; undefined: none. */
export function findChromium(configured: string | null | undefined, path = process.env.PATH ?? ''): string | undefined {
  if (configured) return executable(configured) ? configured : undefined;
  for (const p of CANDIDATE_PATHS) if (executable(p)) return p;
  for (const name of CANDIDATE_NAMES) for (const dir of path.split(delimiter).filter(Boolean)) if (executable(join(dir, name))) return join(dir, name);
  return undefined;
}

/** What the page's requests met: refused ones (rule and host only) and failed fetches. */
export interface Blocked {
  readonly navigation: boolean;
  readonly message: string;
}

/** Refusals a call keeps at most (the latest, and the first): a page can make any number of requests. */
export const MAX_BLOCKED_KEPT = 64;

/**
 * The refused requests of one call: all counted, the first and the latest MAX_BLOCKED_KEPT kept, and the latest
 * refused navigation, so a page that makes endless refused requests holds no growing list.
 */
export class BlockedRequests {
  #count = 0;
  #first: Blocked | undefined;
  /** The latest ones, each with its number (0-based, in the order refused). */
  readonly #latest: [number, Blocked][] = [];
  #navigation: [number, Blocked] | undefined;

  /** Refusals so far (those no longer kept included). */
  get count(): number {
    return this.#count;
  }

  /** The first refusal of the call. */
  get first(): Blocked | undefined {
    return this.#first;
  }

  push(b: Blocked): void {
    const n = this.#count++;
    this.#first ??= b;
    this.#latest.push([n, b]);
    if (this.#latest.length > MAX_BLOCKED_KEPT) this.#latest.shift();
    if (b.navigation) this.#navigation = [n, b];
  }

  /** The refusal to report for what happened since `count` was `from`: a refused navigation first, else the earliest kept. */
  since(from: number): Blocked | undefined {
    if (this.#navigation && this.#navigation[0] >= from) return this.#navigation[1];
    return this.#latest.find(([n]) => n >= from)?.[1];
  }
}

export interface PageCall {
  readonly rules: BrowserRules;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
}

export interface BrowserSettings {
  /** The executable (already found). */
  readonly executablePath: string;
  readonly headless: boolean;
  readonly logger: Logger;
}

/** Whether a request was made by a page (a frame), not by the browser itself. */
function ofPage(request: Request): boolean {
  try {
    return request.frame() !== undefined;
  } catch {
    return false;
  }
}

/** Waits for one of `max` slots, or rejects when `signal` aborts first. */
class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async take(signal: AbortSignal): Promise<() => void> {
    if (this.used >= this.max) {
      await new Promise<void>((resolve, reject) => {
        const go = (): void => {
          signal.removeEventListener('abort', stop);
          resolve();
        };
        const stop = (): void => {
          const i = this.waiting.indexOf(go);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(new Error(`timeout: ${this.max} browser pages were busy for the whole call`));
        };
        if (signal.aborted) return stop();
        signal.addEventListener('abort', stop, { once: true });
        this.waiting.push(go);
      });
    } else this.used++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    };
  }
}

/** The shared browser: launched on first use, relaunched after a crash, closed once. */
export class ChromiumPool {
  private browser: Promise<Browser> | undefined;
  private proxy: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly slots = new Slots(MAX_PAGES);
  private closed = false;

  constructor(private readonly settings: () => BrowserSettings) {}

  /** A proxy that closes every connection: where Chromium sends whatever the interception does not see. */
  private async deadEnd(): Promise<number> {
    if (!this.proxy) {
      const server = createServer((socket) => {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.destroy();
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
      this.proxy = server;
    }
    return (this.proxy.address() as { port: number }).port;
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('the browser is shut down'));
    this.browser ??= (async () => {
      const s = this.settings();
      let chromium: typeof import('playwright-core').chromium;
      try {
        ({ chromium } = await import('playwright-core'));
      } catch {
        throw new Error('the browser tools need playwright-core, which is not installed: run npm install playwright-core in svc\'s folder');
      }
      const port = await this.deadEnd();
      // Chromium's sandbox cannot start as root; playwright then adds --no-sandbox (the docs say so).
      const root = process.getuid?.() === 0;
      const browser = await chromium.launch({
        executablePath: s.executablePath,
        headless: s.headless,
        chromiumSandbox: !root,
        timeout: 30_000,
        args: [
          `--proxy-server=http://127.0.0.1:${port}`,
          '--proxy-bypass-list=<-loopback>',
          '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
          '--webrtc-ip-handling-policy=disable_non_proxied_udp',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-pings',
                  ],
      });
      s.logger.info({ executable: s.executablePath, headless: s.headless, sandbox: !root }, 'browser started');
      browser.on('disconnected', () => {
        this.browser = undefined;
        if (!this.closed) s.logger.warn('browser exited; the next call starts it again');
      });
      return browser;
    })();
    this.browser.catch(() => {
      this.browser = undefined;
    });
    return this.browser;
  }

  /**
   * Runs `fn` on a new page of a new context whose every request passes `call.rules`; the context is closed after,
   * whatever happens. The call's deadline (timeoutMs, or the turn's signal) closes the context and ends the call.
   */
  async withPage<T>(call: PageCall, fn: (page: Page, blocked: BlockedRequests, deadline: AbortSignal) => Promise<T>): Promise<T> {
    const deadline = AbortSignal.any([AbortSignal.timeout(call.timeoutMs), call.signal]);
    const release = await this.slots.take(deadline);
    let context: BrowserContext | undefined;
    let proxy: CallProxy | undefined;
    try {
      const browser = await this.launch();
      const blocked = new BlockedRequests();
      proxy = await startCallProxy(call.rules, (message) => blocked.push({ navigation: false, message }));
      context = await browser.newContext({ proxy: { server: proxy.url, bypass: '' }, serviceWorkers: 'block', acceptDownloads: false, viewport: { width: 1280, height: 800 } });
      await context.route('**/*', async (route) => {
        const request = route.request();
        const navigation = request.isNavigationRequest();
        try {
          await checkTarget(new URL(request.url()), call.rules, navigation);
        } catch (err) {
          // Chromium's own requests (autofill, say) have no frame: refused like the rest, but not the page's to report.
          if (ofPage(request)) blocked.push({ navigation, message: (err as Error).message });
          await route.abort(err instanceof OutboundRefused ? 'blockedbyclient' : 'failed').catch(() => undefined);
          return;
        }
        await route.continue().catch(() => undefined);
      });
      const stop = (): void => void context?.close().catch(() => undefined);
      deadline.addEventListener('abort', stop, { once: true });
      try {
        if (deadline.aborted) throw new Error('stopped before the page opened');
        const page = await context.newPage();
        return await fn(page, blocked, deadline);
      } catch (err) {
        if (deadline.aborted) throw new Error(call.signal.aborted ? 'cancelled: the turn was cancelled' : `timeout: the browser call took longer than ${Math.round(call.timeoutMs / 1000)} s (browser.timeout_secs)`);
        throw err;
      } finally {
        deadline.removeEventListener('abort', stop);
      }
    } finally {
      await context?.close().catch(() => undefined);
      await proxy?.close();
      release();
    }
  }

  /** Closes the browser and the dead-end proxy; later calls are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.proxy ? this.proxy.close(() => resolve()) : resolve()));
    this.proxy = undefined;
  }
}
