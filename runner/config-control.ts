// The daemon's `config.set` control command: CLI writes go through the running config store, so they apply at once.
import { kernelError } from '../kernel/errors.js';
import type { Session } from './boot.js';
import { nodeAtPath, pathSegments } from '../lib/config/path.js';
import { collectConfigWarnings } from '../lib/config-warnings.js';

export interface ConfigSetRequest {
  /** The config file the CLI means; a daemon running from another file answers `{ configFile }` and writes nothing. */
  readonly file: string;
  /** Dotted path -> value, as `ConfigStore.set` takes them (values already parsed by the CLI against the schema). */
  readonly changes: Readonly<Record<string, unknown>>;
}

/** What the CLI gets back: paths and the daemon's PID, never a value (a secret must not travel back). */
export type ConfigSetAnswer =
  | { readonly applied: true; readonly pid: number; readonly changed: readonly string[]; readonly restart_required: readonly string[]; readonly overridden: Readonly<Record<string, string>>; readonly warnings?: readonly string[] }
  | { readonly applied: false; readonly configFile: string };

function overridingVariable(overrides: ReadonlyMap<string, string>, path: string): string | undefined {
  for (let p = path; p; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    const hit = overrides.get(p);
    if (hit) return hit;
  }
  return undefined;
}

/** Registers `config.set` on the daemon's control socket. */
export function registerConfigControl(session: Session): void {
  session.host.control.register('config.set', async (args): Promise<ConfigSetAnswer> => {
    const request = args as Partial<ConfigSetRequest> | undefined;
    const changes = request?.changes;
    if (typeof request?.file !== 'string' || changes === null || typeof changes !== 'object' || Array.isArray(changes)) {
      throw kernelError('SVC_ERR_CONTROL', 'config.set needs {"file": PATH, "changes": {"<dotted path>": value}}');
    }
    if (request.file !== session.paths.configFile) return { applied: false, configFile: session.paths.configFile };
    const schema = session.schema();
    // The daemon may have loaded other extensions than the CLI: an unknown path is the caller's usage error here too.
    // Paths are TOML dotted keys (`models.openai."gpt-4.1"`), as the CLI and the admin API write them.
    const unknown = Object.keys(changes).filter((p) => !pathSegments(p) || !nodeAtPath(schema, pathSegments(p)!));
    if (unknown.length) throw kernelError('SVC_ERR_USAGE', `unknown config path "${unknown[0]}" (the running daemon has no such path)`);
    // Warnings extensions raise about the change (e.g. paired tokens the first [users.*] locks out): the CLI prints them.
    const { result: change, warnings } = await collectConfigWarnings(() => session.store.set(changes, 'cli'));
    const overrides = session.envOverrides;
    const overridden: Record<string, string> = {};
    for (const path of Object.keys(changes)) {
      const variable = overridingVariable(overrides, path);
      if (variable) overridden[path] = variable;
    }
    return { applied: true, pid: process.pid, changed: change.changed, restart_required: change.restartRequired, overridden, ...(warnings.length ? { warnings } : {}) };
  });
}
