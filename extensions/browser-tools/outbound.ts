// Where the browser may go, one host and port at a time: the outbound rules of http_request (lib/net/outbound) applied
// to the addresses a name resolves to (svc's own listeners and cloud metadata never, private and loopback addresses
// only when allowed_private_hosts names them, port included). The browser's proxy connects to exactly what was checked.
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { parseHostEntry, type HostEntry } from '../../lib/net/host-entries.js';
import { checkOutboundAddress, domainAllowed, OutboundRefused } from '../../lib/net/outbound.js';
import { metadataServiceAt } from '../../lib/net/targets.js';
import type { HostGuard } from '../agent/api.js';

/** Why `url` was refused, or failed; OutboundRefused names the rule. */
export { OutboundRefused };

export interface BrowserRules {
  /** The section whose keys a refusal names: `browser`, `text_browser`. */
  readonly section: string;
  /** Hosts a navigation may open; undefined: any (the address rules still apply). */
  readonly allowedDomains?: readonly string[];
  /** `allowed_private_hosts` entries ("127.0.0.1:8080", "db.lan", "[::1]"). */
  readonly allowedPrivateHosts: readonly string[];
  /** Every address a name resolves to (default: dns.lookup with all: true); tests pass their own. */
  readonly resolve?: (hostname: string) => Promise<LookupAddress[]>;
  /**
   * Why the call may not reach a host it did not declare (ToolContext.hostRefused: one security.otp gates), asked of
   * every request and connection of its pages, navigations and subresources alike; absent: none refused so.
   */
  readonly hostRefused?: HostGuard;
}

/** Entries that parse; the others were refused at load (see hostEntryProblems). */
const entries = (list: readonly string[]): HostEntry[] => list.map(parseHostEntry).filter((e): e is HostEntry => typeof e !== 'string');

/** Problems of an allowed_private_hosts list, by path, for the validateConfig tap. */
export function hostEntryProblems(path: string, list: readonly string[]): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  list.forEach((text, i) => {
    const e = parseHostEntry(text);
    if (typeof e === 'string') out.push({ path: `${path}[${i}]`, message: e });
    else if (e.address && metadataServiceAt(e.host)) out.push({ path: `${path}[${i}]`, message: `${e.host} is ${metadataServiceAt(e.host)}; the tool never reaches it` });
  });
  return out;
}

/**
 * The checked addresses `url` may be connected to, or an OutboundRefused naming the first rule that refuses it.
 * `navigation` applies allowed_domains (a page's own subresources get the address rules only); `tunnel`: the target of a
 * CONNECT (host and port, whatever scheme runs inside).
 */
export async function checkTarget(url: URL, rules: BrowserRules, navigation = true, tunnel = false): Promise<LookupAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused('scheme', `only http and https URLs are opened, not ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (navigation && rules.allowedDomains && !domainAllowed(host, rules.allowedDomains)) {
    throw new OutboundRefused('allowed_domains', `${host} is not in ${rules.section}.allowed_domains`);
  }
  const gated = rules.hostRefused?.(host);
  if (gated) {
    // Host and origin only: a path or query the page chose may carry a token.
    // A CONNECT tunnel (`tunnel`) names host and port only: https, wss and ws:// all come so, so no scheme is named.
    const where = tunnel ? `the page on ${url.hostname}:${port}` : `${url.origin}/`;
    throw new OutboundRefused('gated_host', `${gated}, and this call did not name it (a link, script or redirect of the page led there); to read it, open ${where} directly with the browser tool, in a call of its own, so the operator can be asked for a one-time password`);
  }
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      const { lookup } = await import('node:dns/promises');
      addresses = await (rules.resolve ? rules.resolve(host) : lookup(host, { all: true, verbatim: true }));
    } catch (err) {
      throw new Error(`dns: ${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    if (!addresses.length) throw new Error(`dns: ${host} resolved to no address`);
  }
  const privateEntries = entries(rules.allowedPrivateHosts);
  for (const { address } of addresses) checkOutboundAddress(host, address, port, { section: rules.section, privateEntries });
  return addresses;
}

