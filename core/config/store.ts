// The kernel's config store: entries, the file's ETag, drift against the disk, and serialised writes and reloads.
import { kernelError, SvcError, type ConfigProblem } from '../../kernel/errors.js';
import type { ConfigSession } from './session.js';
import type { ConfigChange, ConfigEntry, ConfigObject, ConfigStore, DriftEntry, DriftReport } from '../../kernel/types.js';
import { overrideOf } from '../../kernel/config/env.js';
import { configEntries, configLeaves, secretValues } from './entries.js';
import { nodeAtPath, pathSegments } from '../../lib/config/path.js';
import { contentHash, readConfigFile } from '../../kernel/config/read.js';

/** The quoted strong ETag of a file version. */
export function etagOf(hash: string): string {
  return `"${hash.slice(0, 32)}"`;
}

/**
 * A change given as a function: it receives the value config.toml holds at the path when the write lock is held
 * (secrets decrypted, undefined when absent) and returns the value to write (null removes the key).
 */
export type ConfigUpdate = (onDisk: unknown) => unknown;

export class KernelConfigStore implements ConfigStore {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly session: ConfigSession) {}

  /** One write or reload at a time, so an ETag check and its write cannot interleave with another change. */
  private serial<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  current(): ConfigObject {
    return this.session.config();
  }

  entries(): readonly ConfigEntry[] {
    return configEntries(this.session.schema(), this.session.config(), this.session.envOverrides, this.session.fileConfig);
  }

  secretValues(): readonly string[] {
    return secretValues(this.session.schema(), this.session.config());
  }

  etag(): string {
    return etagOf(this.session.fileHash);
  }

  pendingRestart(): readonly string[] {
    return this.session.pendingRestart();
  }

  drift(): DriftReport {
    const s = this.session;
    const running = s.config();
    let disk: ReturnType<typeof readConfigFile>;
    try {
      disk = readConfigFile(s.paths.configFile);
    } catch (err) {
      return { drifted: [], valid: false, errors: [{ path: '', message: (err as Error).message }] };
    }
    if (disk.hash === s.fileHash) return { drifted: [], valid: true };
    const overrides = s.envOverrides;
    const schema = s.schema();
    const mine = configLeaves(schema, running);
    let theirs: ReturnType<typeof configLeaves>;
    let errors: readonly ConfigProblem[] | undefined;
    let paths: string[];
    try {
      theirs = configLeaves(schema, s.check(disk.raw, { quiet: true }).config);
      paths = [...new Set([...mine.keys(), ...theirs.keys()])];
    } catch (err) {
      // A file that would not load: compare what is written, so the operator still sees what changed.
      errors = (err as SvcError).problems?.length ? (err as SvcError).problems : [{ path: '', message: (err as Error).message }];
      theirs = configLeaves(schema, disk.raw);
      const written = configLeaves(schema, s.fileConfig);
      paths = [...new Set([...written.keys(), ...theirs.keys()])].filter((p) => JSON.stringify(written.get(p)?.value) !== JSON.stringify(theirs.get(p)?.value));
    }
    const drifted: DriftEntry[] = [];
    for (const path of paths.sort()) {
      if (overrideOf(overrides, path) !== undefined) continue;
      const a = mine.get(path);
      const b = theirs.get(path);
      if (a && b && JSON.stringify(a.value) === JSON.stringify(b.value)) continue;
      const entry: { path: string; in_memory_value?: unknown; on_disk_value?: unknown } = { path };
      if (!(a?.secret || b?.secret || nodeAtPath(schema, pathSegments(path) ?? path.split('.'))?.secret)) {
        if (a) entry.in_memory_value = a.value;
        if (b) entry.on_disk_value = b.value;
      }
      drifted.push(entry);
    }
    return errors ? { drifted, valid: false, errors } : { drifted, valid: true };
  }

  set(changes: Readonly<Record<string, unknown>>, by: string, options: { readonly ifMatch?: readonly string[] } = {}): Promise<ConfigChange> {
    return this.serial(async () => {
      const s = this.session;
      const schema = s.schema();
      // Paths are TOML dotted keys: a key holding a dot or a space is quoted (`models.openai."gpt-4.1"`).
      const unknown = Object.keys(changes).filter((p) => !pathSegments(p) || !nodeAtPath(schema, pathSegments(p)!));
      if (unknown.length) {
        throw kernelError('SVC_ERR_CONFIG_INVALID', `no such config path: ${unknown.join(', ')}`, {
          problems: unknown.map((path) => ({ path, message: 'no such config path (svc config schema lists every path)' })),
        });
      }
      const { editConfigFile, setIn, unsetIn, updateIn } = await import('./edit.js');
      const precondition = options.ifMatch
        ? (before: string) => {
            const tag = etagOf(contentHash(before));
            if (!options.ifMatch!.some((t) => t === tag || t === '*')) {
              throw kernelError('SVC_ERR_CONFIG_CONFLICT', `${s.paths.configFile} changed since that version was read (its ETag is now ${tag}); nothing was written`);
            }
          }
        : undefined;
      const result = await editConfigFile(
        s,
        (doc) => {
          for (const [path, change] of Object.entries(changes)) {
            const segments = pathSegments(path)!;
            // A function is a read-modify-write of the value on disk now (under the write lock), never of a stale copy.
            if (typeof change === 'function') updateIn(schema, s.paths.configDir, doc, segments, change as ConfigUpdate);
            else (change === null ? unsetIn : setIn)(doc, segments, change);
          }
        },
        Object.keys(changes),
        precondition,
      );
      s.log.info({ paths: Object.keys(changes), by }, 'config changed');
      return s.adopt(result.text, result.config, result.overrides, by);
    });
  }

  reload(by: string): Promise<ConfigChange> {
    return this.serial(() => this.session.reload(by));
  }
}
