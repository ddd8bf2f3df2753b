// Log lines of a one-shot command for a person at a terminal: `svc: warning: <message>` instead of pino's JSON.
import type { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warning', 50: 'error', 60: 'fatal' };

/** One human line for one pino JSON line: the message, with the error text when there is one; the rest is for `--pretty`. */
export function humanLine(json: string): string {
  let line: { level?: number; msg?: unknown; err?: unknown };
  try {
    line = JSON.parse(json) as typeof line;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[line.level ?? 30] ?? 'info';
  const err = typeof line.err === 'string' ? line.err : typeof (line.err as { message?: unknown })?.message === 'string' ? (line.err as { message: string }).message : '';
  const msg = typeof line.msg === 'string' ? line.msg : '';
  return `svc: ${level === 'info' ? '' : `${level}: `}${[msg, err].filter(Boolean).join(': ')}\n`;
}

/** A pino destination writing human lines to `out` (already scrubbed: pino's streamWrite hook runs first). */
export function humanStream(out: Pick<Writable, 'write'>): { write(line: string): boolean } {
  return { write: (line) => out.write(humanLine(line.trimEnd())) };
}
