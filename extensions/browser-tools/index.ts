// The browser-tools extension: owns [browser], [text_browser] and [image_gen]; registers browser_open and the browser
// automation tool (one shared Chromium, a service closed at shutdown), text_browser and image_gen. Each tool decides
// from its own section whether it is offered; every page request passes the outbound rules of http_request.
import { createRequire } from 'node:module';
import { defineExtension, type ExtensionDefinition } from '../../kernel/index.js';
import { toolsPoint } from '../agent/api.js';
import { browserPoolPoint } from './api.js';
import { browserAutomationTool, browserOpenTool } from './browser-tools.js';
import { ChromiumPool, findChromium } from './chromium.js';
import type { BrowserConfig, ImageGenConfig, TextBrowserConfig } from './config.generated.js';
import { imageApiProblem, imageGenTool } from './image-gen.js';
import { hostEntryProblems } from './outbound.js';
import { browserSection, imageGenSection, textBrowserSection } from './schema.js';
import { findTerminalBrowser, textBrowserTool } from './text-browser.js';

export const NAME = 'browser-tools';

/** Whether playwright-core can be loaded (an optional peer dependency: `npm install playwright-core`). */
function playwrightInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('playwright-core');
    return true;
  } catch {
    return false;
  }
}

/** Finds once per setting value: the PATH and the executables do not change while the daemon runs. */
function cached<K, V>(find: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    if (!seen.has(key)) seen.set(key, find(key));
    return seen.get(key) as V;
  };
}

export function createBrowserToolsExtension(): ExtensionDefinition {
  return defineExtension({
    name: NAME,
    version: '0.1.0',
    description: 'Browser tools: browser_open and browser automation on Chromium (playwright-core), text_browser (lynx, w3m, links), image_gen.',
    dependsOn: ['agent'],
    sections: { browser: browserSection, text_browser: textBrowserSection, image_gen: imageGenSection },
    apply(kernel) {
      const browser = kernel.config<BrowserConfig>('browser');
      const textBrowser = kernel.config<TextBrowserConfig>('text_browser');
      const imageGen = kernel.config<ImageGenConfig>('image_gen');
      const chromiumAt = cached((configured: string | null) => findChromium(configured));
      const terminalBrowser = cached((preferred: string | null) => findTerminalBrowser(preferred));
      const playwright = cached((_: 'playwright-core') => playwrightInstalled());

      kernel.hooks.validateConfig.tap(NAME, (config, report) => {
        const b = browser.of(config);
        for (const p of hostEntryProblems('browser.allowed_private_hosts', b.allowed_private_hosts)) report.add(p.path, p.message);
        for (const p of hostEntryProblems('text_browser.allowed_private_hosts', textBrowser.of(config).allowed_private_hosts)) report.add(p.path, p.message);
        const image = imageGen.of(config);
        const problem = image.enabled ? imageApiProblem(image) : undefined;
        if (problem) report.add('image_gen.api_url', problem);
      });

      const pool = kernel.service({
        point: browserPoolPoint,
        // Nothing starts here: Chromium is launched by the first browser call, so a daemon that never browses never runs it.
        start: () =>
          new ChromiumPool(() => {
            const b = browser();
            const executablePath = chromiumAt(b.native_chrome_path ?? null);
            if (!executablePath) throw new Error('no Chromium executable found (browser.native_chrome_path, /usr/bin/chromium)');
            return { executablePath, headless: b.headed !== true, logger: kernel.logger };
          }),
        close: (p) => p.close(),
      });
      const running = (): ChromiumPool => {
        const p = pool.current();
        if (!p) throw new Error('the browser is not running (the daemon is starting or stopping)');
        return p;
      };

      /** Why the Chromium tools cannot be offered under `b`, or true. */
      const chromiumReady = (b: BrowserConfig): true | string => {
        if (!chromiumAt(b.native_chrome_path ?? null)) return b.native_chrome_path ? `browser.native_chrome_path ${b.native_chrome_path} is not an executable` : 'no Chromium found (install Debian\'s chromium or set browser.native_chrome_path)';
        if (!playwright('playwright-core')) return 'playwright-core is not installed (npm install playwright-core)';
        return true;
      };

      const tools = kernel.use(toolsPoint);
      tools.register({
        ...browserOpenTool(browser, running),
        available: ({ config }) => {
          const b = browser.of(config);
          return b.enabled ? chromiumReady(b) : 'browser.enabled is false';
        },
      });
      tools.register({
        ...browserAutomationTool(browser, running),
        available: ({ config }) => {
          const b = browser.of(config);
          return b.automation_enabled ? chromiumReady(b) : 'browser.automation_enabled is false';
        },
      });
      tools.register({
        ...textBrowserTool(textBrowser, () => terminalBrowser(textBrowser().preferred_browser ?? null)),
        available: ({ config }) => {
          const t = textBrowser.of(config);
          if (!t.enabled) return 'text_browser.enabled is false';
          return terminalBrowser(t.preferred_browser ?? null) ? true : `no terminal browser found on the PATH (${t.preferred_browser ?? 'lynx, w3m or links'})`;
        },
      });
      tools.register({
        ...imageGenTool(imageGen),
        available: ({ config }) => (imageGen.of(config).enabled ? true : 'image_gen.enabled is false'),
      });
    },
  });
}

export default createBrowserToolsExtension();
