// Sections accepted and validated before their feature runs (`x-inert`): an explicit enabled = true warns or is refused.
import type { ConfigProblem } from '../errors.js';
import type { ConfigObject, JsonSchema } from '../types.js';
import { dotted } from './path.js';

export interface InertRule {
  /** Segments from the root; `*` stands for any alias. */
  readonly path: readonly string[];
  readonly mode: 'warn' | 'refuse' | 'refuse-entries';
}

/** Every x-inert node of the schema, alias levels as `*`. */
export function inertRules(schema: JsonSchema): InertRule[] {
  const out: InertRule[] = [];
  const walk = (node: JsonSchema, at: string[]): void => {
    const mode = node['x-inert'];
    if (mode === 'warn' || mode === 'refuse' || mode === 'refuse-entries') out.push({ path: at, mode });
    for (const [k, sub] of Object.entries(node.properties ?? {})) walk(sub, [...at, k]);
    if (node['x-alias-map'] && typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...at, '*']);
  };
  walk(schema, []);
  return out;
}

function expand(node: unknown, path: readonly string[], at: string[], visit: (value: unknown, at: string[]) => void): void {
  if (!path.length) return visit(node, at);
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const [head, ...rest] = path;
  const obj = node as Record<string, unknown>;
  for (const key of head === '*' ? Object.keys(obj) : Object.hasOwn(obj, head!) ? [head!] : []) expand(obj[key], rest, [...at, key], visit);
}

/** Checks the explicit config (file and environment, before defaults) against the rules. */
export function checkInert(rules: readonly InertRule[], explicit: ConfigObject): { problems: ConfigProblem[]; warnings: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const warnings: ConfigProblem[] = [];
  for (const rule of rules) {
    expand(explicit, rule.path, [], (value, at) => {
      if (value === null || typeof value !== 'object') return;
      const table = dotted(at);
      if (rule.mode === 'refuse-entries') {
        for (const alias of Object.keys(value)) {
          problems.push({
            path: dotted([...at, alias]),
            message: `[${dotted([...at, alias])}] is refused: svc accepts and validates [${table}] but does not implement it yet, so this table would promise protection that is not there; remove it`,
          });
        }
        return;
      }
      if ((value as Record<string, unknown>).enabled !== true) return;
      const path = `${table}.enabled`;
      if (rule.mode === 'refuse') {
        problems.push({
          path,
          message: `enabled = true is refused: svc accepts and validates [${table}] but does not implement it yet, so enabling it would promise protection that is not there; remove the line or set enabled = false`,
        });
      } else {
        warnings.push({ path, message: `enabled = true has no effect yet: svc accepts and validates [${table}] but does not run it` });
      }
    });
  }
  return { problems, warnings };
}
