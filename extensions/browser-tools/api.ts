// The browser-tools extension's public API: the point its shared Chromium is served on (one browser per daemon).
import { createExtensionPoint } from '../../kernel/index.js';
import type { BlockedRequests, PageCall } from './chromium.js';
import type { Page } from 'playwright-core';

/** The daemon's one Chromium, launched on first use and closed at shutdown. */
export interface BrowserPoolService {
  /** Runs `fn` on a fresh page (a fresh context) whose every request passes `call.rules`; closed after. */
  withPage<T>(call: PageCall, fn: (page: Page, blocked: BlockedRequests, deadline: AbortSignal) => Promise<T>): Promise<T>;
}

export const browserPoolPoint = createExtensionPoint<BrowserPoolService>('browser-tools.browser');
