// The shape every config check reports a problem in, and the config value it reads.

/** One problem of a config, at a dotted path (`gateway.port`), in words an operator acts on. */
export interface ConfigProblem {
  /** Dotted config path, `""` for the whole file. */
  readonly path: string;
  readonly message: string;
}

/** A config (or one of its tables) as parsed from TOML: plain objects, arrays and scalars. */
export type ConfigObject = Record<string, unknown>;
