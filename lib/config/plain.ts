// Parsed config values made safe to use: no key that pollutes prototypes, no pathological depth, plain objects only.
import { dotted, UNSAFE_KEYS } from './path.js';

/** Whether tables or arrays nest deeper than `max`. Iterative, so that it cannot overflow the stack itself. */
export function nestedDeeper(root: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object' || value instanceof Date) continue;
    if (depth > max) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The first key named __proto__, constructor or prototype at any depth of `value`, with its dotted path below `at`. */
export function unsafeKeyIn(value: unknown, at: readonly (string | number)[] = []): { key: string; path: string } | undefined {
  // Iterative: a deeply nested value cannot overflow the stack here.
  const stack: [unknown, readonly (string | number)[]][] = [[value, at]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (node === null || typeof node !== 'object' || node instanceof Date) continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], [...path, i]]);
      continue;
    }
    const keys = Object.keys(node);
    for (const key of keys) if (UNSAFE_KEYS.has(key)) return { key, path: dotted([...path, key]) };
    for (let i = keys.length - 1; i >= 0; i--) stack.push([(node as Record<string, unknown>)[keys[i]!], [...path, keys[i]!]]);
  }
  return undefined;
}

/** Null-prototype tables become ordinary objects built from own keys; dates (TOML's too) become their ISO text. */
export function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plainValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (UNSAFE_KEYS.has(key)) continue;
      out[key] = plainValue((value as Record<string, unknown>)[key]);
    }
    return out;
  }
  return value;
}
