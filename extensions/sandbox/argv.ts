// The command lines of the adapters, built from the settings alone (no I/O), so tests read exactly what runs.
import { relative, sep } from 'node:path';
import type { RuntimeConfig } from './config.generated.js';

export interface Limits {
  readonly maxProcesses: number;
  /** RLIMIT_CPU in seconds, or null. */
  readonly cpuSecs: number | null;
  /** Memory in MiB, or null. */
  readonly memoryMb: number | null;
}

export interface Placement {
  /** The writable directory, and where the process starts. */
  readonly workspace: string;
  readonly cwd: string;
  /** Directories that must not be visible (the config and data directories). */
  readonly hidden: readonly string[];
  /**
   * Directories bound back read-only where a private mount (/tmp, /run) would hide them: svc's own installation, so
   * that an MCP server it ships, or one beside it, still starts when svc is installed under /tmp.
   */
  readonly readOnly?: readonly string[];
  readonly network: boolean;
  readonly command: string;
  readonly args: readonly string[];
}

/** Whether `path` is `dir` or inside it. */
export const within = (path: string, dir: string): boolean => path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/**
 * `/bin/sh -c` setting the limits, then exec of the command: dash spells the process limit -p, bash -u; a limit that
 * cannot be set stops the process (exit 126) rather than running it unbounded.
 */
export function limitWrapper(limits: Limits, memoryFlag: 'd' | null): string[] {
  const steps = [`{ ulimit -u ${limits.maxProcesses} 2>/dev/null || ulimit -p ${limits.maxProcesses}; } || { echo "svc sandbox: cannot set the process limit" >&2; exit 126; }`];
  if (limits.cpuSecs !== null) steps.push(`ulimit -t ${limits.cpuSecs} || exit 126`);
  if (memoryFlag && limits.memoryMb !== null) steps.push(`ulimit -${memoryFlag} ${limits.memoryMb * 1024} || exit 126`);
  steps.push('exec "$@"');
  return ['/bin/sh', '-c', steps.join('; '), 'svc-sandbox'];
}

/**
 * bwrap's arguments: new pid, ipc, uts and (unless allowed) network namespaces, no capabilities, dies with svc; the root
 * file system bound read-only, a private /dev, /proc, /tmp and /run, the hidden directories covered by empty tmpfs, the
 * workspace bound read-write back into them. Mounts go shortest path first, so a deeper one lands on top.
 */
export function bubblewrapArgs(settings: RuntimeConfig['bubblewrap'], limits: Limits, p: Placement, asRoot: boolean): string[] {
  const args = ['--die-with-parent', '--new-session', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--cap-drop', 'ALL'];
  // Unprivileged, a user namespace of its own also makes RLIMIT_NPROC count this sandbox's processes only.
  if (!asRoot) args.push('--unshare-user');
  if (!p.network) args.push('--unshare-net');
  args.push(settings.read_only_rootfs ? '--ro-bind' : '--bind', '/', '/', '--dev', '/dev', '--proc', '/proc');
  // /run holds the host's Unix sockets (docker, dbus, databases), which a read-only mount does not stop a connect() to.
  const mounts: { path: string; op: string[] }[] = [
    { path: '/tmp', op: ['--tmpfs', '/tmp'] },
    { path: '/run', op: ['--tmpfs', '/run'] },
  ];
  // With the network, name resolution may go through systemd-resolved's stub file (/etc/resolv.conf links there).
  if (p.network) mounts.push({ path: '/run/systemd/resolve', op: ['--ro-bind-try', '/run/systemd/resolve', '/run/systemd/resolve'] });
  // Never a directory that is, or holds, a hidden one (an installation used as its own config directory).
  for (const dir of p.readOnly ?? []) {
    if ((within(dir, '/tmp') || within(dir, '/run')) && !p.hidden.some((h) => within(h, dir))) mounts.push({ path: dir, op: ['--ro-bind', dir, dir] });
  }
  for (const dir of p.hidden) mounts.push({ path: dir, op: ['--tmpfs', dir] });
  if (settings.mount_workspace) mounts.push({ path: p.workspace, op: ['--bind', p.workspace, p.workspace] });
  const depth = (path: string): number => path.split(sep).filter(Boolean).length;
  mounts.sort((a, b) => depth(a.path) - depth(b.path) || (a.op[0] === '--tmpfs' ? -1 : 1) - (b.op[0] === '--tmpfs' ? -1 : 1));
  for (const m of mounts) args.push(...m.op);
  args.push('--chdir', settings.mount_workspace ? p.cwd : '/tmp');
  args.push('--', ...limitWrapper(limits, 'd'), p.command, ...p.args);
  return args;
}

/** Where the workspace appears inside a docker container. */
export const CONTAINER_WORKSPACE = '/workspace';

/**
 * `docker run`'s arguments: a named, removed-on-exit container with an init, no capabilities, no new privileges, the
 * spec's container settings, a pids limit and the daemon's uid (so files in the workspace stay the daemon's). `envNames`
 * are passed by name (-e NAME) so no value shows in the process list; the docker client's own environment holds them.
 */
export function dockerArgs(
  settings: RuntimeConfig['docker'],
  limits: Limits,
  p: Placement,
  o: { readonly name: string; readonly interactive: boolean; readonly envNames: readonly string[]; readonly user: string | null },
): string[] {
  const args = ['run', '--rm', '--name', o.name, '--init', '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges', '--pids-limit', String(limits.maxProcesses)];
  if (o.interactive) args.push('-i');
  args.push('--network', p.network && settings.network === 'none' ? 'bridge' : settings.network);
  if (settings.read_only_rootfs) args.push('--read-only', '--tmpfs', '/tmp');
  if (settings.memory_limit_mb !== null) args.push('--memory', `${settings.memory_limit_mb}m`);
  if (settings.cpu_limit !== null) args.push('--cpus', String(settings.cpu_limit));
  if (limits.cpuSecs !== null) args.push('--ulimit', `cpu=${limits.cpuSecs}:${limits.cpuSecs}`);
  if (o.user) args.push('--user', o.user);
  if (settings.mount_workspace) {
    const rel = relative(p.workspace, p.cwd);
    args.push('--volume', `${p.workspace}:${CONTAINER_WORKSPACE}:rw`, '--workdir', rel ? `${CONTAINER_WORKSPACE}/${rel.split(sep).join('/')}` : CONTAINER_WORKSPACE);
  } else {
    args.push('--workdir', '/tmp');
  }
  for (const name of o.envNames) args.push('--env', name);
  args.push(settings.image, p.command, ...p.args);
  return args;
}
