// The kernel's plain data types (config, schema nodes, paths, runtime): a leaf module (but for lib/), so nothing
// imports in a cycle.

export type { JsonSchema } from '../lib/json-schema.js';

/** The directories of CONTRACT §2, absolute. */
export interface Paths {
  readonly configDir: string;
  readonly dataDir: string;
  readonly configFile: string;
}

/** Config as loaded: plain objects, arrays and scalars. The generated SvcConfig type narrows it. */
import type { ConfigObject } from '../lib/config/problem.js';

export type { ConfigObject };

/** What lifecycle taps receive. */
export interface Runtime {
  readonly config: ConfigObject;
  readonly paths: Paths;
  /** Aborted when the shutdown grace period runs out: stop waiting, log what is abandoned. */
  readonly deadline: AbortSignal;
}

/** What `svc extensions` shows of a loaded extension. */
export interface ExtensionInfo {
  readonly name: string;
  readonly version: string;
  readonly source: string;
  readonly dependsOn: readonly string[];
  /** The optional dependencies that are loaded (the others are left out). */
  readonly optionalDependsOn: readonly string[];
  readonly sections: readonly string[];
  readonly hooks: readonly string[];
  /** Ids of the extension points it provides (plainly or scoped). */
  readonly provides: readonly string[];
  /** Ids of the extension points it got from `use`/`tryUse` so far (the kernel's included); a tryUse that found none is not listed. */
  readonly uses: readonly string[];
  readonly applyMs: number;
}

/** One row of `svc config list` and of the admin list route. */
export interface ConfigEntry {
  readonly path: string;
  /** Absent for secrets. */
  readonly value?: unknown;
  readonly type: string;
  readonly default?: unknown;
  readonly is_secret: boolean;
  /** Secrets only: whether a value is set. */
  readonly populated?: boolean;
  readonly is_env_overridden: boolean;
  readonly env_var?: string;
  /** Where the running value comes from: the environment, config.toml, or the schema's default. */
  readonly source?: 'env' | 'file' | 'default';
}
