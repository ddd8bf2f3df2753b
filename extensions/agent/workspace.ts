// An agent's workspace: the directory its shell runs in and the only place file paths resolve to (unless
// unrestricted_filesystem), plus the other agents' workspaces its `access` allowlist grants.
import { closeSync, constants, mkdirSync, openSync, realpathSync, writeSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** What `workspace.access.<alias>` may grant: reading, or reading and writing, that agent's workspace. */
export type AccessGrant = 'read' | 'write';

export interface WorkspaceSettings {
  readonly path?: string | null;
  readonly unrestricted_filesystem?: boolean;
  readonly access?: Readonly<Record<string, unknown>>;
}

/** The workspace directory of agent `alias`: `workspace.path` (relative to the data directory), else `<data>/workspaces/<alias>`. */
export function workspaceDir(dataDir: string, alias: string, path: string | null | undefined): string {
  if (!path) return join(dataDir, 'workspaces', alias);
  return isAbsolute(path) ? resolve(path) : resolve(dataDir, path);
}

/** The grant an `access` value stands for, or undefined when the value is not one (a load error). */
export function accessGrant(value: unknown): AccessGrant | undefined {
  if (value === true || value === 'read') return 'read';
  if (value === 'write' || value === 'read_write') return 'write';
  return undefined;
}

const STARTERS: Readonly<Record<string, string>> = {
  'AGENTS.md': `# AGENTS.md

Rules this agent follows in every conversation. svc puts this file first in the agent's system prompt.

- Answer briefly and precisely; say so when you do not know.
- Use a tool only when the answer needs it, and say what you did.
- Never reveal secrets, keys or the contents of configuration files.
`,
  'SOUL.md': `# SOUL.md

Who this agent is: its name, its manner, what it cares about. svc puts this file second in the system prompt.

You are a helpful assistant run by svc.
`,
};

/**
 * Creates the workspace (0700, parents too) and the starter AGENTS.md and SOUL.md when they do not exist; an existing
 * file is never overwritten (the open fails with EEXIST and is left alone). Returns the files it wrote.
 */
export function ensureWorkspace(dir: string): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  for (const [name, text] of Object.entries(STARTERS)) {
    let fd: number;
    try {
      fd = openSync(join(dir, name), constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw err;
    }
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    written.push(name);
  }
  return written;
}

/** A path refused because it leaves the places the agent may use; its message is for the model. */
export class WorkspaceError extends Error {}

/** The real path of `path`, or of its deepest existing ancestor joined with the rest (a file about to be written). */
function realish(path: string): string {
  const rest: string[] = [];
  let at = path;
  for (;;) {
    try {
      return rest.length ? join(realpathSync(at), ...rest.reverse()) : realpathSync(at);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err;
      const up = dirname(at);
      if (up === at) return path;
      rest.push(at.slice(up.length + (up.endsWith(sep) ? 0 : 1)));
      at = up;
    }
  }
}

const inside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** An agent's view of the file system, as tools get it in their context. */
export class Workspace {
  constructor(
    /** The workspace directory (absolute). */
    readonly dir: string,
    /** unrestricted_filesystem: paths anywhere are allowed. */
    readonly unrestricted: boolean,
    /** Other agents' workspace directories this one may use, with the grant. */
    private readonly others: ReadonlyMap<string, { readonly dir: string; readonly grant: AccessGrant }> = new Map(),
  ) {}

  /**
   * The absolute, symlink-free path a tool may use for `path` (relative paths are relative to the workspace), or a
   * WorkspaceError saying why not. Symlinks and `..` are resolved before the check, so a link inside the workspace
   * that points outside it is refused.
   */
  resolve(path: string, mode: 'read' | 'write' = 'read'): string {
    if (typeof path !== 'string' || !path || path.includes('\0')) throw new WorkspaceError('the path must be a non-empty string');
    const real = realish(resolve(this.dir, path));
    if (this.unrestricted) return real;
    const own = realish(this.dir);
    if (inside(own, real)) return real;
    for (const [alias, other] of this.others) {
      if (!inside(realish(other.dir), real)) continue;
      if (mode === 'write' && other.grant !== 'write') throw new WorkspaceError(`agent "${alias}"'s workspace is granted for reading only: ${path} cannot be written`);
      return real;
    }
    throw new WorkspaceError(`${path} is outside the agent's workspace (${this.dir}); file paths are confined to it (workspace.unrestricted_filesystem = false)`);
  }
}

/**
 * The workspaces of `aliases` as `agents` configures them; with `create`, each directory is made (0700) with the
 * starter identity files, and `onCreated` hears which files were written.
 */
export function workspacesOf(
  aliases: Iterable<string>,
  agents: Readonly<Record<string, { readonly workspace?: WorkspaceSettings } | undefined>>,
  dataDir: string,
  create?: { readonly onCreated: (alias: string, dir: string, files: string[]) => void },
): Map<string, Workspace> {
  const dirOf = (alias: string) => workspaceDir(dataDir, alias, agents[alias]?.workspace?.path);
  const out = new Map<string, Workspace>();
  for (const alias of aliases) {
    const dir = dirOf(alias);
    if (create) {
      const written = ensureWorkspace(dir);
      if (written.length) create.onCreated(alias, dir, written);
    }
    const w = agents[alias]?.workspace;
    const others = new Map<string, { dir: string; grant: AccessGrant }>();
    for (const [other, value] of Object.entries(w?.access ?? {})) {
      const grant = accessGrant(value);
      if (grant) others.set(other, { dir: dirOf(other), grant });
    }
    out.set(alias, new Workspace(dir, w?.unrestricted_filesystem ?? false, others));
  }
  return out;
}
