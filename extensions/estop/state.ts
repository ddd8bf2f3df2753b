// The emergency stop's state file: read at start (a file that cannot be read counts as engaged: fail closed), written
// atomically (0600) at each change, so an engaged stop survives a restart.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Paths } from '../../kernel/index.js';
import { writeFileAtomic } from '../../lib/fs/atomic.js';
import type { EstopState } from './api.js';
import type { EstopConfig } from './config.generated.js';

export const RELEASED: EstopState = { engaged: false, reason: null, by: null, engaged_at: null, resumed_at: null };

export function stateFile(c: EstopConfig, paths: Paths): string {
  if (c.state_file === null || c.state_file === '') return join(paths.dataDir, 'state', 'estop.json');
  return isAbsolute(c.state_file) ? c.state_file : resolve(paths.configDir, c.state_file);
}

export function readState(file: string): EstopState {
  if (!existsSync(file)) return RELEASED;
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<EstopState>;
    const str = (x: unknown) => (typeof x === 'string' ? x : null);
    if (typeof v.engaged !== 'boolean') throw new Error('no "engaged" field');
    const state = { engaged: v.engaged, reason: str(v.reason), by: str(v.by), engaged_at: str(v.engaged_at), resumed_at: str(v.resumed_at) };
    return v.engaged && v.otp_required === true ? { ...state, otp_required: true } : state;
  } catch (err) {
    return { engaged: true, reason: `the state file ${file} cannot be read (${(err as Error).message}); fix or remove it, then resume`, by: null, engaged_at: null, resumed_at: null };
  }
}

/**
 * The state a daemon starts with: the configured file's, and the default file's when the configured path is another
 * (an engaged stop is not released by pointing state_file elsewhere, nor by security.estop.enabled = false: both are
 * config edits, and resuming is the one way out).
 */
export function startState(c: EstopConfig, paths: Paths): EstopState {
  const configured = stateFile(c, paths);
  const fallback = stateFile({ ...c, state_file: null }, paths);
  const first = readState(configured);
  if (first.engaged || configured === fallback) return first;
  const other = readState(fallback);
  return other.engaged ? other : first;
}

export function writeState(file: string, state: EstopState): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileAtomic(file, `${JSON.stringify(state, null, 2)}\n`);
}
