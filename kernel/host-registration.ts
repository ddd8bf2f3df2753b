// Registration: the extensions loaded, put in dependency order, and the config sections they claim.
import { kernelError } from './errors.js';
import { parseDependency } from './compat.js';
import { KERNEL_OWNER, SECTION_PATH, type SectionClaim } from './config/schema.js';
import type { ExtensionDefinition, JsonSchema } from './types.js';

/** A definition and where it came from (`builtin`, a package name or a file path). */
export interface LoadedExtension {
  readonly definition: ExtensionDefinition;
  readonly source: string;
  /** `engines.svc` of the package it came from, when it has one. */
  readonly hostRange?: string;
  /** The file or package directory its code was loaded from (third-party extensions), by which a stack frame names it. */
  readonly location?: string;
}

export { KERNEL_OWNER };

/** Puts extensions in dependency order (stable for independent ones); names both ends of a missing link or a cycle. */
export function orderExtensions(exts: readonly LoadedExtension[]): LoadedExtension[] {
  const byName = new Map<string, LoadedExtension>();
  for (const e of exts) {
    const other = byName.get(e.definition.name);
    if (other) {
      throw kernelError('SVC_ERR_EXT_DUPLICATE', `extension "${e.definition.name}" is loaded twice (from ${other.source} and ${e.source})`);
    }
    byName.set(e.definition.name, e);
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const out: LoadedExtension[] = [];
  const stack: string[] = [];
  const visit = (e: LoadedExtension): void => {
    const name = e.definition.name;
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      const cycle = [...stack.slice(stack.indexOf(name)), name];
      throw kernelError(
        'SVC_ERR_EXT_CYCLE',
        `extensions "${stack[stack.length - 1]}" and "${name}" depend on each other in a cycle: ${cycle.join(' -> ')}`,
      );
    }
    state.set(name, 'visiting');
    stack.push(name);
    for (const entry of e.definition.dependsOn ?? []) {
      const dep = parseDependency(entry).name;
      const target = byName.get(dep);
      if (!target) throw kernelError('SVC_ERR_EXT_DEPENDENCY', `extension "${name}" depends on "${dep}", which is not loaded`);
      visit(target);
    }
    // An optional dependency orders this extension after it when it is loaded, and is no error when it is not.
    for (const entry of e.definition.optionalDependsOn ?? []) {
      const target = byName.get(parseDependency(entry).name);
      if (target) visit(target);
    }
    stack.pop();
    state.set(name, 'done');
    out.push(e);
  };
  for (const e of exts) visit(e);
  return out;
}

/** Every section claim, with path grammar and single ownership checked. */
export function collectClaims(kernelSections: Record<string, JsonSchema>, exts: readonly LoadedExtension[]): SectionClaim[] {
  const claims: SectionClaim[] = [];
  const owner = new Map<string, string>();
  const add = (path: string, extension: string, schema: JsonSchema): void => {
    if (!SECTION_PATH.test(path)) {
      throw kernelError('SVC_ERR_SECTION_SCHEMA', `extension "${extension}" claims section "${path}", which is not a dotted path of [a-z0-9_] segments`);
    }
    const other = owner.get(path);
    if (other) {
      throw kernelError('SVC_ERR_SECTION_CONFLICT', `section "${path}" is claimed by both extension "${other}" and extension "${extension}"`);
    }
    owner.set(path, extension);
    claims.push({ path, extension, schema });
  };
  for (const [path, schema] of Object.entries(kernelSections)) add(path, KERNEL_OWNER, schema);
  for (const e of exts) for (const [path, schema] of Object.entries(e.definition.sections ?? {})) add(path, e.definition.name, schema);
  return claims;
}
