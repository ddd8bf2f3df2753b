// What the config accepts before it runs (`x-inert`): the modes, the paths the schema marks, what a config writes there
// (one WARN lists it) and what it may not write at all (refused, exit 78) because it would promise protection.
import type { ConfigObject, ConfigProblem } from './problem.js';
import type { JsonSchema } from '../json-schema.js';
import { dotted } from './path.js';

/**
 * `warn`: a table or section accepted and validated before its feature runs; every key written there is reported as
 * not running. `refuse`: the same, and `enabled = true` is refused (it would promise protection). `refuse-entries`:
 * any entry or key written is refused. `unused`: a key (or table) inside a running section that has no effect yet;
 * writing it is reported as not running.
 */
export type InertMode = 'warn' | 'refuse' | 'refuse-entries' | 'unused';

export const INERT_MODES: readonly InertMode[] = ['warn', 'refuse', 'refuse-entries', 'unused'];

export interface InertRule {
  /** Segments from the root; `*` stands for any alias. */
  readonly path: readonly string[];
  /** `runs`: a section owned by another extension below an inert table runs on its own (the longest rule wins). */
  readonly mode: InertMode | 'runs';
}

/** Whether a schema node carries an x-inert mark. */
export function inertMarked(node: JsonSchema | undefined): boolean {
  return INERT_MODES.includes(node?.['x-inert'] as InertMode);
}

/** Every x-inert node of the schema, alias levels as `*`, and every running section nested below one. */
export function inertRules(schema: JsonSchema): InertRule[] {
  const out: InertRule[] = [];
  const walk = (node: JsonSchema, at: string[], inside: boolean): void => {
    const mode = node['x-inert'] as InertMode | undefined;
    if (inertMarked(node)) out.push({ path: at, mode: mode! });
    else if (inside && node['x-extension'] !== undefined) out.push({ path: at, mode: 'runs' });
    const below = inertMarked(node) || (inside && node['x-extension'] === undefined);
    for (const [k, sub] of Object.entries(node.properties ?? {})) walk(sub, [...at, k], below);
    if (node['x-alias-map'] && typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...at, '*'], below);
  };
  walk(schema, [], false);
  return out;
}

function matches(rule: readonly string[], path: readonly string[]): boolean {
  return rule.length <= path.length && rule.every((seg, i) => seg === '*' || seg === path[i]);
}

/** The mode that governs a concrete path: the longest rule that covers it, or undefined when it runs. */
export function modeAt(rules: readonly InertRule[], path: readonly string[]): InertMode | undefined {
  let best: InertRule | undefined;
  for (const r of rules) if (matches(r.path, path) && (!best || r.path.length > best.path.length)) best = r;
  return best && best.mode !== 'runs' ? best.mode : undefined;
}

function expand(node: unknown, path: readonly string[], at: string[], visit: (value: unknown, at: string[]) => void): void {
  if (!path.length) return visit(node, at);
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const [head, ...rest] = path;
  const obj = node as Record<string, unknown>;
  for (const key of head === '*' ? Object.keys(obj) : Object.hasOwn(obj, head!) ? [head!] : []) expand(obj[key], rest, [...at, key], visit);
}

/** Every leaf the config writes (a value that is not a table; lists are leaves), as segments. */
function leaves(node: unknown, at: string[], out: string[][]): void {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) leaves(v, [...at, k], out);
  } else out.push(at);
}

export interface InertCheck {
  /** Refused: would promise protection that is not there. */
  readonly problems: ConfigProblem[];
  /** Dotted paths the config writes that have no effect yet (one WARN lists them), sorted. */
  readonly written: string[];
}

/** Checks the explicit config (file and environment, before defaults) against the rules. */
export function checkInert(rules: readonly InertRule[], explicit: ConfigObject): InertCheck {
  const problems: ConfigProblem[] = [];
  for (const rule of rules) {
    if (rule.mode !== 'refuse' && rule.mode !== 'refuse-entries') continue;
    expand(explicit, rule.path, [], (value, at) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      const table = dotted(at);
      if (rule.mode === 'refuse-entries') {
        for (const key of Object.keys(value)) {
          const path = dotted([...at, key]);
          problems.push({
            path,
            message: `is refused: svc accepts and validates [${table}] but does not implement it yet, so anything written there would promise what does not run (a restriction that restricts nothing); remove ${path}`,
          });
        }
        return;
      }
      if ((value as Record<string, unknown>).enabled !== true || modeAt(rules, [...at, 'enabled']) !== 'refuse') return;
      problems.push({
        path: `${table}.enabled`,
        message: `enabled = true is refused: svc accepts and validates [${table}] but does not implement it yet, so enabling it would promise protection that is not there; remove the line or set enabled = false`,
      });
    });
  }
  const all: string[][] = [];
  leaves(explicit, [], all);
  const written = all.filter((p) => p.length && modeAt(rules, p) !== undefined).map(dotted);
  return { problems, written: [...new Set(written)].sort() };
}

/** The one WARN sentence about written keys that do not run yet. */
export function inertWarning(written: readonly string[]): string {
  const n = written.length;
  return `config writes ${n} key${n === 1 ? '' : 's'} that ${n === 1 ? 'does' : 'do'} not run yet (accepted and validated, no effect): ${written.join(', ')}; svc config inert lists every such path`;
}

export interface InertPath {
  /** Dotted, `<alias>` for any alias. */
  readonly path: string;
  readonly mode: InertMode;
  /** The extension that owns the section it lies in. */
  readonly extension: string;
  /** `section` when the path is a whole section, else `key`. */
  readonly kind: 'section' | 'key';
}

/**
 * Every path of the schema that does not run yet, sorted: an inert node is listed once (its keys with it),
 * except one that holds a running section of another extension, whose own keys are listed instead.
 */
export function inertPaths(schema: JsonSchema): InertPath[] {
  const out: InertPath[] = [];
  const holdsRunning = (node: JsonSchema, top: boolean): boolean =>
    (!top && node['x-extension'] !== undefined && !inertMarked(node)) ||
    Object.values(node.properties ?? {}).some((sub) => holdsRunning(sub, false));
  const walk = (node: JsonSchema, at: string[], owner: string, inherited: InertMode | undefined): void => {
    const own = node['x-extension'] as string | undefined;
    const extension = own ?? owner;
    const mode = inertMarked(node) ? (node['x-inert'] as InertMode) : own !== undefined && at.length ? undefined : inherited;
    if (mode && at.length && !holdsRunning(node, true)) {
      out.push({ path: at.join('.'), mode, extension, kind: own !== undefined ? 'section' : 'key' });
      return;
    }
    for (const [k, sub] of Object.entries(node.properties ?? {})) walk(sub, [...at, k], extension, mode);
    if (node['x-alias-map'] && typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...at, '<alias>'], extension, mode);
  };
  walk(schema, [], 'kernel', undefined);
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Whether a concrete written path (dotted) lies at or below an inert path (`<alias>` matching any segment). */
export function covers(inert: string, written: string): boolean {
  const a = inert.split('.');
  const b = written.split('.');
  return a.length <= b.length && a.every((seg, i) => seg === '<alias>' || seg === b[i]);
}

/** Every section (an `x-extension` node) that is marked, or whose extension runs nothing (`inertOwner`), sorted. */
export function inertSections(schema: JsonSchema, inertOwner: (extension: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (node: JsonSchema, at: string[]): void => {
    const owner = node['x-extension'] as string | undefined;
    if (owner !== undefined && at.length && (inertMarked(node) || inertOwner(owner))) out.push(at.join('.'));
    for (const [k, sub] of Object.entries(node.properties ?? {})) walk(sub, [...at, k]);
  };
  walk(schema, []);
  return out.sort();
}
