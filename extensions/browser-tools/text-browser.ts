// The text_browser tool: the page is fetched by this process under [text_browser]'s outbound rules (lib/net/outbound:
// each redirect checked, the connection pinned to the checked address), then a terminal browser found on the PATH (lynx, w3m or
// links) renders the saved HTML with -dump. The terminal browser itself never touches the network.
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { ToolDefinition } from '../agent/api.js';
import type { TextBrowserConfig } from './config.generated.js';
import { outboundRequest, OutboundRefused, type OutboundRules } from '../../lib/net/outbound.js';

export const TERMINAL_BROWSERS = ['lynx', 'w3m', 'links'] as const;
export type TerminalBrowser = (typeof TERMINAL_BROWSERS)[number];
/** Largest page fetched, in bytes. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** Largest rendering read back from the terminal browser, in bytes. */
const MAX_DUMP_BYTES = 4 * 1024 * 1024;

/** How each renders a saved HTML file as plain text, 100 columns wide. */
const DUMP_ARGS: Record<TerminalBrowser, (file: string) => string[]> = {
  lynx: (file) => ['-dump', '-force_html', '-assume_charset=utf-8', '-display_charset=utf-8', '-width=100', file],
  w3m: (file) => ['-dump', '-T', 'text/html', '-I', 'UTF-8', '-O', 'UTF-8', '-cols', '100', file],
  links: (file) => ['-dump', '-width', '100', file],
};

/** The terminal browser to use and its path: `preferred` when set (and found), else the first of lynx, w3m, links found. */
export function findTerminalBrowser(preferred: string | null | undefined, path = process.env.PATH ?? ''): { name: TerminalBrowser; path: string } | undefined {
  const names = preferred ? [preferred as TerminalBrowser] : TERMINAL_BROWSERS;
  for (const name of names) {
    for (const dir of path.split(delimiter).filter(Boolean)) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return { name, path: join(dir, name) };
      } catch {
        // not in this directory
      }
    }
  }
  return undefined;
}

function dump(program: string, args: string[], timeoutMs: number, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      program,
      args,
      { timeout: timeoutMs, maxBuffer: MAX_DUMP_BYTES, signal, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), LANG: 'C.UTF-8', TERM: 'dumb' } },
      (err, stdout) => {
        if (err) reject(new Error(`${program} failed: ${(err as NodeJS.ErrnoException).code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER' ? 'the rendering is too large' : err.killed ? 'it took too long' : err.message.split('\n')[0]}`));
        else resolve(stdout);
      },
    );
  });
}

export function textBrowserTool(settings: () => TextBrowserConfig, found: () => { name: TerminalBrowser; path: string } | undefined): ToolDefinition {
  return {
    name: 'text_browser',
    description: 'Read a web page as plain text, rendered by a terminal browser (no JavaScript); links are listed at the end.',
    reaches: ['network', 'process'],
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: { url: { type: 'string', description: 'http or https URL of the page' } },
    },
    targets: (args) => [String(args.url)],
    handler: async (args, ctx) => {
      const s = settings();
      const browser = found();
      if (!browser) throw new Error(`no terminal browser found on the PATH (${s.preferred_browser ?? TERMINAL_BROWSERS.join(', ')})`);
      const rules: OutboundRules = {
        section: 'text_browser',
        allowedDomains: ['*'],
        allowedPrivateHosts: s.allowed_private_hosts,
        maxRedirects: 5,
        // A call whose host was checked (security.otp.gated_domains) is not led to another host by a redirect.
        ...(ctx.sameHostRedirects ? { sameHostRedirects: true } : {}),
        timeoutSecs: Math.max(1, s.timeout_secs),
        maxResponseSize: MAX_PAGE_BYTES,
      };
      const page = await outboundRequest(
        { url: String(args.url), signal: ctx.signal, headers: { 'user-agent': `svc text_browser (${browser.name})`, accept: 'text/html,text/plain;q=0.9,*/*;q=0.1', 'accept-encoding': 'identity' } },
        rules,
      );
      const timeoutMs = Math.max(1, s.timeout_secs) * 1000;
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ctx.signal]);
      const type = String(page.headers['content-type'] ?? 'text/html').toLowerCase();
      const head = `HTTP ${page.status} ${page.url.href}${page.truncated ? ` [page cut at ${MAX_PAGE_BYTES} bytes]` : ''}\n\n`;
      if (type.startsWith('text/plain')) return head + page.body.toString('utf8');
      if (!/html|xml/.test(type)) throw new Error(`${page.url.host} answered ${type}, which is not a page to read`);
      const dir = await mkdtemp(join(tmpdir(), 'svc-text-browser-'));
      try {
        const file = join(dir, 'page.html');
        // The base makes the listed links absolute: they point at the page, not at the saved file.
        const base = `<base href="${page.url.href.replace(/"/g, '%22').replace(/</g, '%3C')}">`;
        await writeFile(file, Buffer.concat([Buffer.from(base), page.body]));
        return head + (await dump(browser.path, DUMP_ARGS[browser.name](file), timeoutMs, signal));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
