// The http_request tool. The model is a stranger: the request goes out under lib/net/outbound's rules (every hop checked
// on the address the name resolved to, svc's own listeners and cloud metadata never reached, bounded in size and time);
// a named secret goes only to the hosts it is bound to; every refusal and failure says what happened.
import type { LookupAddress } from 'node:dns';
import type { ProblemReport } from '../../../kernel/index.js';
import { hostEntryMatches, hostPort, parseHostEntry } from '../../../lib/net/host-entries.js';
import { hostEntries, OutboundRefused, outboundRequest } from '../../../lib/net/outbound.js';
import { metadataServiceAt } from '../../../lib/net/targets.js';
import { type ToolDefinition } from '../api.js';
import type { HttpRequestConfig } from '../config.generated.js';

export { domainAllowed, isPrivateAddress } from '../../../lib/net/outbound.js';
export { OutboundFailed as HttpRequestFailed, OutboundRefused as HttpRequestRefused, type OutboundRule as HttpRequestRule } from '../../../lib/net/outbound.js';

/** The [http_request] section, as its schema (extensions/agent/schema.ts) defines it. */
export type HttpRequestSettings = HttpRequestConfig;

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

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

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
    targets: (args) => [String(args.url)],
    handler: async (args, ctx) => {
      const s = settings();
      const secretName = args.secret === undefined ? undefined : String(args.secret);
      const secret = secretName === undefined ? undefined : s.secrets[secretName];
      if (secretName !== undefined && secret === undefined) throw new Error(`no http_request.secrets entry is named ${JSON.stringify(secretName)}`);
      const secretEntries = secretName === undefined ? [] : hostEntries(s.secret_hosts[secretName] ?? []);
      const res = await outboundRequest(
        {
          url: String(args.url),
          method: String(args.method ?? 'GET'),
          headers: (args.headers as Record<string, string>) ?? {},
          ...(args.body === undefined ? {} : { body: String(args.body) }),
          signal: ctx.signal,
          // The secret replaces any Authorization the model wrote, whatever its spelling.
          ...(secret === undefined
            ? {}
            : { prepare: (hop) => ({ ...hop, headers: { ...Object.fromEntries(Object.entries(hop.headers).filter(([k]) => k.toLowerCase() !== 'authorization')), authorization: secret } }) }),
        },
        {
          section: 'http_request',
          allowedDomains: s.allowed_domains,
          allowedPrivateHosts: s.allowed_private_hosts,
          allowPrivateHosts: s.allow_private_hosts,
          maxRedirects: s.max_redirects,
          // A call whose host was checked (security.otp.gated_domains) is not led to another host by a redirect.
          ...(ctx.sameHostRedirects ? { sameHostRedirects: true } : {}),
          timeoutSecs: s.timeout_secs,
          maxResponseSize: s.max_response_size,
          ...(options.resolve ? { resolve: options.resolve } : {}),
          ...(secretName === undefined
            ? {}
            : {
                checkAddress: (host, address, port) =>
                  secretEntries.some((e) => hostEntryMatches(e, host, address, port))
                    ? undefined
                    : new OutboundRefused('secret_hosts', `the secret "${secretName}" is not bound to ${hostPort(host, port)}; http_request.secret_hosts.${secretName} names the hosts it may be sent to`),
              }),
        },
      );
      const shown = ['content-type', 'location', 'content-length'].filter((h) => res.headers[h] !== undefined).map((h) => `${h}: ${res.headers[h]}`);
      return `${res.trail.map((t) => `${t}\n`).join('')}HTTP ${res.status}\n${shown.join('\n')}\n\n${res.body.toString('utf8')}${res.truncated ? `\n[truncated at ${s.max_response_size} bytes: http_request.max_response_size]` : ''}`;
    },
  };
}
