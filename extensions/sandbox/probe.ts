// Whether an adapter works on this machine: a real trial (bwrap starting /bin/true in the namespaces svc asks for; the
// docker daemon answering), bounded by a timeout and done once per process, since validation runs often.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { DEFAULT_PATH } from './env.js';

export interface Probe {
  readonly ok: boolean;
  /** ok: what was found (`bubblewrap 0.8.0 at /usr/bin/bwrap`); else why not, in a few words. */
  readonly detail: string;
  /** The executable found (absolute). */
  readonly path?: string;
}

const PROBE_TIMEOUT_MS = 5_000;

/** Whether `file` is an executable file. */
export function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `name` on PATH (absolute), or undefined. */
export function which(name: string, path = process.env.PATH ?? DEFAULT_PATH): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (dir && isAbsolute(dir) && executable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

const firstLine = (text: string): string => text.trim().split('\n')[0]?.slice(0, 200) ?? '';

export function probeBubblewrap(): Probe {
  if (process.platform !== 'linux') return { ok: false, detail: `bubblewrap runs on Linux only (this is ${process.platform})` };
  const bwrap = which('bwrap');
  if (!bwrap) return { ok: false, detail: 'bwrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)' };
  const args = ['--die-with-parent', '--new-session', '--unshare-pid', '--unshare-net', '--cap-drop', 'ALL', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp', '--', '/bin/true'];
  const trial = spawnSync(bwrap, args, { timeout: PROBE_TIMEOUT_MS, encoding: 'utf8', env: { PATH: DEFAULT_PATH } });
  if (trial.error || trial.status !== 0) {
    const why = trial.error ? trial.error.message : firstLine(trial.stderr) || `exit ${trial.status ?? trial.signal}`;
    return { ok: false, detail: `bwrap cannot make a sandbox here (${why}); user namespaces may be switched off (sysctl kernel.unprivileged_userns_clone)`, path: bwrap };
  }
  const version = firstLine(spawnSync(bwrap, ['--version'], { timeout: PROBE_TIMEOUT_MS, encoding: 'utf8' }).stdout ?? '') || 'bubblewrap';
  return { ok: true, detail: `${version} at ${bwrap}`, path: bwrap };
}

export function probeDocker(): Probe {
  const docker = which('docker');
  if (!docker) return { ok: false, detail: 'docker is not installed' };
  const trial = spawnSync(docker, ['version', '--format', '{{.Server.Version}}'], { timeout: PROBE_TIMEOUT_MS, encoding: 'utf8' });
  if (trial.error || trial.status !== 0 || !trial.stdout.trim()) {
    const why = trial.error ? trial.error.message : firstLine(trial.stderr) || `exit ${trial.status ?? trial.signal}`;
    return { ok: false, detail: `the docker daemon does not answer (${why})`, path: docker };
  }
  return { ok: true, detail: `docker ${firstLine(trial.stdout)} at ${docker}`, path: docker };
}
