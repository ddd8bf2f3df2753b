// The http_request tool: allowed domains (subdomains match), private and loopback hosts refused unless allowed,
// addresses checked at connect time (no DNS rebinding window), response size cap, timeout, no redirects, no proxy.
import type { LookupAddress } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { embeddedIPv4, timerMs } from '../../../kernel/index.js';
import { type ToolDefinition } from '../api.js';

export interface HttpRequestSettings {
  allow_private_hosts: boolean;
  allowed_domains: string[];
  allowed_private_hosts: string[];
  enabled: boolean;
  max_response_size: number;
  secrets: Record<string, string>;
  timeout_secs: number;
}

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

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

export function httpRequestTool(settings: () => HttpRequestSettings): ToolDefinition {
  return {
    name: 'http_request',
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
        secret: { type: 'string', description: 'Name of a configured http_request.secrets entry, sent as the Authorization header' },
      },
    },
    handler: async (args, ctx) => {
      // Loaded on the first call: most commands never make a request.
      const [{ lookup: dnsLookup }, { request: httpRequest }, { request: httpsRequest }] = await Promise.all([import('node:dns'), import('node:http'), import('node:https')]);
      const s = settings();
      const url = new URL(String(args.url));
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`only http and https URLs are allowed, not ${url.protocol}`);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (!domainAllowed(host, s.allowed_domains)) throw new Error(`${host} is not in http_request.allowed_domains`);
      const privateOk = (h: string, address: string) =>
        s.allow_private_hosts || s.allowed_private_hosts.includes(h) || s.allowed_private_hosts.includes(address);
      const headers: Record<string, string> = { ...((args.headers as Record<string, string>) ?? {}) };
      if (args.secret !== undefined) {
        const value = s.secrets[String(args.secret)];
        if (value === undefined) throw new Error(`no http_request.secrets entry is named ${JSON.stringify(args.secret)}`);
        headers.authorization = value;
      }
      // Every resolved address is checked inside the connection's own lookup, so what is checked is what is used.
      const lookup = (hostname: string, options: object, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void): void => {
        dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
          if (err) return callback(err, '');
          const list = addresses as LookupAddress[];
          const bad = list.find((a) => isPrivateAddress(a.address) && !privateOk(hostname, a.address));
          if (bad) return callback(new Error(`${hostname} resolves to the private address ${bad.address}; allow it in http_request.allowed_private_hosts`), '');
          if ((options as { all?: boolean }).all) callback(null, list);
          else callback(null, list[0]!.address, list[0]!.family);
        });
      };
      if (isIP(host) && isPrivateAddress(host) && !privateOk(host, host)) {
        throw new Error(`${host} is a private or loopback address; allow it in http_request.allowed_private_hosts`);
      }
      const limit = s.max_response_size;
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<string>((resolve, reject) => {
        const req = send(url, { method: String(args.method ?? 'GET'), headers, lookup: lookup as never, agent: false, signal: ctx.signal });
        const timer = setTimeout(() => req.destroy(new Error(`no complete answer within ${s.timeout_secs} s`)), timerMs(s.timeout_secs * 1000));
        req.on('error', (err) => (clearTimeout(timer), reject(err)));
        req.on('response', (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let size = 0;
          let truncated = false;
          res.on('data', (chunk: Buffer) => {
            if (limit > 0 && size + chunk.length > limit) {
              chunks.push(chunk.subarray(0, limit - size));
              size = limit;
              truncated = true;
              res.destroy();
              finish();
              return;
            }
            chunks.push(chunk);
            size += chunk.length;
          });
          let done = false;
          const finish = (): void => {
            if (done) return;
            done = true;
            clearTimeout(timer);
            const shown = ['content-type', 'location', 'content-length'].filter((h) => res.headers[h] !== undefined).map((h) => `${h}: ${res.headers[h]}`);
            const body = Buffer.concat(chunks).toString('utf8');
            resolve(`HTTP ${res.statusCode}\n${shown.join('\n')}\n\n${body}${truncated ? `\n[truncated at ${limit} bytes]` : ''}`);
          };
          res.on('end', finish);
          res.on('error', (err) => (truncated ? finish() : (clearTimeout(timer), reject(err))));
        });
        if (args.body !== undefined) req.write(String(args.body));
        req.end();
      });
    },
  };
}
