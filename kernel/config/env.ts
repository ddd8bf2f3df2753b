// Environment overrides (CONTRACT §3): SVC_<path with . as __> resolved against the merged schema (lib/config/env-names.ts),
// coerced by schema type, applied to the in-memory config only.
import type { ConfigProblem } from '../errors.js';
import type { ConfigObject, JsonSchema } from '../types.js';
import { resolveEnvName, type Resolved } from '../../lib/config/env-names.js';
import { unsafeKeyIn } from '../../lib/config/plain.js';
import { parseValue } from '../../lib/config/values.js';

export const ENV_PREFIX = 'SVC_';
const OVERRIDE_TAIL = /^[a-z0-9_]+$/;

export interface EnvResult {
  /** Dotted path -> variable, for every path the environment set (leaves under an object value included). */
  readonly overrides: Map<string, string>;
  /** Variables that set secret paths, for one WARN each. */
  readonly secrets: { variable: string; path: string }[];
  readonly problems: ConfigProblem[];
}

function setAt(config: ConfigObject, path: readonly string[], value: unknown): void {
  let node: Record<string, unknown> = config;
  for (const seg of path.slice(0, -1)) {
    const next = node[seg];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[seg] = {};
    node = node[seg] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function leafPaths(value: unknown, at: string, out: string[]): void {
  out.push(at);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leafPaths(v, `${at}.${k}`, out);
  }
}

/** The override variables of an environment: SVC_ and a non-empty all-lowercase tail. */
export function overrideVariables(env: Readonly<Record<string, string | undefined>>): [name: string, value: string][] {
  const out: [string, string][] = [];
  for (const name in env) {
    const value = env[name];
    if (value !== undefined && name.startsWith(ENV_PREFIX) && OVERRIDE_TAIL.test(name.slice(ENV_PREFIX.length))) out.push([name, value]);
  }
  return out;
}

/** Applies every override variable to `config` (in place); problems name the variable, the path and what was expected. */
export function applyEnv(schema: JsonSchema, env: Readonly<Record<string, string | undefined>>, config: ConfigObject): EnvResult {
  const overrides = new Map<string, string>();
  const secrets: { variable: string; path: string }[] = [];
  const problems: ConfigProblem[] = [];
  const resolved: { name: string; raw: string; target: Resolved }[] = [];
  for (const [name, raw] of overrideVariables(env)) {
    const r = resolveEnvName(schema, name.slice(ENV_PREFIX.length));
    if (!r.ok) {
      const hint = r.suggestion ? ` (did you mean ${ENV_PREFIX}${r.suggestion}?)` : '';
      problems.push({ path: '', message: `${name} did not resolve to a schema path: ${r.reason}${hint}` });
      continue;
    }
    resolved.push({ name, raw, target: r.target });
  }
  // Shallow paths first, so that SVC_gateway__port refines a JSON SVC_gateway: buckets by depth, no sort.
  const byDepth: (typeof resolved)[] = [];
  for (const r of resolved) (byDepth[r.target.path.length] ??= []).push(r);
  for (const { name, raw, target } of byDepth.flatMap((bucket) => bucket ?? [])) {
    // Resolved segments are [a-z0-9_] (or keys of open tables), so a plain join is the dotted path.
    const path = target.path.join('.');
    const parsed = parseValue(raw, target.node);
    if (!parsed.ok) {
      // A secret's value is never quoted, not even a wrong one.
      const got = target.secret ? 'a value that does not fit (a secret is never shown)' : JSON.stringify(raw.length > 40 ? `${raw.slice(0, 37)}...` : raw);
      problems.push({ path, message: `${name}: expected ${parsed.expected} for ${path}, got ${got}` });
      continue;
    }
    // JSON.parse keeps "__proto__" as an own key; the file refuses these keys (SVC_ERR_CONFIG_UNSAFE_KEY), so does the environment.
    const unsafe = unsafeKeyIn(parsed.value, target.path);
    if (unsafe) {
      problems.push({ path, message: `${name}: the key "${unsafe.key}" at ${unsafe.path} is not allowed (__proto__, constructor and prototype are never valid keys)` });
      continue;
    }
    setAt(config, target.path, parsed.value);
    if (parsed.value !== null && typeof parsed.value === 'object' && !Array.isArray(parsed.value)) {
      const leaves: string[] = [];
      leafPaths(parsed.value, path, leaves);
      for (const leaf of leaves) overrides.set(leaf, name);
    } else overrides.set(path, name);
    if (target.secret) secrets.push({ variable: name, path });
  }
  problems.sort((a, b) => (a.message < b.message ? -1 : 1));
  return { overrides, secrets, problems };
}

/** The SVC_ variable that set the dotted `path` or one of its parents (a JSON value sets a whole table), if any. */
export function overrideOf(overrides: ReadonlyMap<string, string>, path: string | readonly string[]): string | undefined {
  for (let p = typeof path === 'string' ? path : path.join('.'); p; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    const hit = overrides.get(p);
    if (hit) return hit;
  }
  return undefined;
}
