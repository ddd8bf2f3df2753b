// Knowledge bundles: files and folders an operator names in [knowledge_bundles.<alias>], ingested into the memory of
// every agent that lists the bundle (agents.<a>.knowledge_bundles), as shared entries of the namespace
// `bundle.<alias>` tagged with the bundle's tags and `source:<path>`; a file that changes is ingested again (its old
// entries forgotten), one that disappears is forgotten. What was ingested is kept in
// <data dir>/state/knowledge/bundles-<agent>.json, so a restart re-reads only what changed.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Logger } from '../../kernel/index.js';
import { writeFileAtomic } from '../../lib/fs/atomic.js';
import type { Memory } from '../memory/api.js';

/** Text files a bundle reads (by extension); other files are skipped. */
export const TEXT_EXTENSIONS = new Set(['.md', '.markdown', '.txt', '.rst', '.adoc', '.org', '.csv', '.json', '.yaml', '.yml', '.toml', '.html', '.htm']);
/** Bounds of one bundle: files, bytes a file, bytes in all. */
export const MAX_FILES = 2000;
export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;

export interface BundleSpec {
  readonly sources: readonly string[];
  readonly tags: readonly string[];
}

interface SourceState {
  readonly hash: string;
  readonly ids: readonly number[];
}

/** What one agent has ingested: by bundle, then by file (relative to the config directory when under it). */
interface AgentState {
  bundles: Record<string, Record<string, SourceState>>;
}

export interface SyncCounts {
  files: number;
  added: number;
  updated: number;
  removed: number;
  skipped: number;
  refused: number;
}

/** The text files under `sources` (files, or folders walked without following symbolic links), bounded. */
export function bundleFiles(sources: readonly string[], base: string, log: (why: string) => void): string[] {
  const out: string[] = [];
  let bytes = 0;
  const visit = (path: string, depth: number): void => {
    if (out.length >= MAX_FILES || depth > 16) return;
    let st;
    try {
      st = lstatSync(path);
    } catch {
      return log(`${path} does not exist`);
    }
    if (st.isSymbolicLink()) {
      // A named link to a file is read; links met while walking a folder are not followed (no loops, no escapes).
      if (depth > 0) return;
      try {
        st = statSync(path);
      } catch {
        return log(`${path} is a broken link`);
      }
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!name.startsWith('.')) visit(join(path, name), depth + 1);
    } else if (st.isFile() && TEXT_EXTENSIONS.has(extname(path).toLowerCase())) {
      if (st.size > MAX_FILE_BYTES) return log(`${path} is over ${MAX_FILE_BYTES} bytes`);
      if (bytes + st.size > MAX_BUNDLE_BYTES) return log(`${path} would take the bundle over ${MAX_BUNDLE_BYTES} bytes`);
      bytes += st.size;
      out.push(path);
    }
  };
  for (const s of sources) visit(isAbsolute(s) ? s : resolve(base, s), 0);
  return out;
}

export class BundleSync {
  constructor(
    private readonly d: {
      readonly memory: Memory;
      readonly configDir: string;
      readonly stateDir: string;
      readonly logger: Logger;
    },
  ) {}

  private stateFile(agent: string): string {
    return join(this.d.stateDir, `bundles-${agent}.json`);
  }

  private read(agent: string): AgentState {
    const file = this.stateFile(agent);
    if (!existsSync(file)) return { bundles: {} };
    try {
      const v = JSON.parse(readFileSync(file, 'utf8')) as AgentState;
      return v && typeof v.bundles === 'object' ? v : { bundles: {} };
    } catch {
      return { bundles: {} };
    }
  }

  /** Brings `agent`'s memory in line with its bundles: new and changed files ingested, gone ones forgotten. */
  async sync(agent: string, bundles: Readonly<Record<string, BundleSpec>>): Promise<SyncCounts> {
    const counts: SyncCounts = { files: 0, added: 0, updated: 0, removed: 0, skipped: 0, refused: 0 };
    const state = this.read(agent);
    const label = (path: string) => (path.startsWith(this.d.configDir) ? relative(this.d.configDir, path) : path);
    const forget = async (ids: readonly number[]) => {
      for (const id of ids) await this.d.memory.forget(agent, id).catch(() => false);
    };
    for (const [alias, spec] of Object.entries(bundles)) {
      const known = (state.bundles[alias] ??= {});
      const seen = new Set<string>();
      const files = bundleFiles(spec.sources, this.d.configDir, (why) => {
        counts.skipped++;
        this.d.logger.warn({ agent, bundle: alias, why }, 'knowledge bundle: a source is skipped');
      });
      for (const file of files) {
        const key = label(file);
        seen.add(key);
        counts.files++;
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch (err) {
          // Gone or unreadable since the walk: what it had stays until the next sync sees it again or not at all.
          counts.skipped++;
          this.d.logger.warn({ agent, bundle: alias, file: key, err: (err as NodeJS.ErrnoException).code ?? 'unreadable' }, 'knowledge bundle: a file could not be read');
          continue;
        }
        const hash = createHash('sha256').update(text).digest('hex');
        const before = known[key];
        if (before?.hash === hash) continue;
        if (before) await forget(before.ids);
        const ids: number[] = [];
        try {
          if (text.trim()) {
            const entries = await this.d.memory.storeAll(agent, { content: text, namespace: `bundle.${alias}`, category: 'core', importance: 0.5, tags: [...spec.tags, `source:${key}`], source: { tool: 'knowledge_bundles' }, scope: null, document: true });
            ids.push(...entries.map((e) => e.id));
          }
        } catch (err) {
          // The memory policy (threat scan, read-only namespace) refused it: logged, retried when the file changes.
          counts.refused++;
          this.d.logger.warn({ agent, bundle: alias, file: key, err: (err as Error).message }, 'knowledge bundle: a file was not kept in memory');
        }
        known[key] = { hash, ids };
        if (before) counts.updated++;
        else counts.added++;
      }
      for (const [key, s] of Object.entries(known)) {
        if (seen.has(key)) continue;
        await forget(s.ids);
        delete known[key];
        counts.removed++;
      }
    }
    // A bundle the agent no longer lists: its entries are forgotten.
    for (const alias of Object.keys(state.bundles)) {
      if (bundles[alias]) continue;
      for (const s of Object.values(state.bundles[alias]!)) {
        await forget(s.ids);
        counts.removed++;
      }
      delete state.bundles[alias];
    }
    mkdirSync(this.d.stateDir, { recursive: true, mode: 0o700 });
    writeFileAtomic(this.stateFile(agent), `${JSON.stringify(state)}\n`);
    return counts;
  }
}
