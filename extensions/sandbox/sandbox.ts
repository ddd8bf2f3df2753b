// The Sandbox served on sandboxPoint: picks the adapter [runtime] selects (probed once), and spawns each process in it
// with the allowlisted environment and the limits; a root daemon's bubblewrap processes get a pids cgroup each.
import { packageRoot } from '../../lib/version.js';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { ConfigObject, Logger, Paths } from '../../kernel/index.js';
import type { AdapterName, Sandbox, SandboxAvailability, SandboxProcess, SpawnRequest } from './api.js';
import { bubblewrapArgs, CONTAINER_WORKSPACE, dockerArgs, within, type Limits, type Placement } from './argv.js';
import { makeGroup, pidsRoot, removeGroup, runsAsRoot } from './cgroup.js';
import type { RuntimeConfig } from './config.generated.js';
import { sandboxEnv } from './env.js';
import { executable, probeBubblewrap, probeDocker, which, type Probe } from './probe.js';

export interface Probes {
  readonly bubblewrap: () => Probe;
  readonly docker: () => Probe;
}

/** Retries of removing a root daemon's pids group after its process exited (its namespace empties within ms). */
const GROUP_REMOVE_TRIES = 20;
const GROUP_REMOVE_EVERY_MS = 50;

/** The probes of this process: each adapter is tried once, whatever the number of validations. */
export function cachedProbes(base: Probes = { bubblewrap: probeBubblewrap, docker: probeDocker }): Probes {
  const memo = (f: () => Probe): (() => Probe) => {
    let r: Probe | undefined;
    return () => (r ??= f());
  };
  return { bubblewrap: memo(base.bubblewrap), docker: memo(base.docker) };
}

/** The adapter a [runtime] selects, and whether it works here. */
export function choose(settings: RuntimeConfig, probes: Probes): SandboxAvailability & { probe?: Probe } {
  const kind = settings.kind;
  if (kind === 'native') return { ok: true, adapter: 'native', detail: 'unsandboxed: processes run as the daemon\'s user (runtime.kind = "native")' };
  if (kind === 'bubblewrap' || kind === 'docker') {
    const probe = probes[kind]();
    return probe.ok ? { ok: true, adapter: kind, detail: probe.detail, probe } : { ok: false, reason: `runtime.kind = "${kind}" but ${probe.detail}` };
  }
  const bwrap = probes.bubblewrap();
  if (bwrap.ok) return { ok: true, adapter: 'bubblewrap', detail: bwrap.detail, probe: bwrap };
  const docker = probes.docker();
  if (docker.ok) return { ok: true, adapter: 'docker', detail: docker.detail, probe: docker };
  return { ok: false, reason: `no sandbox can be had here: ${bwrap.detail}; ${docker.detail}` };
}

/** svc's own installation directory, bound back read-only inside a bubblewrap sandbox when /tmp or /run hides it. */
function installation(): string[] {
  try {
    return [packageRoot()];
  } catch {
    return [];
  }
}

export class SandboxService implements Sandbox {
  constructor(
    private readonly settings: { (): RuntimeConfig; of(config: ConfigObject): RuntimeConfig },
    private readonly paths: Paths,
    private readonly probes: Probes,
    private readonly logger: Logger,
    private readonly hostEnv: Readonly<Record<string, string | undefined>> = process.env,
  ) {}

  availability(config: ConfigObject): SandboxAvailability {
    const { probe: _probe, ...rest } = choose(this.settings.of(config), this.probes);
    return rest;
  }

  /** The config and data directories, which no sandboxed process may see: as written and, through symlinks, where they are. */
  hidden(): string[] {
    const real = (d: string): string => {
      try {
        return realpathSync(d);
      } catch {
        return d;
      }
    };
    return [...new Set([this.paths.configDir, this.paths.dataDir].flatMap((d) => [resolve(d), real(resolve(d))]))];
  }

  spawn(request: SpawnRequest): SandboxProcess {
    const settings = this.settings();
    const chosen = choose(settings, this.probes);
    if (!chosen.ok) throw new Error(`no sandbox to run this in: ${chosen.reason}`);
    const workspace = resolve(request.workspace);
    const cwd = resolve(request.cwd ?? workspace);
    if (!isAbsolute(request.workspace) || !within(cwd, workspace)) throw new Error(`the working directory ${cwd} is not inside the workspace ${workspace}`);
    const hidden = this.hidden();
    const clash = hidden.find((h) => within(h, workspace));
    if (clash && chosen.adapter !== 'native') throw new Error(`the workspace ${workspace} holds ${clash}, which a sandboxed process may not see: give it a directory of its own`);
    const limits: Limits = {
      maxProcesses: settings.max_processes,
      cpuSecs: request.role === 'command' ? settings.cpu_time_limit_secs : null,
      memoryMb: chosen.adapter === 'docker' ? settings.docker.memory_limit_mb : settings.bubblewrap.memory_limit_mb,
    };
    const network = request.network === true || (chosen.adapter === 'bubblewrap' && settings.bubblewrap.network === 'host');
    const placement: Placement = { workspace, cwd, hidden, readOnly: installation(), network, command: request.command, args: request.args };
    const stdio: StdioOptions = [request.stdin ?? 'ignore', 'pipe', 'pipe'];
    // Said here as Node says it: inside bwrap, a missing command would only show as an exit and a line on stderr.
    if (chosen.adapter !== 'docker') this.mustFind(request.command, sandboxEnv(this.hostEnv, settings.env_passthrough, workspace, request.env).PATH!, chosen.adapter === 'native' ? [] : hidden);
    if (chosen.adapter === 'native') {
      const env = sandboxEnv(this.hostEnv, settings.env_passthrough, workspace, request.env);
      return this.track(spawn(request.command, [...request.args], { cwd, env, stdio, detached: true }), request, 'native');
    }
    if (chosen.adapter === 'bubblewrap') return this.bubblewrap(chosen.probe!.path!, settings, limits, placement, request, stdio);
    return this.docker(chosen.probe!.path!, settings, limits, placement, request, stdio);
  }

  private mustFind(command: string, path: string, hidden: readonly string[]): void {
    const found = command.includes('/') ? (executable(command) ? resolve(command) : undefined) : which(command, path);
    if (found && !hidden.some((h) => within(found, h))) return;
    throw Object.assign(new Error(`spawn ${command} ENOENT`), { code: 'ENOENT' });
  }

  private bubblewrap(bwrap: string, settings: RuntimeConfig, limits: Limits, p: Placement, request: SpawnRequest, stdio: StdioOptions): SandboxProcess {
    const asRoot = runsAsRoot();
    const home = settings.bubblewrap.mount_workspace ? p.workspace : '/tmp';
    const env = sandboxEnv(this.hostEnv, settings.env_passthrough, home, request.env);
    const args = bubblewrapArgs(settings.bubblewrap, limits, p, asRoot);
    // As root, RLIMIT_NPROC binds nothing: the process enters its pids group before it execs bwrap.
    const group = asRoot && pidsRoot() ? makeGroup(limits.maxProcesses) : undefined;
    const child = group
      ? spawn('/bin/sh', ['-c', 'echo $$ > "$0/cgroup.procs" || exit 126; exec "$@"', group, bwrap, ...args], { env, stdio, detached: true })
      : spawn(bwrap, args, { env, stdio, detached: true });
    const proc = this.track(child, request, 'bubblewrap');
    if (group) child.once('close', () => this.dropGroup(group, GROUP_REMOVE_TRIES));
    return proc;
  }

  private docker(docker: string, settings: RuntimeConfig, limits: Limits, p: Placement, request: SpawnRequest, stdio: StdioOptions): SandboxProcess {
    const name = `svc-sandbox-${randomBytes(6).toString('hex')}`;
    const inside = sandboxEnv(this.hostEnv, settings.env_passthrough, settings.docker.mount_workspace ? CONTAINER_WORKSPACE : '/tmp', request.env);
    // The image's own PATH applies inside; the client keeps the daemon's, and DOCKER_* settings to find the daemon.
    const { PATH: _path, ...passed } = inside;
    const clientEnv: Record<string, string> = { PATH: this.hostEnv.PATH ?? '/usr/bin:/bin' };
    for (const [k, v] of Object.entries(this.hostEnv)) if (k.startsWith('DOCKER_') && v !== undefined) clientEnv[k] = v;
    const user = typeof process.getuid === 'function' ? `${process.getuid()}:${process.getgid!()}` : null;
    const args = dockerArgs(settings.docker, limits, p, { name, interactive: request.stdin === 'pipe', envNames: Object.keys(passed), user });
    const child = spawn(docker, args, { env: { ...clientEnv, ...passed }, stdio, detached: true });
    const proc = this.track(child, request, 'docker');
    return {
      child,
      kill: (signal) => {
        proc.kill(signal);
        // The container outlives its client: it is killed by name (and removed, --rm).
        const killer = spawn(docker, ['kill', name], { env: clientEnv, stdio: 'ignore', detached: true });
        killer.on('error', () => {});
        killer.unref();
      },
    };
  }

  private track(child: ChildProcess, request: SpawnRequest, adapter: AdapterName): SandboxProcess {
    this.logger.debug({ purpose: request.purpose, adapter, pid: child.pid }, 'sandboxed process started');
    let killed = false;
    return {
      child,
      kill: (signal = 'SIGKILL') => {
        if (killed && signal !== 'SIGKILL') return;
        killed = true;
        if (!child.pid) return;
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      },
    };
  }

  private dropGroup(dir: string, tries: number): void {
    if (removeGroup(dir)) return;
    if (tries <= 1) {
      this.logger.warn({ cgroup: dir }, 'a sandbox pids cgroup could not be removed; it is swept at the next start');
      return;
    }
    setTimeout(() => this.dropGroup(dir, tries - 1), GROUP_REMOVE_EVERY_MS).unref();
  }
}
