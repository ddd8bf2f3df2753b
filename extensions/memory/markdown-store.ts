// Memory as Markdown in the agent's workspace (memory.backend = "markdown"): core entries in MEMORY.md, daily notes and
// conversation entries in memory/YYYY-MM-DD.md. Each entry the store writes sits between two HTML comment markers, the
// first holding its id, scope, dates and source as JSON, so entries round-trip; text an operator adds outside markers
// is a shared entry too (a core one in MEMORY.md, a daily one in a daily note), its id kept in the sidecar. The sidecar
// (a SQLite file under <data dir>/state/memory/markdown/, never in the workspace) holds the id counter, the ids of
// unmarked text and the vectors. Files are read again when their inode, size or mtime changed; writes take the
// sidecar's write lock (BEGIN IMMEDIATE: one writer across processes), read the files again, and replace each changed
// file atomically (temp file, fsync, rename). Recall ranks as the SQLite store does (store.ts rank), with BM25 computed
// here over the entries' words.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, unlinkSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateFile, SQLITE_COMPANIONS } from '../../kernel/index.js';
import { removeStaleTemps, writeFileAtomic } from '../../lib/fs/atomic.js';
import type { MemoryStats, MemoryStore } from './backend.js';
import {
  CATEGORIES,
  contentHash,
  cosine,
  fromBlob,
  jaccard,
  keepFirst,
  loadSqlite,
  MAX_ENTRY_CHARS,
  mmrPick,
  queryTerms,
  rank,
  toBlob,
  wordSet,
  type Category,
  type Entry,
  type EvictOrder,
  type EntrySource,
  type Hit,
  type NewEntry,
  type Ranking,
  type RecallQuery,
  type Scope,
} from './store.js';

type Database = import('better-sqlite3').Database;

/** The file of core entries, in the workspace. */
export const MEMORY_FILE = 'MEMORY.md';
/** The folder of daily notes (YYYY-MM-DD.md), in the workspace. */
export const DAILY_DIR = 'memory';
/** A Markdown file larger than this is not read (and not written over). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

const BEGIN = /^<!-- svc:memory (\{.*\}) -->$/;
const END = '<!-- /svc:memory -->';
const DAILY_NAME = /^(\d{4}-\d{2}-\d{2})\.md$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

/** BM25 parameters (FTS5's). */
const K1 = 1.2;
const B = 0.75;

/** A content line that would read as a marker (or as an escaped one) is written with one more backslash. */
const escapeLine = (line: string): string => (/^\\*<!--/.test(line) ? `\\${line}` : line);
const unescapeLine = (line: string): string => (/^\\+<!--/.test(line) ? line.slice(1) : line);

/** The metadata of an entry, as its begin marker holds it (dates as ISO text, for the reader). */
interface Meta {
  id: number;
  namespace: string;
  category: Category;
  importance: number;
  created: string;
  updated: string;
  scope: Scope;
  source?: EntrySource;
  tags?: string[];
  archived?: string;
  supersededBy?: number;
}

/** One part of a file: lines kept as they are, an unmarked entry (an operator's), or a marked entry. */
type Segment = { kind: 'raw'; lines: string[] } | { kind: 'item'; lines: string[]; content: string } | { kind: 'entry'; entry: Entry };

interface Doc {
  /** Relative to the workspace: MEMORY.md or memory/YYYY-MM-DD.md. */
  readonly rel: string;
  stamp: string;
  segments: Segment[];
  dirty: boolean;
}

/** One entry as the store holds it: where it sits, and its words for BM25. */
interface Held {
  entry: Entry;
  doc: Doc;
  segment: Segment;
  terms: Map<string, number>;
  length: number;
}

/** Raised inside a write when a file changed under it (an editor): the write is done again on the new text. */
class Changed extends Error {}

const iso = (ms: number): string => new Date(ms).toISOString();
const ms = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string') return undefined;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : undefined;
};

/** The words of a text as FTS5's unicode61 tokenizer sees them: letters and digits, lower-case, without diacritics. */
function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}_]+/gu) ?? []
  );
}

const normalTerm = (t: string): string => tokens(t).join('');

/** The marker metadata of an entry. */
function metaOf(e: Entry): Meta {
  return {
    id: e.id,
    namespace: e.namespace,
    category: e.category,
    importance: e.importance,
    created: iso(e.createdAt),
    updated: iso(e.updatedAt),
    scope: e.scope,
    ...(Object.keys(e.source).length ? { source: { ...e.source } } : {}),
    ...(e.tags.length ? { tags: [...e.tags] } : {}),
    ...(e.archivedAt !== undefined ? { archived: iso(e.archivedAt) } : {}),
    ...(e.supersededBy !== undefined ? { supersededBy: e.supersededBy } : {}),
  };
}

/** The entry a begin marker's JSON and its content stand for, or undefined when the marker is not one. */
function entryOfMarker(json: string, content: string): Entry | undefined {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!v || typeof v !== 'object') return undefined;
  const created = ms(v.created);
  const updated = ms(v.updated) ?? created;
  const archived = ms(v.archived);
  const str = (x: unknown): x is string => typeof x === 'string';
  if (!Number.isSafeInteger(v.id) || (v.id as number) < 1 || !str(v.namespace) || !CATEGORIES.includes(v.category as Category) || created === undefined || updated === undefined) return undefined;
  if (v.scope !== null && v.scope !== undefined && !str(v.scope)) return undefined;
  const importance = typeof v.importance === 'number' && v.importance >= 0 && v.importance <= 1 ? v.importance : 0.5;
  const src = v.source && typeof v.source === 'object' ? (v.source as Record<string, unknown>) : {};
  const source = Object.fromEntries(['channel', 'conversation', 'sender', 'tool'].filter((k) => str(src[k])).map((k) => [k, src[k]])) as EntrySource;
  return {
    id: v.id as number,
    namespace: v.namespace,
    category: v.category as Category,
    content,
    importance,
    createdAt: created,
    updatedAt: updated,
    source,
    tags: Array.isArray(v.tags) ? v.tags.filter(str) : [],
    scope: (v.scope as string | null | undefined) ?? null,
    ...(archived !== undefined ? { archivedAt: archived } : {}),
    ...(Number.isSafeInteger(v.supersededBy) ? { supersededBy: v.supersededBy as number } : {}),
  };
}

/** The lines of each marked entry written or read (entries are never changed in place: a change is a new object). */
const blocks = new WeakMap<Entry, string[]>();

/** The lines of a marked entry. JSON's < and > are escaped, so no value closes the comment early. */
function blockOf(e: Entry): string[] {
  let lines = blocks.get(e);
  if (!lines) {
    const json = JSON.stringify(metaOf(e)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    lines = [`<!-- svc:memory ${json} -->`, ...e.content.split('\n').map(escapeLine), END];
    blocks.set(e, lines);
  }
  return lines;
}

/**
 * The segments of a file's text: marked entries between their markers, headings, comments and blank lines kept as
 * they are, and the rest (list items, paragraphs) as unmarked entries, one a list item or paragraph.
 */
export function parseMarkdown(text: string): {
  segments: Segment[];
  blocks: { json: string; content: string; at: number }[];
} {
  const lines = text.split(/\r?\n/);
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  const segments: Segment[] = [];
  const blocks: { json: string; content: string; at: number }[] = [];
  let item: string[] | undefined;
  const placeholders = new Set<Segment>();
  const raw = (line: string) => {
    const last = segments[segments.length - 1];
    if (last?.kind === 'raw' && !placeholders.has(last)) last.lines.push(line);
    else segments.push({ kind: 'raw', lines: [line] });
  };
  const endItem = () => {
    if (!item) return;
    const content = item
      .map((l, i) => (i === 0 ? l.replace(LIST_ITEM, '') : l).trim())
      .join('\n')
      .trim();
    segments.push({ kind: 'item', lines: item, content });
    item = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const begin = BEGIN.exec(line);
    if (begin) {
      const end = lines.indexOf(END, i + 1);
      if (end > i) {
        endItem();
        blocks.push({
          json: begin[1]!,
          content: lines
            .slice(i + 1, end)
            .map(unescapeLine)
            .join('\n'),
          at: segments.length,
        });
        // A placeholder the store fills once ids are known (entryOfMarker, duplicates).
        const placeholder: Segment = { kind: 'raw', lines: lines.slice(i, end + 1) };
        placeholders.add(placeholder);
        segments.push(placeholder);
        i = end;
        continue;
      }
    }
    const trimmed = line.trim();
    if (!trimmed) {
      endItem();
      raw(line);
    } else if (trimmed.startsWith('<!--')) {
      // A comment (the store's header note, an operator's): kept, never an entry.
      endItem();
      let j = i;
      while (j < lines.length && !lines[j]!.includes('-->')) j++;
      for (const l of lines.slice(i, Math.min(j, lines.length - 1) + 1)) raw(l);
      i = Math.min(j, lines.length - 1);
    } else if (trimmed.startsWith('#') || /^(---+|\*\*\*+|___+)$/.test(trimmed)) {
      endItem();
      raw(line);
    } else if (LIST_ITEM.test(line) || !item) {
      endItem();
      item = [line];
    } else item.push(line);
  }
  endItem();
  return { segments, blocks };
}

/** The greatest of `values` and `floor` (a loop: spreading many ids into Math.max overflows the stack). */
function maxOf(values: Iterable<number>, floor: number): number {
  let max = floor;
  for (const v of values) if (v > max) max = v;
  return max;
}

/** The lines of a document. */
function linesOf(doc: Doc): string[] {
  return doc.segments.flatMap((s) => (s.kind === 'entry' ? blockOf(s.entry) : s.lines));
}

export interface MarkdownOptions {
  /** The agent's workspace: MEMORY.md and memory/ live here. */
  readonly workspace: string;
  /** The sidecar file (SQLite): ids, vectors. Never in the workspace. */
  readonly sidecar: string;
  /** The namespace of unmarked text (memory.default_namespace). */
  readonly namespace: string;
  /** The time an unmarked entry of MEMORY.md is first seen at (its created and updated time). */
  readonly now: () => number;
}

export class MarkdownMemory implements MemoryStore {
  private readonly docs = new Map<string, Doc>();
  private held = new Map<number, Held>();
  private version = 0;
  private indexedVersion = -1;
  /** Document frequency of each word, and the mean length, over every entry: BM25's corpus. */
  private df = new Map<string, number>();
  private avgLength = 1;
  private readonly vectors = new Map<string, Float32Array | null>();
  /** The words of each segment's entry, kept while the segment lives (BM25's term counts). */
  private readonly words = new WeakMap<Segment, { content: string; terms: Map<string, number>; length: number }>();

  private constructor(
    private readonly side: Database,
    private readonly o: MarkdownOptions,
  ) {}

  /** Opens the sidecar (creating it 0600, WAL) for a workspace; the Markdown files are read at first use. */
  static async open(o: MarkdownOptions): Promise<MarkdownMemory> {
    await loadSqlite();
    const Sqlite = (await import('better-sqlite3')).default;
    mkdirSync(join(o.sidecar, '..'), { recursive: true, mode: 0o700 });
    ensurePrivateFile(o.sidecar, SQLITE_COMPANIONS);
    const db = new Sqlite(o.sidecar);
    // The timeout first: another process may hold the lock while this one switches to WAL or makes the tables.
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.exec(`
      CREATE TABLE IF NOT EXISTS counter (one INTEGER PRIMARY KEY CHECK (one = 1), next INTEGER NOT NULL);
      INSERT OR IGNORE INTO counter (one, next) VALUES (1, 1);
      CREATE TABLE IF NOT EXISTS items (key TEXT PRIMARY KEY, id INTEGER NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS embeddings (hash TEXT NOT NULL, model TEXT NOT NULL, dims INTEGER NOT NULL, vector BLOB NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (hash, model, dims));
    `);
    // Temp files a write cut short (a crash between write and rename) left beside the notes; a live writer's are kept.
    removeStaleTemps(o.workspace);
    try {
      if (lstatSync(join(o.workspace, DAILY_DIR)).isDirectory()) removeStaleTemps(join(o.workspace, DAILY_DIR));
    } catch {
      // no daily notes yet
    }
    return new MarkdownMemory(db, o);
  }

  get workspace(): string {
    return this.o.workspace;
  }

  // ---- reading ---------------------------------------------------------------------------------------------------

  /** The Markdown files of the workspace: MEMORY.md and memory/YYYY-MM-DD.md (links and other files are not read). */
  private files(): string[] {
    const out = [MEMORY_FILE];
    const dir = join(this.o.workspace, DAILY_DIR);
    try {
      if (lstatSync(dir).isDirectory()) for (const f of readdirSync(dir)) if (DAILY_NAME.test(f)) out.push(`${DAILY_DIR}/${f}`);
    } catch {
      // no daily notes yet
    }
    return out.sort();
  }

  /** A regular file's text and stamp (inode, size, mtime), or undefined when it is absent, a link or too large. */
  private readDoc(rel: string): { text: string; stamp: string } | undefined {
    let fd: number;
    try {
      fd = openSync(join(this.o.workspace, rel), constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch {
      return undefined;
    }
    try {
      const st = fstatSync(fd, { bigint: true });
      if (!st.isFile() || st.size > BigInt(MAX_FILE_BYTES)) return undefined;
      return { text: readFileSync(fd, 'utf8'), stamp: stampOf(st) };
    } finally {
      closeSync(fd);
    }
  }

  /** The stamp of a file: '' when absent, 'not a file' for a link, a folder or the like (neither read nor written). */
  private stampNow(rel: string): string {
    try {
      const st = lstatSync(join(this.o.workspace, rel), { bigint: true });
      return st.isFile() ? stampOf(st) : 'not a file';
    } catch {
      return '';
    }
  }

  private isDir(rel: string): boolean {
    try {
      return lstatSync(join(this.o.workspace, rel)).isDirectory();
    } catch {
      return false;
    }
  }

  /** Reads the files that changed since they were last read; ids are given to new unmarked entries. */
  private refresh(): void {
    const seen = new Set<string>();
    let changed = false;
    for (const rel of this.files()) {
      seen.add(rel);
      const stamp = this.stampNow(rel);
      const doc = this.docs.get(rel);
      if (doc && doc.stamp === stamp) continue;
      const read = stamp ? this.readDoc(rel) : undefined;
      if (!read) {
        if (doc) this.docs.delete(rel);
        changed ||= !!doc;
        continue;
      }
      this.docs.set(rel, {
        rel,
        stamp: read.stamp,
        segments: this.parse(read.text),
        dirty: false,
      });
      changed = true;
    }
    for (const rel of [...this.docs.keys()]) if (!seen.has(rel)) (this.docs.delete(rel), (changed = true));
    if (changed) this.reindex();
  }

  /** The segments of a file, marked entries filled in; a marker whose JSON is not an entry's is kept as text. */
  private parse(text: string): Segment[] {
    const { segments, blocks } = parseMarkdown(text);
    for (const b of blocks) {
      const entry = entryOfMarker(b.json, b.content);
      const seg = segments[b.at]!;
      if (entry) segments[b.at] = { kind: 'entry', entry };
      else if (seg.kind === 'raw')
        segments[b.at] = {
          kind: 'item',
          lines: seg.lines,
          content: b.content.trim(),
        };
    }
    return segments;
  }

  /** The held entries of every document: marked ones as they are, unmarked ones with their sidecar ids. */
  private reindex(): void {
    const held = new Map<number, Held>();
    const occurrences = new Map<string, number>();
    const hold = (entry: Entry, doc: Doc, segment: Segment) => {
      // A segment keeps its words while its text is unchanged: a write does not tokenize every entry again.
      let words = this.words.get(segment);
      if (!words || words.content !== entry.content) {
        const list = tokens(entry.content);
        const terms = new Map<string, number>();
        for (const w of list) terms.set(w, (terms.get(w) ?? 0) + 1);
        words = { content: entry.content, terms, length: list.length };
        this.words.set(segment, words);
      }
      held.set(entry.id, { entry, doc, segment, terms: words.terms, length: words.length });
    };
    const items: {
      doc: Doc;
      segment: Segment & { kind: 'item' };
      key: string;
    }[] = [];
    for (const doc of [...this.docs.values()].sort((a, b) => (a.rel < b.rel ? -1 : 1))) {
      for (const [i, segment] of doc.segments.entries()) {
        if (segment.kind === 'entry') {
          // A copied block (the same id twice): the later copy is kept as unmarked text of the operator's.
          if (held.has(segment.entry.id))
            doc.segments[i] = {
              kind: 'item',
              lines: blockOf(segment.entry),
              content: segment.entry.content,
            };
          else {
            hold(segment.entry, doc, segment);
            continue;
          }
        }
        const seg = doc.segments[i]!;
        if (seg.kind !== 'item' || !seg.content) continue;
        const base = `${doc.rel}\0${contentHash(seg.content)}`;
        const n = occurrences.get(base) ?? 0;
        occurrences.set(base, n + 1);
        items.push({ doc, segment: seg, key: `${base}\0${n}` });
      }
    }
    const maxId = maxOf(held.keys(), 0);
    const known = this.side.prepare('SELECT id, created_at FROM items WHERE key = ?');
    const remember = this.side.prepare('INSERT OR REPLACE INTO items (key, id, created_at) VALUES (?, ?, ?)');
    // Under the write lock, so that two processes reading one new line give it one id.
    if (items.length)
      this.side
        .transaction(() => {
          for (const { doc, segment, key } of items) {
            let row = known.get(key) as { id: number; created_at: number } | undefined;
            if (!row || held.has(row.id)) {
              const day = DAILY_NAME.exec(doc.rel.slice(DAILY_DIR.length + 1));
              row = {
                id: this.allocate(maxId),
                created_at: day ? Date.parse(`${day[1]}T00:00:00Z`) : this.o.now(),
              };
              remember.run(key, row.id, row.created_at);
            }
            const daily = doc.rel !== MEMORY_FILE;
            hold(
              {
                id: row.id,
                namespace: this.o.namespace,
                category: daily ? 'daily' : 'core',
                content: segment.content,
                importance: 0.5,
                createdAt: row.created_at,
                updatedAt: row.created_at,
                source: {},
                tags: [],
                scope: null,
              },
              doc,
              segment,
            );
          }
        })
        .immediate();
    this.held = held;
    this.version++;
  }

  /** The next free id (the sidecar's counter, past every id the files hold). */
  private allocate(atLeast = 0): number {
    const maxHeld = maxOf(this.held.keys(), atLeast);
    const next = Math.max((this.side.prepare('SELECT next FROM counter').pluck().get() as number) ?? 1, maxHeld + 1);
    this.side.prepare('UPDATE counter SET next = ?').run(next + 1);
    return next;
  }

  /** BM25's corpus statistics, computed again when the entries changed. */
  private corpus(): void {
    if (this.indexedVersion === this.version) return;
    const df = new Map<string, number>();
    let total = 0;
    for (const h of this.held.values()) {
      total += h.length;
      for (const w of h.terms.keys()) df.set(w, (df.get(w) ?? 0) + 1);
    }
    this.df = df;
    this.avgLength = this.held.size ? Math.max(1, total / this.held.size) : 1;
    this.indexedVersion = this.version;
  }

  private bm25(h: Held, terms: readonly string[]): number {
    const n = this.held.size;
    let score = 0;
    for (const t of terms) {
      const tf = h.terms.get(t);
      if (!tf) continue;
      const nt = this.df.get(t) ?? 0;
      const idf = Math.max(1e-6, Math.log((n - nt + 0.5) / (nt + 0.5)));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * h.length) / this.avgLength));
    }
    return score;
  }

  private entries(): Held[] {
    this.refresh();
    return [...this.held.values()].sort((a, b) => a.entry.id - b.entry.id);
  }

  // ---- writing ---------------------------------------------------------------------------------------------------

  /**
   * Runs `change` as the one writer: under the sidecar's write lock (other processes wait up to its busy timeout), on
   * files read again, each changed file replaced atomically. A file changed meanwhile by someone who takes no lock (an
   * editor) makes the change run again on its new text, three times at most.
   */
  private write<T>(change: () => T): T {
    for (let attempt = 0; ; attempt++) {
      try {
        return this.side
          .transaction(() => {
            this.refresh();
            const out = change();
            this.flush();
            return out;
          })
          .immediate();
      } catch (err) {
        // The documents are read again whatever happened: the change may have been applied to them in part.
        this.docs.clear();
        this.held = new Map();
        this.version++;
        if (!(err instanceof Changed) || attempt >= 2) throw err;
      }
    }
  }

  private flush(): void {
    for (const doc of this.docs.values()) {
      if (!doc.dirty) continue;
      if (this.stampNow(doc.rel) !== doc.stamp) throw new Changed(`${doc.rel} changed while it was written`);
      const path = join(this.o.workspace, doc.rel);
      const lines = linesOf(doc);
      const daily = doc.rel !== MEMORY_FILE;
      // A daily note left with nothing but its heading and blank lines goes.
      if (daily && !doc.segments.some((s) => s.kind !== 'raw') && lines.every((l) => !l.trim() || l === `# ${doc.rel.slice(DAILY_DIR.length + 1, -3)}`)) {
        if (doc.stamp) unlinkSync(path);
        this.docs.delete(doc.rel);
        continue;
      }
      mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
      let mode = 0o600;
      try {
        mode = statSync(path).mode & 0o777;
      } catch {
        // a new file: 0600
      }
      writeFileAtomic(path, `${lines.join('\n')}\n`, mode);
      doc.stamp = this.stampNow(doc.rel);
      doc.dirty = false;
    }
    this.reindex();
  }

  /** The document a new entry of `category` created at `at` goes to, made when absent. */
  private docFor(category: Category, at: number): Doc {
    const rel = category === 'core' ? MEMORY_FILE : `${DAILY_DIR}/${iso(at).slice(0, 10)}.md`;
    let doc = this.docs.get(rel);
    if (!doc) {
      if (this.stampNow(rel)) throw new Error(`${rel} in the workspace is not a regular file of at most ${MAX_FILE_BYTES} bytes; memory is not written there`);
      if (rel !== MEMORY_FILE && this.stampNow(DAILY_DIR) !== '' && !this.isDir(DAILY_DIR)) throw new Error(`${DAILY_DIR} in the workspace is not a folder (a link is not followed); daily notes are not written there`);
      const header =
        rel === MEMORY_FILE
          ? [
              '# Memory',
              '',
              '<!-- Long-term memory kept by svc. An entry sits between its svc:memory markers (keep them: they hold its id, scope and dates). A line or list item you add outside markers is remembered too, shared by every conversation. -->',
              '',
            ]
          : [`# ${rel.slice(DAILY_DIR.length + 1, -3)}`, ''];
      doc = {
        rel,
        stamp: '',
        segments: [{ kind: 'raw', lines: header }],
        dirty: true,
      };
      this.docs.set(rel, doc);
    }
    return doc;
  }

  private append(entry: Entry): void {
    const doc = this.docFor(entry.category, entry.createdAt);
    const last = doc.segments[doc.segments.length - 1];
    const lastLine = last && (last.kind === 'entry' ? END : last.lines[last.lines.length - 1]);
    if (lastLine !== undefined && lastLine.trim()) doc.segments.push({ kind: 'raw', lines: [''] });
    doc.segments.push({ kind: 'entry', entry });
    doc.dirty = true;
  }

  /** Replaces what holds `id` by `entry` (an unmarked entry becomes a marked one), or removes it when undefined. */
  private replace(id: number, entry: Entry | undefined): boolean {
    const h = this.held.get(id);
    if (!h) return false;
    const i = h.doc.segments.indexOf(h.segment);
    if (i < 0) return false;
    if (entry) h.doc.segments[i] = { kind: 'entry', entry };
    else h.doc.segments.splice(i, 1);
    h.doc.dirty = true;
    return true;
  }

  // ---- the store interface ---------------------------------------------------------------------------------------

  add(entry: NewEntry, now: number): Entry {
    const content = entry.content.length <= MAX_ENTRY_CHARS ? entry.content : `${entry.content.slice(0, MAX_ENTRY_CHARS)}\n[cut at ${MAX_ENTRY_CHARS} characters]`;
    return this.write(() => {
      const e: Entry = {
        id: this.allocate(),
        namespace: entry.namespace,
        category: entry.category,
        content,
        importance: entry.importance,
        createdAt: now,
        updatedAt: now,
        source: { ...(entry.source ?? {}) },
        tags: [...(entry.tags ?? [])],
        scope: entry.scope ?? null,
      };
      this.append(e);
      return e;
    });
  }

  get(id: number): Entry | undefined {
    this.refresh();
    return this.held.get(id)?.entry;
  }

  forget(id: number): boolean {
    return this.write(() => this.replace(id, undefined));
  }

  list(limit: number, namespace?: string): Entry[] {
    return this.entries()
      .map((h) => h.entry)
      .filter((e) => !namespace || e.namespace === namespace)
      .reverse()
      .slice(0, limit);
  }

  *all(viewer?: string): Generator<Entry> {
    for (const h of this.entries()) if (viewer === undefined || h.entry.scope === null || h.entry.scope === viewer) yield h.entry;
  }

  restore(e: Entry): boolean {
    return this.write(() => {
      const hash = contentHash(e.content);
      for (const h of this.held.values()) if (h.entry.namespace === e.namespace && h.entry.scope === e.scope && contentHash(h.entry.content) === hash) return false;
      const { supersededBy: _by, archivedAt, ...rest } = e;
      const archived = archivedAt ?? (e.supersededBy ? e.updatedAt : undefined);
      this.append({
        ...rest,
        id: this.allocate(),
        ...(archived !== undefined ? { archivedAt: archived } : {}),
      });
      return true;
    });
  }

  stats(): MemoryStats {
    const by = new Map<string, { category: string; namespace: string; entries: number }>();
    for (const h of this.entries()) {
      const key = `${h.entry.category}\0${h.entry.namespace}`;
      const b = by.get(key) ?? {
        category: h.entry.category,
        namespace: h.entry.namespace,
        entries: 0,
      };
      b.entries++;
      by.set(key, b);
    }
    const rows = [...by.values()].sort((a, b) => (a.category + a.namespace < b.category + b.namespace ? -1 : 1));
    return {
      entries: this.held.size,
      embeddings: this.side.prepare('SELECT COUNT(*) FROM embeddings').pluck().get() as number,
      by: rows,
    };
  }

  embedding(hash: string, model: string, dims: number): Float32Array | undefined {
    const key = `${hash}\0${model}\0${dims}`;
    const cached = this.vectors.get(key);
    if (cached) return cached;
    const row = this.side.prepare('SELECT vector FROM embeddings WHERE hash = ? AND model = ? AND dims = ?').get(hash, model, dims) as { vector: Buffer } | undefined;
    const v = row ? fromBlob(row.vector) : undefined;
    if (v) this.vectors.set(key, v);
    return v;
  }

  putEmbedding(hash: string, model: string, dims: number, vector: Float32Array, now: number): void {
    this.side.prepare('INSERT OR REPLACE INTO embeddings (hash, model, dims, vector, created_at) VALUES (?, ?, ?, ?, ?)').run(hash, model, dims, toBlob(vector), now);
    this.vectors.set(`${hash}\0${model}\0${dims}`, vector);
  }

  /** The best `limit` entries for the query, ranked as the SQLite store ranks them (store.ts rank). */
  recall(query: RecallQuery, ranking: Ranking): Hit[] {
    const all = this.entries();
    this.corpus();
    const pool = Math.max(1, query.limit * ranking.candidateMultiplier);
    const visible = all.filter((h) => !h.entry.archivedAt && !h.entry.supersededBy && (query.viewer === undefined || h.entry.scope === null || h.entry.scope === query.viewer));
    const candidates = new Map<number, { h: Held; keyword: number; vector: number | null }>();
    const terms = [...new Set(queryTerms(query.text).map(normalTerm).filter(Boolean))];
    if (terms.length) {
      const scored = visible.map((h) => ({ h, bm25: this.bm25(h, terms) })).filter((x) => x.bm25 > 0);
      scored.sort((a, b) => b.bm25 - a.bm25 || b.h.entry.id - a.h.entry.id);
      const top = scored.slice(0, pool);
      const best = Math.max(0, ...top.map((x) => x.bm25));
      for (const x of top)
        candidates.set(x.h.entry.id, {
          h: x.h,
          keyword: best > 0 ? x.bm25 / best : 1,
          vector: null,
        });
    }
    const withVectors = query.vector !== undefined && query.embedding !== undefined;
    if (withVectors) {
      const { model, dimensions } = query.embedding!;
      const cos = new Map<number, number>();
      for (const h of visible) {
        const v = this.embedding(contentHash(h.entry.content), model, dimensions);
        if (v) cos.set(h.entry.id, cosine(query.vector!, v));
      }
      const nearest = [...cos].sort((a, b) => b[1] - a[1]).slice(0, pool);
      for (const [id, c] of nearest) {
        const have = candidates.get(id);
        if (have) have.vector = c;
        else candidates.set(id, { h: this.held.get(id)!, keyword: 0, vector: c });
      }
      for (const c of candidates.values()) if (c.vector === null) c.vector = cos.get(c.h.entry.id) ?? 0;
    }
    const wanted = (e: Entry): boolean =>
      !(query.namespace && e.namespace !== query.namespace) && !(query.exclude && e.source.channel === query.exclude.channel && e.source.conversation === query.exclude.conversation);
    const pin = ranking.pin;
    const pinned: Hit[] =
      pin && (pin.namespaces.length || pin.minImportance <= 1)
        ? visible
            .map((h) => h.entry)
            .filter((e) => (pin.namespaces.includes(e.namespace) || e.importance >= pin.minImportance) && wanted(e))
            .sort((a, b) => b.importance - a.importance || b.updatedAt - a.updatedAt)
            .slice(0, query.limit)
            .map((e) => ({
              ...e,
              pinned: true,
              score: 1 + e.importance,
              relevance: 1,
              keyword: 0,
              vector: null,
            }))
        : [];
    const pinnedIds = new Set(pinned.map((h) => h.id));
    const hits: Hit[] = [];
    for (const c of candidates.values()) {
      const e = c.h.entry;
      if (pinnedIds.has(e.id) || !wanted(e)) continue;
      const { relevance, score } = rank(
        {
          keyword: c.keyword,
          vector: c.vector,
          importance: e.importance,
          updatedAt: e.updatedAt,
        },
        ranking,
        query.now,
        withVectors,
      );
      if (relevance < ranking.minRelevance) continue;
      hits.push({
        ...e,
        score,
        relevance,
        keyword: c.keyword,
        vector: c.vector,
      });
    }
    hits.sort((a, b) => b.score - a.score || b.id - a.id);
    const room = Math.max(0, query.limit - pinned.length);
    let ranked: Hit[];
    if (ranking.mmr && hits.length >= ranking.mmr.threshold) {
      const emb = withVectors ? query.embedding : undefined;
      const words = new Map<number, Set<string>>();
      const wordsOf = (h: Hit): Set<string> => words.get(h.id) ?? (words.set(h.id, wordSet(h.content)), words.get(h.id)!);
      ranked = mmrPick(hits, room, ranking.mmr.lambda, (a, b) => {
        const va = emb && this.embedding(contentHash(a.content), emb.model, emb.dimensions);
        const vb = emb && this.embedding(contentHash(b.content), emb.model, emb.dimensions);
        return va && vb ? cosine(va, vb) : jaccard(wordsOf(a), wordsOf(b));
      });
    } else ranked = hits.slice(0, room);
    return [...pinned, ...ranked];
  }

  similar(
    content: string,
    where: {
      readonly namespace: string;
      readonly category: Category;
      readonly scope: Scope;
    },
    limit = 10,
  ): { entry: Entry; jaccard: number }[] {
    const terms = [...new Set(queryTerms(content).map(normalTerm).filter(Boolean))];
    if (!terms.length) return [];
    const all = this.entries();
    this.corpus();
    const words = wordSet(content);
    return all
      .filter((h) => !h.entry.archivedAt && !h.entry.supersededBy && h.entry.namespace === where.namespace && h.entry.category === where.category && h.entry.scope === where.scope)
      .map((h) => ({ h, bm25: this.bm25(h, terms) }))
      .filter((x) => x.bm25 > 0)
      .sort((a, b) => b.bm25 - a.bm25 || b.h.entry.id - a.h.entry.id)
      .slice(0, limit)
      .map((x) => ({
        entry: x.h.entry,
        jaccard: jaccard(words, wordSet(x.h.entry.content)),
      }))
      .sort((a, b) => b.jaccard - a.jaccard);
  }

  touch(id: number, importance: number, now: number): Entry | undefined {
    return this.write(() => {
      const e = this.held.get(id)?.entry;
      if (!e) return undefined;
      const next = {
        ...e,
        updatedAt: now,
        importance: Math.max(e.importance, importance),
      };
      this.replace(id, next);
      return next;
    });
  }

  supersede(id: number, by: number): boolean {
    return this.write(() => {
      const e = this.held.get(id)?.entry;
      if (!e || e.supersededBy !== undefined) return false;
      return this.replace(id, { ...e, supersededBy: by });
    });
  }

  /** Removes every entry `drop` selects in one write; how many went. */
  /** The best keyword match's score, bm25 / (1 + bm25), among the live entries `viewer` may recall (fts_early_return_score). */
  keywordScore(text: string, viewer?: string): number {
    const terms = [...new Set(queryTerms(text).map(normalTerm).filter(Boolean))];
    if (!terms.length) return 0;
    const all = this.entries();
    this.corpus();
    let best = 0;
    for (const h of all) {
      if (h.entry.archivedAt || h.entry.supersededBy || (viewer !== undefined && h.entry.scope !== null && h.entry.scope !== viewer)) continue;
      best = Math.max(best, this.bm25(h, terms));
    }
    return best / (1 + best);
  }

  /** Deletes the vectors whose content no entry has any more (forgotten, purged, evicted, edited away); how many. */
  pruneEmbeddings(): number {
    const live = new Set(this.entries().map((h) => contentHash(h.entry.content)));
    const gone = (this.side.prepare('SELECT DISTINCT hash FROM embeddings').pluck().all() as string[]).filter((h) => !live.has(h));
    const drop = this.side.prepare('DELETE FROM embeddings WHERE hash = ?');
    this.side.transaction(() => {
      for (const h of gone) drop.run(h);
    })();
    for (const key of [...this.vectors.keys()]) if (!live.has(key.slice(0, key.indexOf('\0')))) this.vectors.delete(key);
    return gone.length;
  }

  private removeWhere(drop: (e: Entry) => boolean): number {
    return this.write(() => {
      let n = 0;
      for (const h of [...this.held.values()]) if (drop(h.entry) && this.replace(h.entry.id, undefined)) n++;
      return n;
    });
  }

  purgeOlder(category: Category, before: number): number {
    return this.removeWhere((e) => e.category === category && e.updatedAt < before);
  }

  archiveOlder(category: Category, before: number, now: number): number {
    return this.write(() => {
      let n = 0;
      for (const h of [...this.held.values()]) {
        const e = h.entry;
        if (e.category === category && e.updatedAt < before && e.archivedAt === undefined && this.replace(e.id, { ...e, archivedAt: now })) n++;
      }
      return n;
    });
  }

  purgeArchived(before: number): number {
    return this.removeWhere((e) => e.archivedAt !== undefined && e.updatedAt < before);
  }

  evict(
    where: {
      readonly column: 'category' | 'namespace';
      readonly value: string;
    },
    maxRows: number,
    maxBytes = 0,
    order: EvictOrder = 'importance',
  ): number {
    if (maxRows <= 0 && maxBytes <= 0) return 0;
    const of = (e: Entry) => (where.column === 'category' ? e.category : e.namespace) === where.value;
    const rows = this.entries()
      .map((h) => h.entry)
      .filter(of);
    if (maxBytes <= 0 && rows.length <= maxRows) return 0;
    rows.sort(keepFirst(order));
    const out = new Set<number>();
    let bytes = 0;
    rows.forEach((e, i) => {
      bytes += Buffer.byteLength(e.content);
      if ((maxRows > 0 && i >= maxRows) || (maxBytes > 0 && bytes > maxBytes)) out.add(e.id);
    });
    return out.size ? this.removeWhere((e) => out.has(e.id)) : 0;
  }

  groups(): { categories: string[]; namespaces: string[] } {
    const entries = this.entries().map((h) => h.entry);
    return {
      categories: [...new Set(entries.map((e) => e.category))],
      namespaces: [...new Set(entries.map((e) => e.namespace))],
    };
  }

  close(): void {
    this.side.close();
  }
}

const stampOf = (st: BigIntStats): string => `${st.ino}:${st.size}:${st.mtimeNs}`;
