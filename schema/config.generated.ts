/* DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`. */

/**
 * The svc configuration file (config.toml), merged from the sections of every loaded extension.
 */
export interface SvcConfig {
  /**
   * Third-party extensions to load before the schema is merged: npm package names (resolved from the config directory, then from svc) or paths relative to the config directory.
   */
  extensions?: string[];
  /**
   * Format version of this file. Defaults to 1, the only version this svc reads; any other value is refused.
   */
  schema_version?: 1;
  secrets?: SecretsConfig;
}
/**
 * How secret fields (x-secret) are stored in this file.
 */
export interface SecretsConfig {
  /**
   * Store secret fields encrypted (enc2:) with the key in <config dir>/.secret_key.
   */
  encrypt?: boolean;
}
