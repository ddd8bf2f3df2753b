// The sandbox extension's public API: the point through which every extension that starts a process for the model
// (the shell tool, MCP stdio servers) spawns it, in the adapter [runtime] selects. Reach it with
// `kernel.tryUse(sandboxPoint)` and `optionalDependsOn: ['sandbox']`; without it, such a tool is not offered.
import type { ChildProcess } from 'node:child_process';
import { createExtensionPoint, type ConfigObject } from '../../kernel/index.js';

export type { RuntimeConfig } from './config.generated.js';

/** The adapter that runs processes: a sandbox, or `native` (the explicit opt-out: unsandboxed). */
export type AdapterName = 'bubblewrap' | 'docker' | 'native';

export interface SpawnRequest {
  /** Executable, looked up on PATH inside the sandbox when not absolute. */
  readonly command: string;
  readonly args: readonly string[];
  /**
   * The one writable directory (absolute): bound read-write when the adapter's `mount_workspace` is true, and HOME.
   * Must not be the config or data directory itself or hold them (they are hidden).
   */
  readonly workspace: string;
  /** Working directory (absolute; inside `workspace`); default: the workspace. */
  readonly cwd?: string;
  /** Values the operator configured for this process (an MCP server's `env`), set after the allowlist. */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * `command`: a command that ends (the shell tool): the CPU-time limit applies. `server`: a long-running process
   * (an MCP server): no CPU-time limit.
   */
  readonly role: 'command' | 'server';
  /** The network even when the adapter's `network` is none (an MCP server the operator allowed it). Default false. */
  readonly network?: boolean;
  /** stdin: `pipe` (an MCP server) or `ignore` (default). stdout and stderr are always pipes. */
  readonly stdin?: 'pipe' | 'ignore';
  /** Names the process in logs (`shell`, `mcp:github`). */
  readonly purpose: string;
}

/** A process started in the sandbox. */
export interface SandboxProcess {
  /** The child (its own process group); for bubblewrap, bwrap itself: when it dies, everything inside dies. */
  readonly child: ChildProcess;
  /** Kills everything the process started (the process group; the container for docker). Safe to call twice. */
  kill(signal?: NodeJS.Signals): void;
}

/** Whether a sandbox can be had for a config, and which. */
export type SandboxAvailability =
  | { readonly ok: true; readonly adapter: AdapterName; readonly detail: string }
  | { readonly ok: false; readonly reason: string };

export interface Sandbox {
  /**
   * The adapter `config` selects and whether it works on this machine (probed once per process and adapter, bounded):
   * a tool that starts processes refuses itself at load when this is not ok.
   */
  availability(config: ConfigObject): SandboxAvailability;
  /** Starts a process in the adapter of the running config; throws (a message for the model) when none can be had. */
  spawn(request: SpawnRequest): SandboxProcess;
}

export const sandboxPoint = createExtensionPoint<Sandbox>('sandbox');
