/* DO NOT EDIT: the config sections of the "sandbox" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "sandbox" extension owns, by dotted path.
 */
export interface SandboxSections {
  runtime: RuntimeConfig;
}
/**
 * Where the processes agent tools start run (the shell tool, MCP stdio servers): a sandbox adapter and its limits (docs/guides/security.md).
 */
export interface RuntimeConfig {
  /**
   * "auto": bubblewrap where it works, else docker where a daemon answers, else none (then the shell tool and MCP stdio servers are refused at load); "bubblewrap" or "docker": that adapter or refusal at load; "native": the explicit opt-out, processes run unsandboxed as the daemon's user (svc doctor and svc status say so).
   */
  kind: 'auto' | 'bubblewrap' | 'docker' | 'native';
  /**
   * Names of the daemon's environment variables passed into the sandbox, beside PATH, LANG, LC_ALL, LC_CTYPE, TERM and TZ (HOME is the workspace). SVC_ variables are never passed.
   */
  env_passthrough: string[];
  /**
   * CPU-time limit (RLIMIT_CPU) of each shell command's processes in seconds; null sets none. Long-running servers (MCP) get none.
   */
  cpu_time_limit_secs: number | null;
  /**
   * Processes one sandbox may hold at once (RLIMIT_NPROC in a user namespace; a pids cgroup when the daemon runs as root; --pids-limit with docker).
   */
  max_processes: number;
  /**
   * The bubblewrap sandbox (Linux, Debian package bubblewrap): the spec's container settings that apply without an image.
   */
  bubblewrap: {
    /**
     * Data segment limit (RLIMIT_DATA) of each process in MiB; null sets no limit.
     */
    memory_limit_mb: number | null;
    /**
     * Bind the workspace (the agent's, or an MCP server's directory) read-write at its own path; false leaves no writable directory but a private /tmp.
     */
    mount_workspace: boolean;
    /**
     * "none": a network namespace of its own (loopback only, nothing reachable); "host": the host's network.
     */
    network: 'none' | 'host';
    /**
     * Bind the root file system read-only; false binds it read-write (the config and data directories stay hidden).
     */
    read_only_rootfs: boolean;
  };
  /**
   * The docker adapter: the spec's runtime container settings. Each process runs in its own container (docker run --rm).
   */
  docker: {
    /**
     * CPUs the container may use (--cpus); null sets no limit.
     */
    cpu_limit: number | null;
    /**
     * Container image; it must hold /bin/sh and the commands the tools run.
     */
    image: string;
    /**
     * Memory limit of the container in MiB (--memory); null sets no limit.
     */
    memory_limit_mb: number | null;
    /**
     * Mount the workspace at /workspace (the working directory).
     */
    mount_workspace: boolean;
    /**
     * Container network mode (--network): none, bridge, host or a network name.
     */
    network: string;
    /**
     * Mount the root file system read-only (--read-only), with a private /tmp.
     */
    read_only_rootfs: boolean;
  };
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    runtime: RuntimeConfig;
  }
}
