// Loopback addresses, without the rest of the policy module (kept light for config checks at load).
import { isIP } from 'node:net';

export function isLoopbackAddress(address: string): boolean {
  const a = address.replace(/^::ffff:/i, '');
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}
