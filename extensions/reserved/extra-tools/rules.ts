// Semantic checks of the extra-tools sections that JSON Schema cannot state: loopback-only endpoints.
import type { ConfigObject, ProblemReport } from '../../../kernel/index.js';

type Table = Record<string, unknown>;

const table = (value: unknown): Table | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : undefined;

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** browser.computer_use.endpoint is an http(s) URL, on loopback unless allow_remote_endpoint = true. */
function checkComputerUse(config: ConfigObject, report: ProblemReport): void {
  const cu = table(table(config.browser)?.computer_use);
  if (!cu || typeof cu.endpoint !== 'string') return;
  const path = 'browser.computer_use.endpoint';
  let url: URL;
  try {
    url = new URL(cu.endpoint);
  } catch {
    report.add(path, `must be an http:// or https:// URL (found ${JSON.stringify(cu.endpoint)})`);
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    report.add(path, `must be an http:// or https:// URL (found ${JSON.stringify(cu.endpoint)})`);
    return;
  }
  if (cu.allow_remote_endpoint !== true && !isLoopback(url.hostname)) {
    report.add(
      path,
      `"${url.hostname}" is not a loopback address; use 127.0.0.1, ::1 or localhost, or set browser.computer_use.allow_remote_endpoint = true`,
    );
  }
}

export function checkExtraTools(config: ConfigObject, report: ProblemReport): void {
  checkComputerUse(config, report);
}
