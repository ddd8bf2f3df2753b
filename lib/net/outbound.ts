// Requests a model asks for (http_request, web_fetch, web_search, file transfers): every hop is checked by every rule on
// the address the name resolved to, and the socket connects to that checked address (no DNS rebinding window). svc's own
// listeners and cloud metadata services are never reached; private and loopback addresses only when allowed; the answer
// is bounded in size (counted while it streams) and time; every refusal and failure says what happened in words.
import type { LookupAddress } from 'node:dns';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { hostEntryMatches, hostPort, parseHostEntry, type HostEntry } from './host-entries.js';
import { ownListenerAt } from './own-listeners.js';
import { embeddedIPv4, isLinkLocalOrMetadataAddress, metadataServiceAt } from './targets.js';
import { timerMs } from '../time.js';

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/** Loopback, private, link-local, CGNAT, multicast and reserved addresses, IPv4 carried in IPv6 included (mapped in
 * either spelling, compatible, NAT64). */
export function isPrivateAddress(address: string): boolean {
  const v4 = embeddedIPv4(address);
  if (v4) return PRIVATE.check(v4, 'ipv4');
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return true;
}

/** `*` allows any host; `example.com` allows it and its subdomains; an empty list allows none. */
export function domainAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((d) => {
    const domain = d.toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');
    return d === '*' || h === domain || h.endsWith(`.${domain}`);
  });
}

/** The rules a refusal names; the guides list them (docs/guides/security.md, docs/guides/tools.md). */
export type OutboundRule = 'scheme' | 'allowed_domains' | 'blocked_domains' | 'own-listener' | 'metadata' | 'link-local' | 'private-address' | 'secret_hosts' | 'redirect' | 'gated_host';

/** A request a rule refused before it was sent; the message names the rule and, where one helps, the setting to change. */
export class OutboundRefused extends Error {
  constructor(readonly rule: OutboundRule, detail: string) {
    super(`refused by rule ${rule}: ${detail}`);
    this.name = 'OutboundRefused';
  }
}

export type OutboundFailure = 'timeout' | 'dns' | 'tls' | 'connection refused' | 'connection reset' | 'unreachable' | 'cancelled' | 'protocol' | 'too large' | 'other';

/** A request that was sent (or tried) and failed; the message says how: timeout, DNS, TLS, connection refused, … */
export class OutboundFailed extends Error {
  constructor(readonly kind: OutboundFailure, detail: string) {
    super(`${kind === 'other' || kind === 'protocol' ? 'request failed' : kind}: ${detail}`);
    this.name = 'OutboundFailed';
  }
}

/** Host entries that parse; those that do not were refused at load and are skipped here. */
export function hostEntries(list: readonly string[]): HostEntry[] {
  return list.map(parseHostEntry).filter((e): e is HostEntry => typeof e !== 'string');
}

/** Where requests may go, and the bounds of one request. */
export interface OutboundRules {
  /** The config section the settings come from, as messages name them: `http_request`, `web_fetch`. */
  readonly section: string;
  /** Hosts that may be reached (exact or subdomain, `*` any). */
  readonly allowedDomains: readonly string[];
  /** Hosts never reached, whatever allowedDomains says. */
  readonly blockedDomains?: readonly string[];
  /** Private or loopback hosts allowed (`host`, `address`, with an optional `:port`); never svc's own listeners. */
  readonly allowedPrivateHosts: readonly string[];
  /** Every private address allowed (http_request.allow_private_hosts); link-local still needs an entry naming it. */
  readonly allowPrivateHosts?: boolean;
  /** Redirects followed at most; a 3xx beyond is the answer. */
  readonly maxRedirects: number;
  /** A redirect to another host is refused (web tools); otherwise followed, credentials dropped when it leaves the origin. */
  readonly sameHostRedirects?: boolean;
  /** Seconds for the whole request: DNS, every hop, every byte. */
  readonly timeoutSecs: number;
  /** Bytes of the answer kept at most (0: unbounded). */
  readonly maxResponseSize: number;
  /** What an answer over maxResponseSize is: cut with `truncated` (pages), or a failure (downloads). */
  readonly oversize?: 'truncate' | 'fail';
  /** The key of maxResponseSize in the section, as messages name it (default max_response_size). */
  readonly sizeKey?: string;
  /** One more check of every address a hop goes to (a secret bound to hosts): a refusal, or undefined. */
  readonly checkAddress?: (host: string, address: string, port: number) => OutboundRefused | undefined;
  /** Every address a name resolves to (default: the system resolver); tests pass their own. */
  readonly resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface OutboundHop {
  readonly url: URL;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | Buffer | undefined;
}

export interface OutboundRequest {
  readonly url: string;
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** The caller's cancellation (the turn's); the rules' timeout applies besides. */
  readonly signal: AbortSignal;
  /** Gets the answer's bytes as they arrive instead of keeping them (a download into a file); bounded the same. */
  readonly sink?: (chunk: Buffer) => void;
  /** The headers of each hop as they are sent (a secret replacing Authorization). */
  readonly prepare?: (hop: OutboundHop) => OutboundHop;
}

export interface OutboundResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The answer (empty when a sink took it). */
  readonly body: Buffer;
  readonly size: number;
  readonly truncated: boolean;
  /** The URL that answered (after redirects). */
  readonly url: URL;
  /** One line per redirect followed. */
  readonly trail: readonly string[];
}

/** Headers that carry a credential: dropped when a redirect leaves the origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * The rules every address a tool connects to passes, whatever the tool (http_request, web and file tools, the browser's
 * proxy): svc's own listeners and cloud metadata never; link-local only when an allowed_private_hosts entry names it;
 * private and loopback when an entry names it or `allowPrivateHosts`. Throws OutboundRefused naming the rule.
 */
export function checkOutboundAddress(
  host: string,
  address: string,
  port: number,
  rules: { readonly section: string; readonly privateEntries: readonly HostEntry[]; readonly allowPrivateHosts?: boolean },
): void {
  const s = rules.section;
  const at = address === host ? hostPort(host, port) : `${hostPort(host, port)} (resolved to ${address})`;
  const own = ownListenerAt(address, port);
  if (own) throw new OutboundRefused('own-listener', `${at} is svc's own ${own.owner} listener; tools never reach svc's own listeners, whatever the allowlists say`);
  const metadata = metadataServiceAt(address);
  if (metadata) throw new OutboundRefused('metadata', `${at} is ${metadata}; tools never reach cloud metadata addresses`);
  const named = rules.privateEntries.some((e) => hostEntryMatches(e, host, address, port));
  if (isLinkLocalOrMetadataAddress(address) && !named) {
    throw new OutboundRefused('link-local', `${at} is a link-local address; only an ${s}.allowed_private_hosts entry naming it allows it${rules.allowPrivateHosts === undefined ? '' : ' (allow_private_hosts does not)'}`);
  }
  if (isPrivateAddress(address) && !named && !rules.allowPrivateHosts) {
    throw new OutboundRefused('private-address', `${at} is a private or loopback address; allow it in ${s}.allowed_private_hosts (a port may be named: "${hostPort(address, port)}")`);
  }
}

/** Sends `request` under `rules`, following redirects as they allow; rejects with OutboundRefused or OutboundFailed. */
export async function outboundRequest(request: OutboundRequest, rules: OutboundRules): Promise<OutboundResponse> {
  // Loaded on the first call: most commands never make a request.
  const [{ lookup: dnsLookup }, { request: httpRequest }, { request: httpsRequest }] = await Promise.all([import('node:dns/promises'), import('node:http'), import('node:https')]);
  const privateEntries = hostEntries(rules.allowedPrivateHosts);
  const s = rules.section;

  // One deadline for the whole call: DNS, every hop, every byte of the answer.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timerMs(rules.timeoutSecs * 1000));
  const signal = AbortSignal.any([deadline.signal, request.signal]);
  const stopped = (): OutboundFailed =>
    deadline.signal.aborted ? new OutboundFailed('timeout', `no complete answer within ${rules.timeoutSecs} s (${s}.timeout_secs)`) : new OutboundFailed('cancelled', 'the turn was cancelled');

  /** The addresses `url` may be connected to, every one checked; refuses the hop when any is refused. */
  const resolve = async (url: URL): Promise<LookupAddress[]> => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    if (rules.blockedDomains?.length && domainAllowed(host, rules.blockedDomains)) throw new OutboundRefused('blocked_domains', `${host} is in ${s}.blocked_domains`);
    if (!domainAllowed(host, rules.allowedDomains)) throw new OutboundRefused('allowed_domains', `${host} is not in ${s}.allowed_domains`);
    let addresses: LookupAddress[];
    if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
    else {
      try {
        addresses = await Promise.race([
          rules.resolve ? rules.resolve(host) : dnsLookup(host, { all: true, verbatim: true }),
          new Promise<never>((_, reject) => {
            if (signal.aborted) reject(stopped());
            signal.addEventListener('abort', () => reject(stopped()), { once: true });
          }),
        ]);
      } catch (err) {
        if (err instanceof OutboundFailed) throw err;
        throw new OutboundFailed('dns', `${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
      }
      if (!addresses.length) throw new OutboundFailed('dns', `${host} resolved to no address`);
    }
    for (const { address } of addresses) {
      checkOutboundAddress(host, address, port, { section: s, privateEntries, ...(rules.allowPrivateHosts === undefined ? {} : { allowPrivateHosts: rules.allowPrivateHosts }) });
      const refused = rules.checkAddress?.(host, address, port);
      if (refused) throw refused;
    }
    return addresses;
  };

  /** One request to the checked addresses; resolves with the answer (status, headers, bounded body). */
  const send = (hop: OutboundHop, addresses: LookupAddress[], follows: (status: number, location: string | undefined) => boolean) =>
    new Promise<{ res: IncomingMessage; body: Buffer; size: number; truncated: boolean }>((done, fail) => {
      // The socket connects to what was checked: no second lookup. Host and SNI stay the URL's name.
      const pinned = (_host: string, options: { all?: boolean }, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void): void => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      };
      const send = hop.url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(hop.url, { method: hop.method, headers: hop.headers, lookup: pinned as never, agent: false, signal });
      req.on('error', (err) => fail(signal.aborted ? stopped() : labelled(err, hop.url)));
      req.on('response', (res: IncomingMessage) => {
        // A redirect that will be followed: its body is neither kept nor given to a sink.
        if (follows(res.statusCode ?? 0, res.headers.location)) {
          done({ res, body: Buffer.alloc(0), size: 0, truncated: false });
          res.destroy();
          return;
        }
        const limit = rules.maxResponseSize;
        const chunks: Buffer[] = [];
        let size = 0;
        let finished = false;
        const finish = (truncated: boolean): void => {
          if (finished) return;
          finished = true;
          done({ res, body: request.sink ? Buffer.alloc(0) : Buffer.concat(chunks, size), size, truncated });
        };
        const take = (chunk: Buffer): void => {
          if (request.sink) request.sink(chunk);
          else chunks.push(chunk);
        };
        // Counted per chunk as it arrives, so a chunked answer without content-length is bounded the same.
        res.on('data', (chunk: Buffer) => {
          if (finished) return;
          if (limit > 0 && size + chunk.length > limit) {
            res.destroy();
            if (rules.oversize === 'fail') {
              finished = true;
              fail(new OutboundFailed('too large', `the answer is larger than ${limit} bytes (${s}.${rules.sizeKey ?? 'max_response_size'})`));
              return;
            }
            try {
              take(chunk.subarray(0, limit - size));
            } catch (err) {
              finished = true;
              return fail(err as Error);
            }
            size = limit;
            finish(true);
            return;
          }
          try {
            take(chunk);
          } catch (err) {
            finished = true;
            res.destroy();
            return fail(err as Error);
          }
          size += chunk.length;
        });
        res.on('end', () => finish(false));
        res.on('error', (err) => {
          if (!finished) fail(signal.aborted ? stopped() : labelled(err, hop.url));
        });
      });
      if (hop.body !== undefined) req.write(hop.body);
      req.end();
    });

  let hop: OutboundHop;
  try {
    hop = { url: new URL(request.url), method: request.method ?? 'GET', headers: { ...(request.headers ?? {}) }, body: request.body };
  } catch {
    clearTimeout(timer);
    throw new OutboundRefused('scheme', 'the url is not an absolute http or https URL');
  }
  const trail: string[] = [];
  try {
    for (let redirects = 0; ; redirects++) {
      if (hop.url.protocol !== 'http:' && hop.url.protocol !== 'https:') throw new OutboundRefused('scheme', `only http and https URLs are allowed, not ${hop.url.protocol}`);
      const addresses = await resolve(hop.url);
      const sent = request.prepare ? request.prepare(hop) : hop;
      const follows = (status: number, location: string | undefined): boolean => status >= 300 && status < 400 && !!location && redirects < rules.maxRedirects;
      const probe = await send(sent, addresses, follows);
      const { res } = probe;
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (follows(status, location)) {
        let next: URL;
        try {
          next = new URL(location!, hop.url);
        } catch {
          throw new OutboundFailed('protocol', `HTTP ${status} with a Location that is not a URL`);
        }
        if (rules.sameHostRedirects && next.hostname.toLowerCase() !== hop.url.hostname.toLowerCase()) {
          throw new OutboundRefused('redirect', `${hop.url.hostname} redirected (${status}) to another host, ${next.hostname}; ${s} never follows a redirect to another host (fetch that URL itself if it is wanted)`);
        }
        trail.push(`redirected (${status}) to ${next.href}`);
        const sameOrigin = next.origin === hop.url.origin;
        const keepBody = status === 307 || status === 308;
        const nextHeaders = Object.fromEntries(
          Object.entries(hop.headers).filter(([k]) => (sameOrigin || !CREDENTIAL_HEADERS.includes(k.toLowerCase())) && (keepBody || !/^content-/i.test(k))),
        );
        hop = { url: next, method: keepBody || hop.method === 'HEAD' ? hop.method : 'GET', headers: nextHeaders, body: keepBody ? hop.body : undefined };
        continue;
      }
      return { status, headers: res.headers, body: probe.body, size: probe.size, truncated: probe.truncated, url: hop.url, trail };
    }
  } catch (err) {
    if (trail.length && (err instanceof OutboundRefused || err instanceof OutboundFailed)) err.message = `after ${trail.join(', ')}: ${err.message}`;
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|HOSTNAME_MISMATCH|ERR_CERT)/;

/** What a socket error means, in words; the URL's host only (a URL may carry a password). */
function labelled(err: Error, url: URL): OutboundFailed {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  const at = hostPort(url.hostname, Number(url.port || (url.protocol === 'https:' ? 443 : 80)));
  if (code === 'ECONNREFUSED') return new OutboundFailed('connection refused', `nothing accepts connections at ${at}`);
  if (code === 'ECONNRESET' || code === 'EPIPE') return new OutboundFailed('connection reset', `${at} closed the connection before a complete answer`);
  if (code === 'ETIMEDOUT') return new OutboundFailed('timeout', `connecting to ${at} timed out`);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') return new OutboundFailed('unreachable', `no route to ${at} (${code})`);
  if (TLS_CODE.test(code) || /certificate|TLS|SSL/i.test(err.message)) return new OutboundFailed('tls', `${at}: ${err.message}`);
  if (code.startsWith('HPE_')) return new OutboundFailed('protocol', `${at} sent an answer that is not valid HTTP (${code})`);
  return new OutboundFailed('other', `${at}: ${code ? `${code} ` : ''}${err.message}`);
}
