// defineExtension and createExtensionPoint: the two helpers an extension author needs; both only add types.
import { kernelError } from './errors.js';
import type { ExtensionDefinition, ExtensionPoint } from './types.js';

export const EXTENSION_NAME = /^[a-z0-9][a-z0-9-]*[a-z0-9]$|^[a-z0-9]$/;

/** Types an extension; a third-party extension may export the same plain object without importing svc. */
export function defineExtension<const E extends ExtensionDefinition>(definition: E): E {
  return definition;
}

/** A typed handle for an API one extension offers others (`kernel.provide` / `kernel.use`). */
export function createExtensionPoint<T>(id: string): ExtensionPoint<T> {
  return Object.freeze({ id }) as ExtensionPoint<T>;
}

/** Checks the shape of a loaded default export; `source` names where it came from in the error. */
export function assertExtension(value: unknown, source: string): asserts value is ExtensionDefinition {
  const fail = (why: string): never => {
    throw kernelError('SVC_ERR_EXT_LOAD', `${source} is not an svc extension: ${why}`);
  };
  if (value === null || typeof value !== 'object') fail('its default export is not an object');
  const ext = value as Record<string, unknown>;
  if (typeof ext.name !== 'string' || !EXTENSION_NAME.test(ext.name)) fail('"name" must be a kebab-case string');
  if (typeof ext.version !== 'string' || !ext.version) fail('"version" must be a non-empty string');
  if (typeof ext.apply !== 'function') fail('"apply" must be a function');
  if (ext.svc !== undefined && (typeof ext.svc !== 'string' || !ext.svc.trim())) fail('"svc" must be a semver range string (e.g. "^0.1")');
  for (const key of ['dependsOn', 'optionalDependsOn']) {
    const deps = ext[key];
    if (deps !== undefined && (!Array.isArray(deps) || deps.some((d) => typeof d !== 'string'))) fail(`"${key}" must be an array of extension names`);
  }
  if (ext.sections !== undefined && (ext.sections === null || typeof ext.sections !== 'object' || Array.isArray(ext.sections))) {
    fail('"sections" must be an object of dotted paths to schemas');
  }
}
