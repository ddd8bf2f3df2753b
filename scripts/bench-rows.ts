// What every benchmark group reports: rows with a measured value, its baseline from the same run, and a verdict.

export interface Row {
  /** The row, in its words. */
  readonly what: string;
  /** The figure as printed (with its unit or ratio). */
  readonly value: string;
  /** The target as printed; absent for an informational row. */
  readonly target?: string;
  readonly met?: boolean;
}

export function row(what: string, value: string, target?: string, met?: boolean): Row {
  return target === undefined ? { what, value } : { what, value, target, met: met ?? false };
}

export const verdict = (r: Row): string => (r.target === undefined ? '' : r.met ? 'met' : 'MISSED');

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function printRows(rows: readonly Row[]): void {
  const w = Math.max(...rows.map((r) => r.what.length));
  const v = Math.max(...rows.map((r) => r.value.length));
  const t = Math.max(...rows.map((r) => (r.target ?? '').length));
  for (const r of rows) console.log(`${r.what.padEnd(w)}  ${r.value.padStart(v)}  ${(r.target ?? '').padEnd(t)}  ${verdict(r)}`);
}
