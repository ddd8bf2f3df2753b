// JSON helpers every extension may use: RFC 8785 canonical form, and a nesting check that runs before any parse.

/** RFC 8785 JSON Canonicalization: sorted keys (by UTF-16 code units), ECMAScript number and string forms, no spaces. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean') return value === null ? 'null' : value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonical JSON has no form for NaN or Infinity');
    return JSON.stringify(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  if (typeof value === 'object') {
    const keys = sortedKeys(value as object);
    let out = '{';
    for (let i = 0; i < keys.length; i++) out += `${i ? ',' : ''}${JSON.stringify(keys[i])}:${canonicalJson((value as Record<string, unknown>)[keys[i]!])}`;
    return `${out}}`;
  }
  throw new Error(`canonical JSON has no form for ${typeof value}`);
}

/**
 * Own keys in UTF-16 code unit order. Small objects (nearly every request body) are sorted in place by insertion: a
 * profile of POST /sop showed Array.prototype.sort's scratch space as the largest allocation of a request.
 */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      j -= 1;
    }
    keys[j + 1] = k;
  }
  return keys;
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
