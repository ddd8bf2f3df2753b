// An agent's identity for its system prompt: the OpenClaw workspace files (AGENTS.md, SOUL.md, IDENTITY.md, USER.md,
// TOOLS.md, in that order) or an AIEOS JSON document. Files are re-read only when their size or mtime changes.
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The identity files of `format = "openclaw"`, in the order they enter the prompt. */
export const IDENTITY_FILES = ['AGENTS.md', 'SOUL.md', 'IDENTITY.md', 'USER.md', 'TOOLS.md'] as const;
/** Bytes read of one identity file at most; a larger file is a load error (the prompt would be truncated anyway). */
export const MAX_IDENTITY_FILE_BYTES = 256 * 1024;

export interface IdentitySettings {
  readonly format?: string;
  readonly aieos_inline?: string | null;
  readonly aieos_path?: string | null;
}

/** One part of the identity, as it enters the prompt under its own heading. */
export interface IdentityPart {
  readonly name: string;
  readonly text: string;
}

/** An identity file that exists but cannot be used: names the path; a load error at start, a WARN at run time. */
export class IdentityError extends Error {
  constructor(
    readonly path: string,
    why: string,
  ) {
    super(`${path}: ${why}`);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The file's size-and-mtime stamp and a reader of its text; undefined when it does not exist; IdentityError when it
 * cannot be read or is not UTF-8 text. The text is read only when asked for (a cached stamp skips the read).
 */
function fileOf(path: string): { stamp: string; text: () => string } | undefined {
  let stat;
  try {
    stat = statSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new IdentityError(path, `cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  if (!stat.isFile()) throw new IdentityError(path, 'is not a regular file');
  if (stat.size > MAX_IDENTITY_FILE_BYTES) throw new IdentityError(path, `is ${stat.size} bytes; an identity file may have ${MAX_IDENTITY_FILE_BYTES} at most`);
  const text = (): string => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (err) {
      throw new IdentityError(path, `cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    try {
      return utf8.decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      throw new IdentityError(path, 'is not valid UTF-8 text');
    }
  };
  return { stamp: `${stat.size}:${stat.mtimeMs}:${stat.ino}`, text };
}

/** An AIEOS document as an indented outline: every field the document has, in its own order, nothing invented. */
export function renderAieos(doc: unknown, where: string): string {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) throw new IdentityError(where, 'is not an AIEOS document: the JSON must be an object');
  const lines: string[] = [];
  const label = (k: string) => k.replace(/_/g, ' ');
  const walk = (value: unknown, depth: number, key: string | undefined): void => {
    const pad = '  '.repeat(depth);
    if (value === null || value === undefined || value === '') return;
    if (Array.isArray(value)) {
      if (value.every((v) => v === null || typeof v !== 'object')) {
        if (value.length) lines.push(`${pad}- ${key ? `${label(key)}: ` : ''}${value.join(', ')}`);
        return;
      }
      if (key) lines.push(`${pad}- ${label(key)}:`);
      for (const v of value) walk(v, depth + 1, undefined);
      return;
    }
    if (typeof value === 'object') {
      if (key) lines.push(`${pad}- ${label(key)}:`);
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (k.startsWith('@') || k === '$schema') continue;
        walk(v, key ? depth + 1 : depth, k);
      }
      return;
    }
    lines.push(`${pad}- ${key ? `${label(key)}: ` : ''}${String(value)}`);
  };
  walk(doc, 0, undefined);
  return lines.join('\n');
}

function parseAieos(text: string, where: string): string {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new IdentityError(where, `is not valid JSON (${(err as Error).message})`);
  }
  return renderAieos(doc, where);
}

/** Reads identities, keeping each file's text until its size or mtime changes (a turn costs a stat per file). */
export class IdentityReader {
  private readonly cache = new Map<string, { stamp: string; value: string }>();

  /** The identity of an agent whose workspace is `dir`; IdentityError when a present file cannot be used. */
  read(settings: IdentitySettings | undefined, dir: string): IdentityPart[] {
    const format = settings?.format ?? 'openclaw';
    if (format === 'aieos') {
      if (settings?.aieos_inline) return [{ name: 'Identity (AIEOS)', text: this.cached('inline', settings.aieos_inline, () => parseAieos(settings.aieos_inline!, 'agents.<alias>.identity.aieos_inline')) }];
      if (!settings?.aieos_path) return [];
      const path = resolve(dir, settings.aieos_path);
      const file = fileOf(path);
      if (!file) throw new IdentityError(path, 'does not exist (identity.aieos_path)');
      return [{ name: 'Identity (AIEOS)', text: this.cached(path, file.stamp, () => parseAieos(file.text(), path)) }];
    }
    const parts: IdentityPart[] = [];
    for (const name of IDENTITY_FILES) {
      const path = join(dir, name);
      const file = fileOf(path);
      if (!file) continue;
      const text = this.cached(path, file.stamp, () => file.text().trim());
      if (text) parts.push({ name, text });
    }
    return parts;
  }

  private cached(key: string, stamp: string, make: () => string): string {
    const hit = this.cache.get(key);
    if (hit && hit.stamp === stamp) return hit.value;
    const value = make();
    this.cache.set(key, { stamp, value });
    return value;
  }
}
