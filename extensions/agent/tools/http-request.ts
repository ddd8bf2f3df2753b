// The http_request tool. The model is a stranger: every hop is checked by every rule on the address the name resolved
// to, and the connection goes to that checked address (no DNS rebinding window). svc's own listeners and cloud metadata
// services are never reached; a named secret goes only to the hosts it is bound to; the answer is bounded in size and
// time; every refusal and failure says what happened.
import type { LookupAddress } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { ProblemReport } from '../../../kernel/index.js';
import { embeddedIPv4, timerMs } from '../../../kernel/index.js';
import { hostEntryMatches, hostPort, parseHostEntry, type HostEntry } from '../../../lib/net/host-entries.js';
import { ownListenerAt } from '../../../lib/net/own-listeners.js';
import { isLinkLocalOrMetadataAddress, metadataServiceAt } from '../../../lib/net/targets.js';
import { type ToolDefinition } from '../api.js';
import type { HttpRequestConfig } from '../config.generated.js';

/** The [http_request] section, as its schema (extensions/agent/schema.ts) defines it. */
export type HttpRequestSettings = HttpRequestConfig;

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

/** The rules a refusal names; the guide lists them (docs/guides/security.md). */
export type HttpRequestRule = 'scheme' | 'allowed_domains' | 'own-listener' | 'metadata' | 'link-local' | 'private-address' | 'secret_hosts';

/** A request a rule refused before it was sent; the message names the rule and, where one helps, the setting to change. */
export class HttpRequestRefused extends Error {
  constructor(readonly rule: HttpRequestRule, detail: string) {
    super(`refused by rule ${rule}: ${detail}`);
    this.name = 'HttpRequestRefused';
  }
}

/** A request that was sent (or tried) and failed; the message says how: timeout, DNS, TLS, connection refused, … */
export class HttpRequestFailed extends Error {
  constructor(readonly kind: 'timeout' | 'dns' | 'tls' | 'connection refused' | 'connection reset' | 'unreachable' | 'cancelled' | 'protocol' | 'other', detail: string) {
    super(`${kind === 'other' || kind === 'protocol' ? 'request failed' : kind}: ${detail}`);
    this.name = 'HttpRequestFailed';
  }
}

/** Problems of the section that the schema cannot see: unparsable host entries, secrets bound to no host. */
export function httpRequestProblems(s: Pick<HttpRequestSettings, 'allowed_private_hosts' | 'secret_hosts' | 'secrets'>): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  s.allowed_private_hosts.forEach((text, i) => {
    const e = parseHostEntry(text);
    if (typeof e === 'string') out.push({ path: `http_request.allowed_private_hosts[${i}]`, message: e });
    else if (e.address && metadataServiceAt(e.host)) out.push({ path: `http_request.allowed_private_hosts[${i}]`, message: `${e.host} is ${metadataServiceAt(e.host)}; the tool never reaches it` });
  });
  for (const name of Object.keys(s.secrets)) {
    const hosts = s.secret_hosts[name];
    if (!hosts?.length) {
      out.push({ path: `http_request.secrets.${name}`, message: `the secret "${name}" is bound to no host; name the hosts it may be sent to, e.g. http_request.secret_hosts.${name} = ["api.example.com"]` });
    }
  }
  for (const [name, hosts] of Object.entries(s.secret_hosts)) {
    if (!(name in s.secrets)) out.push({ path: `http_request.secret_hosts.${name}`, message: `binds hosts to "${name}", which http_request.secrets does not define` });
    hosts.forEach((text, i) => {
      const e = parseHostEntry(text);
      if (typeof e === 'string') out.push({ path: `http_request.secret_hosts.${name}[${i}]`, message: e });
    });
  }
  return out;
}

/** The validateConfig tap: the section's problems into the report (exit 78 at load). */
export function checkHttpRequest(section: HttpRequestSettings, report: ProblemReport): void {
  for (const p of httpRequestProblems(section)) report.add(p.path, p.message);
}

/** Parsed entries; entries that do not parse were refused at load and are skipped here. */
function entries(list: readonly string[]): HostEntry[] {
  return list.map(parseHostEntry).filter((e): e is HostEntry => typeof e !== 'string');
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
/** Headers that carry a credential: dropped when a redirect leaves the origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

interface Hop {
  readonly url: URL;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
}

export interface HttpRequestToolOptions {
  /** Every address a name resolves to (default: the system resolver, dns.lookup with all: true); tests pass their own. */
  readonly resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export function httpRequestTool(settings: () => HttpRequestSettings, options: HttpRequestToolOptions = {}): ToolDefinition {
  return {
    name: 'http_request',
    reaches: ['network'],
    description: 'Make an HTTP request to an allowed host and return the status, headers and body (text, size-capped).',
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: {
        url: { type: 'string', description: 'http or https URL' },
        method: { type: 'string', enum: METHODS, description: 'HTTP method (default GET)' },
        headers: { type: 'object', additionalProperties: { type: 'string' }, description: 'Request headers' },
        body: { type: 'string', description: 'Request body' },
        secret: { type: 'string', description: 'Name of a configured http_request.secrets entry, sent as the Authorization header (only to the hosts it is bound to)' },
      },
    },
    handler: async (args, ctx) => {
      // Loaded on the first call: most commands never make a request.
      const [{ lookup: dnsLookup }, { request: httpRequest }, { request: httpsRequest }] = await Promise.all([import('node:dns/promises'), import('node:http'), import('node:https')]);
      const s = settings();
      const privateEntries = entries(s.allowed_private_hosts);
      const secretName = args.secret === undefined ? undefined : String(args.secret);
      const secret = secretName === undefined ? undefined : s.secrets[secretName];
      if (secretName !== undefined && secret === undefined) throw new Error(`no http_request.secrets entry is named ${JSON.stringify(secretName)}`);
      const secretEntries = secretName === undefined ? [] : entries(s.secret_hosts[secretName] ?? []);

      // One deadline for the whole call: DNS, every hop, every byte of the answer.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timerMs(s.timeout_secs * 1000));
      const signal = AbortSignal.any([deadline.signal, ctx.signal]);
      const stopped = (): HttpRequestFailed =>
        deadline.signal.aborted ? new HttpRequestFailed('timeout', `no complete answer within ${s.timeout_secs} s (http_request.timeout_secs)`) : new HttpRequestFailed('cancelled', 'the turn was cancelled');

      /** The addresses `url` may be connected to, every one checked; refuses the hop when any is refused. */
      const resolve = async (url: URL): Promise<LookupAddress[]> => {
        const host = url.hostname.replace(/^\[|\]$/g, '');
        const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
        if (!domainAllowed(host, s.allowed_domains)) throw new HttpRequestRefused('allowed_domains', `${host} is not in http_request.allowed_domains`);
        let addresses: LookupAddress[];
        if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
        else {
          try {
            addresses = await Promise.race([
              options.resolve ? options.resolve(host) : dnsLookup(host, { all: true, verbatim: true }),
              new Promise<never>((_, reject) => {
                if (signal.aborted) reject(stopped());
                signal.addEventListener('abort', () => reject(stopped()), { once: true });
              }),
            ]);
          } catch (err) {
            if (err instanceof HttpRequestFailed) throw err;
            throw new HttpRequestFailed('dns', `${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
          }
          if (!addresses.length) throw new HttpRequestFailed('dns', `${host} resolved to no address`);
        }
        for (const { address } of addresses) {
          const at = address === host ? hostPort(host, port) : `${hostPort(host, port)} (resolved to ${address})`;
          const own = ownListenerAt(address, port);
          if (own) throw new HttpRequestRefused('own-listener', `${at} is svc's own ${own.owner} listener; tools never reach svc's own listeners, whatever the allowlists say`);
          const metadata = metadataServiceAt(address);
          if (metadata) throw new HttpRequestRefused('metadata', `${at} is ${metadata}; tools never reach cloud metadata addresses`);
          const named = privateEntries.some((e) => hostEntryMatches(e, host, address, port));
          if (isLinkLocalOrMetadataAddress(address) && !named) {
            throw new HttpRequestRefused('link-local', `${at} is a link-local address; only an http_request.allowed_private_hosts entry naming it allows it (allow_private_hosts does not)`);
          }
          if (isPrivateAddress(address) && !named && !s.allow_private_hosts) {
            throw new HttpRequestRefused('private-address', `${at} is a private or loopback address; allow it in http_request.allowed_private_hosts (a port may be named: "${hostPort(address, port)}")`);
          }
          if (secretName !== undefined && !secretEntries.some((e) => hostEntryMatches(e, host, address, port))) {
            throw new HttpRequestRefused('secret_hosts', `the secret "${secretName}" is not bound to ${hostPort(host, port)}; http_request.secret_hosts.${secretName} names the hosts it may be sent to`);
          }
        }
        return addresses;
      };

      /** One request to the checked addresses; resolves with the answer (status, headers, bounded body). */
      const send = (hop: Hop, addresses: LookupAddress[]) =>
        new Promise<{ res: IncomingMessage; body: Buffer; truncated: boolean }>((done, fail) => {
          // The socket connects to what was checked: no second lookup. Host and SNI stay the URL's name.
          const pinned = (_host: string, options: { all?: boolean }, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void): void => {
            if (options.all) callback(null, addresses);
            else callback(null, addresses[0]!.address, addresses[0]!.family);
          };
          const request = hop.url.protocol === 'https:' ? httpsRequest : httpRequest;
          const req = request(hop.url, { method: hop.method, headers: hop.headers, lookup: pinned as never, agent: false, signal });
          req.on('error', (err) => fail(signal.aborted ? stopped() : labelled(err, hop.url)));
          req.on('response', (res: IncomingMessage) => {
            const limit = s.max_response_size;
            const chunks: Buffer[] = [];
            let size = 0;
            let finished = false;
            const finish = (truncated: boolean): void => {
              if (finished) return;
              finished = true;
              done({ res, body: Buffer.concat(chunks, size), truncated });
            };
            // Counted per chunk as it arrives, so a chunked answer without content-length is bounded the same.
            res.on('data', (chunk: Buffer) => {
              if (finished) return;
              if (limit > 0 && size + chunk.length > limit) {
                chunks.push(chunk.subarray(0, limit - size));
                size = limit;
                finish(true);
                res.destroy();
                return;
              }
              chunks.push(chunk);
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

      const headers: Record<string, string> = { ...((args.headers as Record<string, string>) ?? {}) };
      let hop: Hop;
      try {
        const url = new URL(String(args.url));
        hop = { url, method: String(args.method ?? 'GET'), headers, body: args.body === undefined ? undefined : String(args.body) };
      } catch {
        clearTimeout(timer);
        throw new HttpRequestRefused('scheme', 'the url is not an absolute http or https URL');
      }
      const trail: string[] = [];
      try {
        for (let redirects = 0; ; redirects++) {
          if (hop.url.protocol !== 'http:' && hop.url.protocol !== 'https:') throw new HttpRequestRefused('scheme', `only http and https URLs are allowed, not ${hop.url.protocol}`);
          const addresses = await resolve(hop.url);
          // The secret replaces any Authorization the model wrote, whatever its spelling.
          const sent = secret === undefined ? hop : { ...hop, headers: { ...Object.fromEntries(Object.entries(hop.headers).filter(([k]) => k.toLowerCase() !== 'authorization')), authorization: secret } };
          const { res, body, truncated } = await send(sent, addresses);
          const status = res.statusCode ?? 0;
          const location = res.headers.location;
          if (status >= 300 && status < 400 && location && redirects < s.max_redirects) {
            let next: URL;
            try {
              next = new URL(location, hop.url);
            } catch {
              throw new HttpRequestFailed('protocol', `HTTP ${status} with a Location that is not a URL`);
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
          const shown = ['content-type', 'location', 'content-length'].filter((h) => res.headers[h] !== undefined).map((h) => `${h}: ${res.headers[h]}`);
          const limit = s.max_response_size;
          return `${trail.map((t) => `${t}\n`).join('')}HTTP ${status}\n${shown.join('\n')}\n\n${body.toString('utf8')}${truncated ? `\n[truncated at ${limit} bytes: http_request.max_response_size]` : ''}`;
        }
      } catch (err) {
        if (trail.length && (err instanceof HttpRequestRefused || err instanceof HttpRequestFailed)) {
          err.message = `after ${trail.join(', ')}: ${err.message}`;
        }
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|HOSTNAME_MISMATCH|ERR_CERT)/;

/** What a socket error means, in words; the URL's host only (a URL may carry a password). */
function labelled(err: Error, url: URL): HttpRequestFailed {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  const at = hostPort(url.hostname, Number(url.port || (url.protocol === 'https:' ? 443 : 80)));
  if (code === 'ECONNREFUSED') return new HttpRequestFailed('connection refused', `nothing accepts connections at ${at}`);
  if (code === 'ECONNRESET' || code === 'EPIPE') return new HttpRequestFailed('connection reset', `${at} closed the connection before a complete answer`);
  if (code === 'ETIMEDOUT') return new HttpRequestFailed('timeout', `connecting to ${at} timed out`);
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') return new HttpRequestFailed('unreachable', `no route to ${at} (${code})`);
  if (TLS_CODE.test(code) || /certificate|TLS|SSL/i.test(err.message)) return new HttpRequestFailed('tls', `${at}: ${err.message}`);
  if (code.startsWith('HPE_')) return new HttpRequestFailed('protocol', `${at} sent an answer that is not valid HTTP (${code})`);
  return new HttpRequestFailed('other', `${at}: ${code ? `${code} ` : ''}${err.message}`);
}
