// The [runtime] section of the sandbox extension: which adapter runs the processes agent tools start, and its limits.
import { s, type JsonSchema } from '../../kernel/index.js';

/** Adapters `runtime.kind` names; `auto` picks bubblewrap where it works, then docker. */
export const KINDS = ['auto', 'bubblewrap', 'docker', 'native'] as const;

const bubblewrap = s.table(undefined, 'The bubblewrap sandbox (Linux, Debian package bubblewrap): the spec\'s container settings that apply without an image.', {
  memory_limit_mb: s.optInt('Data segment limit (RLIMIT_DATA) of each process in MiB; null sets no limit.', { min: 16 }, 512),
  mount_workspace: s.bool(true, 'Bind the workspace (the agent\'s, or an MCP server\'s directory) read-write at its own path; false leaves no writable directory but a private /tmp.'),
  network: s.str('none', '"none": a network namespace of its own (loopback only, nothing reachable); "host": the host\'s network.', { enum: ['none', 'host'] }),
  read_only_rootfs: s.bool(true, 'Bind the root file system read-only; false binds it read-write (the config and data directories stay hidden).'),
});

const docker = s.table(undefined, 'The docker adapter: the spec\'s runtime container settings. Each process runs in its own container (docker run --rm).', {
  cpu_limit: s.optNum('CPUs the container may use (--cpus); null sets no limit.', { exclusiveMin: 0 }, 1.0),
  image: s.str('alpine:3.20', 'Container image; it must hold /bin/sh and the commands the tools run.'),
  memory_limit_mb: s.optInt('Memory limit of the container in MiB (--memory); null sets no limit.', { min: 6 }, 512),
  mount_workspace: s.bool(true, 'Mount the workspace at /workspace (the working directory).'),
  network: s.str('none', 'Container network mode (--network): none, bridge, host or a network name.', { minLength: 1 }),
  read_only_rootfs: s.bool(true, 'Mount the root file system read-only (--read-only), with a private /tmp.'),
});

export const runtimeSection: JsonSchema = s.table('RuntimeConfig', 'Where the processes agent tools start run (the shell tool, MCP stdio servers): a sandbox adapter and its limits (docs/guides/security.md).', {
  kind: s.str('auto', '"auto": bubblewrap where it works, else docker where a daemon answers, else none (then the shell tool and MCP stdio servers are refused at load); "bubblewrap" or "docker": that adapter or refusal at load; "native": the explicit opt-out, processes run unsandboxed as the daemon\'s user (svc doctor and svc status say so).', { enum: [...KINDS] }),
  env_passthrough: s.strList([], 'Names of the daemon\'s environment variables passed into the sandbox, beside PATH, LANG, LC_ALL, LC_CTYPE, TERM and TZ (HOME is the workspace). SVC_ variables are never passed.', { items: { minLength: 1 } }),
  cpu_time_limit_secs: s.optInt('CPU-time limit (RLIMIT_CPU) of each shell command\'s processes in seconds; null sets none. Long-running servers (MCP) get none.', { min: 1 }, 60),
  max_processes: s.int(64, 'Processes one sandbox may hold at once (RLIMIT_NPROC in a user namespace; a pids cgroup when the daemon runs as root; --pids-limit with docker).', { min: 4, max: 4096 }),
  bubblewrap,
  docker,
});
