// The environment a sandboxed process gets: an allowlist of the daemon's variables, HOME, env_passthrough, then the
// values the operator configured for that process. Nothing else of the daemon's environment (SVC_ overrides, provider
// keys) reaches it.
/** Variables passed when the daemon has them. */
export const BASE_ENV = ['PATH', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TERM', 'TZ'] as const;
export const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** Whether a name may be passed through: never an SVC_ variable (overrides, secrets, bootstrap paths). */
export function passable(name: string): boolean {
  return !/^SVC_/i.test(name) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

export function sandboxEnv(
  host: Readonly<Record<string, string | undefined>>,
  passthrough: readonly string[],
  home: string,
  explicit: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of [...BASE_ENV, ...passthrough]) {
    const value = host[name];
    if (value !== undefined && passable(name)) env[name] = value;
  }
  env.PATH ??= DEFAULT_PATH;
  env.HOME = home;
  return { ...env, ...explicit };
}
