// JSON helpers every extension may use: RFC 8785 canonical form, and a nesting check that runs before any parse.

/** RFC 8785 JSON Canonicalization: sorted keys (by UTF-16 code units), ECMAScript number and string forms, no spaces. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonical JSON has no form for NaN or Infinity');
    return JSON.stringify(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value as object).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  throw new Error(`canonical JSON has no form for ${typeof value}`);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON text in `bytes` (UTF-8) nests arrays and objects at most `max` deep (`[]` is depth 1). A loop over
 * the bytes, so a hostile `[[[[…` is refused before JSON.parse or any recursive walk could overflow the stack.
 * Brackets inside strings do not count; an escape skips the byte after the backslash, and multi-byte UTF-8 sequences
 * never contain these ASCII bytes. Text that is not JSON may pass; the parser refuses it afterwards.
 */
export function jsonDepthWithin(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i += 1;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > max) return false;
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth -= 1;
  }
  return true;
}
