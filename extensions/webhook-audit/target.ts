// Where audit events may go: https, or plain http to a loopback collector; never a private or link-local address.
import { isIP } from 'node:net';

/** 10/8, 172.16/12, 192.168/16, 169.254/16 (link-local), 100.64/10 (shared), 0/8; fc00::/7, fe80::/10, ::, mapped ones. */
export function isPrivateAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isPrivateAddress(mapped[1]!);
  // The URL parser writes a mapped IPv4 address in hex (::ffff:a01:203).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isPrivateAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (isIP(a) === 4) {
    const [x, y] = a.split('.').map(Number) as [number, number];
    return x === 10 || x === 0 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 169 && y === 254) || (x === 100 && y >= 64 && y <= 127);
  }
  if (isIP(a) === 6) return a === '::' || /^f[cd]/.test(a) || /^fe[89ab]/.test(a);
  return false;
}

export function isLoopback(host: string): boolean {
  const a = host.toLowerCase().replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return a === 'localhost' || a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}

/** Why `url` may not receive audit events, or undefined when it may. */
export function targetProblem(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `must be an absolute http(s) URL, not ${JSON.stringify(url)}`;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return `must use https (or http to a loopback collector), not ${u.protocol}`;
  if (u.username || u.password) return 'must not carry credentials in the URL';
  if (isPrivateAddress(u.hostname)) return `${u.hostname} is a private or link-local address; audit events go to https endpoints or a loopback collector`;
  if (u.protocol === 'http:' && !isLoopback(u.hostname)) return `plain http is allowed only to a loopback collector (127.0.0.1, ::1, localhost), not ${u.hostname}; use https`;
  return undefined;
}
