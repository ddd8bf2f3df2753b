// ajv's errors in an operator's words: each error of a config validation as a dotted path and a message.
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../json-schema.js';
import { childSchema, closest, dotted, pointerSegments } from './path.js';
import type { ConfigObject, ConfigProblem } from './problem.js';

/** `scheme://user:password@` in a quoted value: the credentials part is never quoted, whatever the field. */
const URL_CREDENTIALS = /([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s"]*@/gi;

function quote(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value).replace(URL_CREDENTIALS, '$1***@');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** True where an unknown key may be a section of an extension that is not loaded: the root, grouping nodes, and
 * tables that already hold other extensions' sections (such as `channels`). */
function holdsSections(node: JsonSchema | undefined, depth: number, isGroupingNode: (node: JsonSchema) => boolean): boolean {
  if (!node) return false;
  if (depth === 0 || isGroupingNode(node)) return true;
  const own = node['x-extension'];
  return own !== undefined && Object.values(node.properties ?? {}).some((p) => p['x-extension'] !== undefined && p['x-extension'] !== own);
}

/** Whether the instance at `segs` is, or lies under, an x-secret node of `root` (properties, maps and list items). */
function underSecret(root: JsonSchema, segs: readonly (string | number)[]): boolean {
  let node: JsonSchema | undefined = root;
  if (node['x-secret'] === true) return true;
  for (const seg of segs) {
    node = childSchema(node, seg);
    if (!node) return false;
    if (node['x-secret'] === true) return true;
  }
  return false;
}

/**
 * The node holding the failed keyword, found in the live `root` by the error's schema path: the error of a validator
 * made ahead of time carries a copy, and grouping nodes are known by identity. ajv's own reference otherwise.
 */
function parentSchema(e: ErrorObject, root: JsonSchema): JsonSchema | undefined {
  let node: unknown = e.schemaPath.startsWith('#/') ? root : undefined;
  for (const raw of node ? e.schemaPath.split('/').slice(1, -1) : []) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      node = undefined;
      break;
    }
    node = node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) break;
  }
  return node !== null && typeof node === 'object' ? (node as JsonSchema) : undefined;
}

/**
 * Gives each error the value it is about, read from `config` by its instance path. ajv's `verbose` would put it there,
 * at the cost of a quarter of the generated validator's size (every error object would carry its schema and data).
 */
export function attachData(errors: readonly ErrorObject[], config: ConfigObject): void {
  for (const e of errors) {
    let node: unknown = config;
    for (const seg of pointerSegments(e.instancePath)) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
    e.data = node;
  }
}

/**
 * One ajv error as an operator reads it: the dotted path, the closest known key for a typo, the value found (never
 * a secret's, never a URL's credentials). `isGroupingNode` tells the tables the merge built to hold sections.
 */
export function formatError(e: ErrorObject, root: JsonSchema, isGroupingNode: (node: JsonSchema) => boolean): ConfigProblem {
  const segs = pointerSegments(e.instancePath);
  const params = e.params as Record<string, unknown>;
  // A wrong value under a secret path is never quoted: a secret given the wrong type is still a secret.
  const show = underSecret(root, segs) ? () => 'a value that is not shown: the field is secret' : quote;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const parent = parentSchema(e, root);
      const known = Object.keys(parent?.properties ?? {});
      const hint = closest(key, known);
      const where = segs.length ? `in "${dotted(segs)}"` : 'at the top level';
      const owner = holdsSections(parent, segs.length, isGroupingNode) ? ` (no loaded extension owns "${dotted([...segs, key])}")` : '';
      return {
        path: dotted([...segs, key]),
        message: `unknown key "${key}" ${where}${hint ? ` (did you mean "${hint}"?)` : owner}`,
      };
    }
    case 'required':
      return { path: dotted([...segs, String(params.missingProperty)]), message: 'is required' };
    case 'x-alias-map': {
      const parent = dotted(segs.slice(0, -1));
      return {
        path: dotted(segs),
        message: `alias ${JSON.stringify(params.alias)} in "${parent}" breaks the rule "${String(params.rule)}": ${e.message}`,
      };
    }
    case 'type':
      return { path: dotted(segs), message: `must be of type ${[params.type].flat().join(' or ')} (found ${show(e.data)})` };
    case 'enum':
      return {
        path: dotted(segs),
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (found ${show(e.data)})`,
      };
    default:
      return { path: dotted(segs), message: `${e.message ?? 'is invalid'} (found ${show(e.data)})` };
  }
}
