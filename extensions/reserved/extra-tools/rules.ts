// Semantic checks of the extra-tools sections that JSON Schema cannot state: loopback-only endpoints, unique MCP server names.
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

/** mcp.servers[].name is unique, since mcp_bundles grant servers by name. */
function checkMcpServerNames(config: ConfigObject, report: ProblemReport): void {
  const servers = table(config.mcp)?.servers;
  if (!Array.isArray(servers)) return;
  const seen = new Map<string, number>();
  servers.forEach((server, i) => {
    const name = table(server)?.name;
    if (typeof name !== 'string') return;
    const first = seen.get(name);
    if (first === undefined) seen.set(name, i);
    else report.add(`mcp.servers[${i}].name`, `"${name}" is already the name of mcp.servers[${first}]; server names must be unique`);
  });
}

export function checkExtraTools(config: ConfigObject, report: ProblemReport): void {
  checkComputerUse(config, report);
  checkMcpServerNames(config, report);
}
