// Which svc an extension was built for and which versions of other extensions it needs (semver ranges), and the keys a
// definition may have: checked when the host is built, before anything applies.
import { createRequire } from 'node:module';
import { kernelError } from './errors.js';
import { closest } from '../lib/config/path.js';
import type { ExtensionDefinition } from './types.js';

/** Every key an extension definition may carry; anything else is most likely a typo (`dependOn`). */
export const DEFINITION_KEYS: readonly string[] = ['name', 'version', 'description', 'svc', 'sections', 'dependsOn', 'optionalDependsOn', 'errors', 'apply'];

/** A `dependsOn` entry: `agent` or `agent@^0.1` (extension names never contain `@`). */
export function parseDependency(entry: string): { readonly name: string; readonly range?: string } {
  const at = entry.indexOf('@');
  return at < 0 ? { name: entry } : { name: entry.slice(0, at), range: entry.slice(at + 1) };
}

type Semver = { satisfies(version: string, range: string, options: object): boolean; validRange(range: string): string | null };
let semver: Semver | undefined;
/** Loaded on first use: most configs have no range to check. */
function lib(): Semver {
  if (!semver) {
    const require = createRequire(import.meta.url);
    semver = { satisfies: require('semver/functions/satisfies'), validRange: require('semver/ranges/valid') };
  }
  return semver;
}

function within(version: string, range: string, what: string): boolean {
  if (lib().validRange(range) === null) throw kernelError('SVC_ERR_EXT_VERSION', `${what} "${range}", which is not a semver range`);
  return lib().satisfies(version, range, { includePrerelease: true });
}

/**
 * Refuses (SVC_ERR_EXT_VERSION, exit 78) an extension whose host range (`svc` in its definition, or `engines.svc` of
 * its package.json as `hostRange`) excludes this svc, and a `dependsOn` range the loaded dependency's version is outside.
 */
export function checkVersions(exts: readonly { readonly definition: ExtensionDefinition; readonly hostRange?: string }[], hostVersion: string): void {
  const versions = new Map(exts.map((e) => [e.definition.name, e.definition.version]));
  for (const { definition, hostRange } of exts) {
    const name = definition.name;
    for (const range of [definition.svc, hostRange]) {
      if (range !== undefined && !within(hostVersion, range, `extension "${name}" declares the svc range`)) {
        throw kernelError('SVC_ERR_EXT_VERSION', `extension "${name}" supports svc ${range}, but this is svc ${hostVersion}`);
      }
    }
    for (const entry of [...(definition.dependsOn ?? []), ...(definition.optionalDependsOn ?? [])]) {
      const { name: dep, range } = parseDependency(entry);
      const found = versions.get(dep);
      if (range === undefined || found === undefined) continue;
      if (!within(found, range, `extension "${name}" asks for "${dep}" in the range`)) {
        throw kernelError('SVC_ERR_EXT_VERSION', `extension "${name}" needs "${dep}" ${range}, but "${dep}" ${found} is loaded`);
      }
    }
  }
}

/** Keys of a definition that no version of svc reads, each with the closest known key when there is one. */
export function unknownDefinitionKeys(definition: object): { readonly key: string; readonly hint?: string }[] {
  return Object.keys(definition)
    .filter((key) => !DEFINITION_KEYS.includes(key))
    .map((key) => {
      const hint = closest(key, DEFINITION_KEYS);
      return hint ? { key, hint } : { key };
    });
}
