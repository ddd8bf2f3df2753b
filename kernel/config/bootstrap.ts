// Bootstrap: where the config and data directories are, from SVC_CONFIG_DIR > SVC_DATA_DIR > SVC_WORKSPACE > $HOME (CONTRACT §2).
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { kernelError } from '../errors.js';
import type { Paths } from '../types.js';

export const BOOTSTRAP_VARS = ['SVC_CONFIG_DIR', 'SVC_DATA_DIR', 'SVC_WORKSPACE'] as const;

export interface Bootstrap {
  readonly paths: Paths;
  /** WARN lines to log once a logger exists (deprecations, shadowed or unknown variables). */
  readonly warnings: readonly { msg: string; variable: string }[];
}

type Env = Readonly<Record<string, string | undefined>>;

function set(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v;
}

export function bootstrap(env: Env): Bootstrap {
  const warnings: { msg: string; variable: string }[] = [];
  const configDirVar = set(env, 'SVC_CONFIG_DIR');
  const dataDirVar = set(env, 'SVC_DATA_DIR');
  const workspaceVar = set(env, 'SVC_WORKSPACE');

  let configDir: string;
  let dataDir: string;
  let winner: string | undefined;
  if (configDirVar) {
    configDir = resolve(configDirVar);
    dataDir = join(configDir, 'data');
    winner = 'SVC_CONFIG_DIR';
  } else if (dataDirVar) {
    configDir = dataDir = resolve(dataDirVar);
    winner = 'SVC_DATA_DIR';
  } else if (workspaceVar) {
    configDir = dataDir = resolve(workspaceVar);
    winner = 'SVC_WORKSPACE';
  } else {
    const home = set(env, 'HOME') ?? homedir();
    if (!home) throw kernelError('SVC_ERR_BOOTSTRAP', 'cannot find a home directory: set HOME or SVC_CONFIG_DIR');
    configDir = join(resolve(home), '.svc');
    dataDir = join(configDir, 'data');
  }

  if (workspaceVar) {
    warnings.push({ variable: 'SVC_WORKSPACE', msg: 'SVC_WORKSPACE is deprecated; use SVC_DATA_DIR' });
  }
  const order = BOOTSTRAP_VARS as readonly string[];
  for (const name of order) {
    if (name !== winner && set(env, name) && winner && order.indexOf(name) > order.indexOf(winner)) {
      warnings.push({ variable: name, msg: `${name} is ignored because ${winner} is set and takes precedence` });
    }
  }
  for (const name of Object.keys(env)) {
    if (!name.startsWith('SVC_') || order.includes(name)) continue;
    const tail = name.slice(4);
    if (/[A-Z]/.test(tail)) {
      warnings.push({ variable: name, msg: `${name} is not a known bootstrap variable and is ignored (overrides use a lowercase tail)` });
    }
  }
  return { paths: { configDir, dataDir, configFile: join(configDir, 'config.toml') }, warnings };
}
