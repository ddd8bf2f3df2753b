// What the config store and the file editor need of the session that owns the running config (an interface, so
// that neither imports the session: boot.ts builds both).
import type { ConfigProblem } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/logger.js';
import type { ConfigObject, JsonSchema, Paths } from '../../kernel/model.js';
import type { ConfigChange } from '../../kernel/types.js';

export interface ConfigSession {
  readonly paths: Paths;
  /** The kernel's logger (audit lines of config changes). */
  readonly log: Logger;
  /** SHA-256 hex of the config.toml bytes the running config was loaded from. */
  readonly fileHash: string;
  /** config.toml as read: no environment, no defaults, secrets as stored. */
  readonly fileConfig: ConfigObject;
  /** Dotted path -> the SVC_ variable that set it, for the running config. */
  readonly envOverrides: ReadonlyMap<string, string>;
  schema(): JsonSchema;
  /** The running config. */
  config(): ConfigObject;
  /** Paths whose running value differs from the one the process started with and that apply only after a restart. */
  pendingRestart(): readonly string[];
  /** Validates a candidate file content (as parsed) with this process's environment, without keeping it. */
  check(raw: ConfigObject, options?: { quiet?: boolean }): { config: ConfigObject; overrides: ReadonlyMap<string, string> };
  /** The problems of a candidate file on its own, as if no SVC_ variable were set (what the file says, not what runs). */
  problemsWithoutEnv(raw: ConfigObject): readonly ConfigProblem[];
  /** Makes a config that was just written and validated the running one. */
  adopt(text: string, config: ConfigObject, overrides: ReadonlyMap<string, string>, by: string): ConfigChange;
  /** Re-reads config.toml; throws (the running config stays) when it does not validate. */
  reload(by: string): ConfigChange;
}
