// The forms security.otp.gated_domains accepts. A URL's host reaches the gate lower case and in ASCII (an
// internationalised name as punycode, `xn--…`), so an entry is compared in that form: `example.com` (it and its
// subdomains) or `*.example.com` (subdomains only). An entry that could never match a URL's host (a scheme, a port, a
// path, a leading dot, `*` anywhere but a leading `*.`, an empty label) is refused at load with the form to write,
// rather than letting the traffic it names through unasked.
import { domainToASCII } from 'node:url';

/** A label as it appears in a URL host (letters, digits, hyphen, underscore; at most 63 characters). */
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/**
 * The ASCII form `entry` is compared in: trimmed, lower case, an internationalised name as punycode, without a final
 * dot; `*.` kept. `problem` says why the entry can never match a host (then `domain` is absent).
 */
export function normaliseDomain(entry: string): { readonly domain: string } | { readonly problem: string } {
  const raw = entry.trim();
  if (!raw) return { problem: 'is empty' };
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(raw);
  if (scheme || /[/:?#@\\[\]\s]/.test(raw)) {
    const host = hostOf(raw);
    return { problem: `is not a host name (no scheme, port, path or user): ${host ? `write ${JSON.stringify(host)}` : 'write the host alone, e.g. "example.com"'}` };
  }
  const wild = raw.startsWith('*.');
  const name = wild ? raw.slice(2) : raw;
  if (name.includes('*')) return { problem: 'has a * that is not a leading "*.": write "example.com" (it and its subdomains) or "*.example.com" (subdomains only)' };
  if (name.startsWith('.')) return { problem: `starts with a dot: write ${JSON.stringify(`${wild ? '*.' : ''}${name.replace(/^\.+/, '')}`)} (it and its subdomains) or ${JSON.stringify(`*.${name.replace(/^\.+/, '')}`)} (subdomains only)` };
  const ascii = domainToASCII(name.replace(/\.$/, ''));
  if (!ascii) return { problem: 'is not a valid domain name' };
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.some((l) => !LABEL.test(l))) return { problem: 'is not a valid domain name (empty label, or a character a host name cannot hold)' };
  return { domain: `${wild ? '*.' : ''}${ascii}` };
}

/** The host of `raw` when it is a URL or `host:port/path` (for the message), else undefined. */
function hostOf(raw: string): string | undefined {
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`).hostname;
    return host && !host.startsWith('[') ? host : undefined;
  } catch {
    return undefined;
  }
}

/** gated_domains as the gate should compare them (normaliseDomain; entries it refuses left out: load refuses them). */
export function gatedDomainList(entries: readonly string[]): string[] {
  return entries.flatMap((e) => {
    const n = normaliseDomain(e);
    return 'domain' in n ? [n.domain] : [];
  });
}

/**
 * The config problems of gated_domains, at `path`: an entry that can never match a host, and (while the gate compares
 * entries as written, lower-cased and trimmed) one whose ASCII form differs otherwise (an internationalised name, a final
 * dot), with that form to write.
 */
export function gatedDomainProblems(entries: readonly string[], path = 'security.otp.gated_domains'): [path: string, message: string][] {
  const out: [string, string][] = [];
  entries.forEach((entry, i) => {
    const n = normaliseDomain(entry);
    if ('problem' in n) out.push([`${path}.${i}`, `${JSON.stringify(entry)} ${n.problem}`]);
    else if (n.domain !== entry.trim().toLowerCase()) out.push([`${path}.${i}`, `${JSON.stringify(entry)} is compared with URL hosts in its ASCII form: write ${JSON.stringify(n.domain)}`]);
  });
  return out;
}
