// Merges the sections every extension owns into one JSON Schema, and checks a section schema before it is merged.
import { kernelError } from '../errors.js';
import type { JsonSchema } from '../types.js';

export const SECTION_PATH = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;
export const ROOT_TITLE = 'SvcConfig';
/** The owner name of what the kernel itself defines or builds (its sections, the parents nobody claims). */
export const KERNEL_OWNER = 'kernel';

/** One extension's claim on a dotted config path. */
export interface SectionClaim {
  readonly path: string;
  readonly extension: string;
  readonly schema: JsonSchema;
}

/** Parents that no extension owns, built by the merge to hold child sections. */
const groupingNodes = new WeakSet<JsonSchema>();

export function isGroupingNode(node: JsonSchema): boolean {
  return groupingNodes.has(node);
}

/** A parent nobody claims is the kernel's: it built it, and every section names its owner. */
function unownedNode(path: string): JsonSchema {
  const node: JsonSchema = {
    type: 'object',
    description: `Sections under "${path}".`,
    'x-extension': KERNEL_OWNER,
    additionalProperties: false,
    properties: {},
    default: {},
  };
  groupingNodes.add(node);
  return node;
}

/**
 * Builds the merged schema: shallow sections first, each child inserted into its parent's properties; parents
 * nobody owns are built as closed objects. The owned node carries `x-extension`.
 */
export function mergeSections(claims: readonly SectionClaim[]): JsonSchema {
  const root: JsonSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: ROOT_TITLE,
    description: 'The svc configuration file (config.toml), merged from the sections of every loaded extension.',
    type: 'object',
    additionalProperties: false,
    properties: {},
  };
  const owners = new Map<string, string>();
  // Code-unit order, not localeCompare: the merged schema (and so its hash, and which validator is reused) must not
  // depend on the host's locale, and collation would page in ICU data the daemon otherwise never touches.
  const sorted = [...claims].sort((a, b) => a.path.split('.').length - b.path.split('.').length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const claim of sorted) {
    const segments = claim.path.split('.');
    let node = root;
    for (let i = 0; i < segments.length - 1; i++) {
      const seg = segments[i]!;
      const here = segments.slice(0, i + 1).join('.');
      let next: JsonSchema | undefined = node.properties![seg];
      if (!next) {
        next = unownedNode(here);
        node.properties![seg] = next;
      }
      if (!next.properties || next['x-alias-map']) {
        throw kernelError(
          'SVC_ERR_SECTION_CONFLICT',
          `extension "${claim.extension}" claims section "${claim.path}", but "${here}" (owned by "${owners.get(here) ?? 'nobody'}") has no fixed keys to nest it in`,
        );
      }
      node = next;
    }
    const leaf = segments[segments.length - 1]!;
    if (node.properties![leaf]) {
      const parentPath = segments.slice(0, -1).join('.');
      const other = owners.get(claim.path) ?? owners.get(parentPath) ?? 'the kernel';
      throw kernelError(
        'SVC_ERR_SECTION_CONFLICT',
        `section "${claim.path}" is claimed by extension "${claim.extension}" and already defined by extension "${other}"`,
      );
    }
    node.properties![leaf] = { ...structuredClone(claim.schema), 'x-extension': claim.extension };
    owners.set(claim.path, claim.extension);
  }
  return root;
}
