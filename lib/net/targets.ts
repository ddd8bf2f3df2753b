// Where outbound requests to operator-configured URLs may go: the address classes (loopback, private, link-local,
// cloud metadata) and the URL rules every extension that sends to such a URL checks at load and again at connect time.
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

/** Hostnames of cloud instance-metadata services (GCP, AWS, Tencent); compared lower-case without a trailing dot. */
export const METADATA_HOSTNAMES: ReadonlySet<string> = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

/**
 * Addresses of cloud instance-metadata and host services, each with whose it is. Several sit inside 169.254/16 or
 * fe80::/10, which link-local rules cover anyway; they are listed so that no allowlist entry can name them.
 */
export const METADATA_ADDRESSES: ReadonlyMap<string, string> = new Map([
  ['169.254.169.254', 'the instance metadata service of AWS, GCP, Azure, Oracle, OpenStack, DigitalOcean and others'],
  ['169.254.170.2', "AWS ECS's task metadata and credentials endpoint"],
  ['169.254.169.253', "AWS's VPC DNS resolver"],
  ['169.254.169.123', "AWS's time sync service"],
  ['169.254.0.23', "Tencent Cloud's metadata service"],
  ['100.100.100.200', "Alibaba Cloud's metadata service"],
  ['168.63.129.16', "Azure's WireServer"],
  ['192.0.0.192', "Oracle Cloud's legacy metadata service"],
  ['fd00:ec2::254', "AWS's IPv6 metadata service"],
  ['fd00:ec2::253', "AWS's IPv6 VPC DNS resolver"],
  ['fd00:ec2::123', "AWS's IPv6 time sync service"],
  ['fd20:ce::254', "GCP's IPv6 metadata service"],
  ['fe80::a9fe:a9fe', "OpenStack's IPv6 metadata service"],
]);

const METADATA = new BlockList();
for (const address of METADATA_ADDRESSES.keys()) METADATA.addAddress(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Link-local networks (169.254/16 holds most clouds' metadata service) and metadata addresses outside them. */
const LINK_LOCAL_OR_METADATA = new BlockList();
LINK_LOCAL_OR_METADATA.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL_OR_METADATA.addSubnet('fe80::', 10, 'ipv6');
for (const address of METADATA_ADDRESSES.keys()) LINK_LOCAL_OR_METADATA.addAddress(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Private (RFC 1918, shared 100.64/10, ULA fc00::/7), link-local and unspecified (0/8, ::) networks. */
const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/** An address without URL brackets or a zone id, lower-case. */
function bare(address: string): string {
  return address.toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
}

/** The 16-bit groups of an IPv6 literal (a trailing dotted quad becomes two), or undefined when it is none. */
function ipv6Groups(a: string): number[] | undefined {
  if (isIP(a) !== 6) return undefined;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  const text = quad ? `${a.slice(0, quad.index)}${((+quad[1]! << 8) | +quad[2]!).toString(16)}:${((+quad[3]! << 8) | +quad[4]!).toString(16)}` : a;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const h = parse(head);
  const t = parse(tail);
  return tail === undefined ? h : [...h, ...new Array<number>(8 - h.length - t.length).fill(0), ...t];
}

/** A NAT64 prefix (RFC 6052): its first bytes and its length in bits (32, 40, 48, 56, 64 or 96). */
interface Nat64Prefix {
  readonly bytes: readonly number[];
  readonly bits: number;
}

/** The prefix lengths RFC 6052 section 2.2 defines; the IPv4 address sits after the prefix, skipping bits 64 to 71. */
const NAT64_LENGTHS: ReadonlySet<number> = new Set([32, 40, 48, 56, 64, 96]);

/** The network's NAT64 prefixes besides the well-known 64:ff9b::/96 (security.nat64_prefixes), process-wide. */
let nat64Prefixes: readonly Nat64Prefix[] = [];

/** Why `cidr` is not a NAT64 prefix (an IPv6 network of a length RFC 6052 defines), or undefined when it is one. */
export function nat64PrefixProblem(cidr: string): string | undefined {
  const m = /^([^/]+)\/(\d{1,3})$/.exec(cidr.trim());
  if (!m || isIP(m[1]!) !== 6) return `"${cidr}" is not an IPv6 prefix in CIDR form (e.g. 2001:db8:64::/96)`;
  if (!NAT64_LENGTHS.has(Number(m[2]))) return `"${cidr}" has a prefix length RFC 6052 does not define (32, 40, 48, 56, 64 or 96)`;
  return undefined;
}

/**
 * Sets the network's own NAT64 prefixes (validated with nat64PrefixProblem; others are ignored): an address inside one
 * is judged by the IPv4 address it carries, like the well-known prefix. Process-wide, as the network is; the daemon sets
 * it from security.nat64_prefixes at each config load.
 */
export function setNat64Prefixes(cidrs: readonly string[]): void {
  nat64Prefixes = cidrs.flatMap((cidr) => {
    if (nat64PrefixProblem(cidr) !== undefined) return [];
    const [address, bits] = cidr.trim().split('/');
    const g = ipv6Groups(address!.toLowerCase())!;
    const bytes = g.flatMap((x) => [x >> 8, x & 255]).slice(0, Number(bits) / 8);
    return [{ bytes, bits: Number(bits) }];
  }).sort((a, b) => b.bits - a.bits); // the longest prefix decides
}

/** The IPv4 address inside one of the configured NAT64 prefixes, by RFC 6052's layout. */
function nat64Embedded(g: readonly number[]): string | undefined {
  if (!nat64Prefixes.length) return undefined;
  const bytes = g.flatMap((x) => [x >> 8, x & 255]);
  for (const p of nat64Prefixes) {
    if (!p.bytes.every((b, i) => bytes[i] === b)) continue;
    // The four bytes after the prefix, byte 8 (bits 64 to 71, "u") skipped.
    const v4: number[] = [];
    for (let i = p.bits / 8; v4.length < 4 && i < 16; i++) if (i !== 8) v4.push(bytes[i]!);
    return v4.join('.');
  }
  return undefined;
}

/**
 * The IPv4 address an IPv6 literal carries to an IPv4 host: IPv4-mapped (::ffff:a.b.c.d, also in the hex form the URL
 * parser writes, ::ffff:a9fe:a9fe), IPv4-compatible (::a.b.c.d), the NAT64 well-known prefix (64:ff9b::/96) and the
 * network's own NAT64 prefixes (setNat64Prefixes).
 */
export function embeddedIPv4(address: string): string | undefined {
  const g = ipv6Groups(bare(address));
  if (!g) return undefined;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const mapped = zero(0, 5) && g[5] === 0xffff;
  const compatible = zero(0, 6) && (g[6]! !== 0 || g[7]! > 1);
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6);
  if (!mapped && !compatible && !nat64) return nat64Embedded(g);
  return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
}

function inList(list: BlockList, address: string): boolean {
  const a = bare(address);
  const v4 = embeddedIPv4(a);
  if (v4) return list.check(v4, 'ipv4');
  const family = isIP(a);
  return family === 4 ? list.check(a, 'ipv4') : family === 6 ? list.check(a, 'ipv6') : false;
}

/** 10/8, 172.16/12, 192.168/16, 169.254/16, 100.64/10, 0/8; fc00::/7, fe80::/10, ::; IPv6 forms of the IPv4 ones. */
export function isPrivateAddress(address: string): boolean {
  return inList(PRIVATE, address);
}

/** 169.254/16, fe80::/10 (and IPv6 forms of the IPv4 ones), or a known cloud metadata address. */
export function isLinkLocalOrMetadataAddress(address: string): boolean {
  return inList(LINK_LOCAL_OR_METADATA, address);
}

/** Whose metadata or host service `address` is (IPv4 carried in IPv6 included), or undefined when it is none. */
export function metadataServiceAt(address: string): string | undefined {
  if (!inList(METADATA, address)) return undefined;
  const a = bare(address);
  const v4 = embeddedIPv4(a);
  if (v4) return METADATA_ADDRESSES.get(v4);
  const g = ipv6Groups(a);
  // BlockList matched, so an IPv6 spelling of a listed address: compare group by group.
  for (const [listed, whose] of METADATA_ADDRESSES) {
    const l = ipv6Groups(listed);
    if (g && l && g.every((x, i) => x === l[i])) return whose;
  }
  return METADATA_ADDRESSES.get(a) ?? 'a cloud metadata service';
}

/** A metadata-service hostname, or an address that is link-local or a metadata endpoint. */
export function isLinkLocalOrMetadataHost(host: string): boolean {
  const h = bare(host).replace(/\.$/, '');
  return METADATA_HOSTNAMES.has(h) || isLinkLocalOrMetadataAddress(h);
}

/** `localhost`, 127/8, ::1 (and IPv6 forms of 127/8). */
export function isLoopback(host: string): boolean {
  const a = bare(host).replace(/\.$/, '');
  const v4 = embeddedIPv4(a) ?? a;
  return a === 'localhost' || a === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

export interface TargetRules {
  /** What the URL is for, in messages: "audit events", "replies". */
  readonly purpose: string;
  /** Private networks (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) may be reached. Link-local never. */
  readonly allowPrivate: boolean;
  /** Plain http may be used to any host; otherwise to loopback only. */
  readonly allowPlainHttp: boolean;
}

/**
 * Why `url` may not be a target under `rules`, or undefined when it may. Never quotes the URL (it may carry a
 * password); names the host only, which cannot.
 */
export function urlTargetProblem(url: string, rules: TargetRules): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'is not an absolute http(s) URL';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return `must use http or https, not ${u.protocol}`;
  if (isLinkLocalOrMetadataHost(u.hostname)) return `${u.hostname} is a link-local or cloud metadata address; ${rules.purpose} are never sent there`;
  if (!rules.allowPrivate && isPrivateAddress(u.hostname)) return `${u.hostname} is a private or link-local address; ${rules.purpose} go to https endpoints or a loopback collector`;
  if (!rules.allowPlainHttp && u.protocol === 'http:' && !isLoopback(u.hostname)) {
    return `plain http is allowed only to a loopback host (127.0.0.1, ::1, localhost), not ${u.hostname}; use https`;
  }
  return undefined;
}

/**
 * A dns.lookup for http(s) requests that refuses names resolving to an address `refused` names (a reason), so that a
 * public name cannot lead to an address the URL itself could not: what is checked is what the socket connects to.
 */
export function guardedLookup(refused: (address: string) => string | undefined): LookupFunction {
  return (hostname, options, callback) => {
    void import('node:dns').then(({ lookup }) =>
      lookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '', 0);
        const list = addresses as unknown as { address: string; family: number }[];
        for (const { address } of list) {
          const why = refused(address);
          if (why) return callback(Object.assign(new Error(`${hostname} resolves to ${address}: ${why}`), { code: 'EREFUSEDTARGET' }), '', 0);
        }
        if ((options as { all?: boolean }).all) return callback(null, list as never, 0);
        callback(null, list[0]!.address, list[0]!.family);
      }),
    );
  };
}
