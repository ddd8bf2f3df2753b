// file_read, file_list, file_write and file_edit: files of the agent's workspace only (ToolContext.workspace.resolve:
// symlinks and `..` resolved before the check, other agents' workspaces as granted), every size bounded.
import { closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { writeFileAtomic } from '../../lib/fs/atomic.js';
import type { ToolContext, ToolDefinition } from '../agent/api.js';

/** Bytes file_read returns at most per call (the runtime cuts results further to max_tool_result_chars). */
export const READ_MAX = 256 * 1024;
/** Bytes file_write and file_edit write at most; a bigger file is not edited. */
export const WRITE_MAX = 1024 * 1024;
/** Entries file_list returns at most. */
export const LIST_MAX = 500;

const shown = (ctx: ToolContext, path: string): string => relative(ctx.workspace.dir, path) || '.';

function textOf(buffer: Buffer, label: string): string {
  if (buffer.includes(0)) throw new Error(`${label} is a binary file; file_read reads text`);
  return buffer.toString('utf8');
}

export const fileRead: ToolDefinition = {
  name: 'file_read',
  reaches: ['filesystem'],
  description: `Read a text file of the workspace (at most ${READ_MAX / 1024} KiB per call; offset reads further).`,
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['path'],
    properties: {
      path: { type: 'string', minLength: 1, description: 'File path, relative to the workspace' },
      offset: { type: 'integer', minimum: 0, description: 'Byte offset to start at (default 0)' },
    },
  },
  handler: (args, ctx) => {
    const path = ctx.workspace.resolve(String(args.path), 'read');
    const st = statSync(path);
    if (!st.isFile()) throw new Error(`${String(args.path)} is not a regular file${st.isDirectory() ? ' (file_list lists a directory)' : ''}`);
    const offset = Number(args.offset ?? 0);
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(Math.max(0, Math.min(READ_MAX, st.size - offset)));
      const n = buffer.length ? readSync(fd, buffer, 0, buffer.length, offset) : 0;
      const text = textOf(buffer.subarray(0, n), String(args.path));
      const end = offset + n;
      return end < st.size ? `${text}\n[${st.size - end} more bytes: call file_read with offset ${end}]` : text;
    } finally {
      closeSync(fd);
    }
  },
};

export const fileList: ToolDefinition = {
  name: 'file_list',
  reaches: ['filesystem'],
  description: `List a directory of the workspace: each entry's name, type and size (at most ${LIST_MAX} entries).`,
  parameters: {
    type: 'object',
    additionalProperties: false,
    properties: { path: { type: 'string', minLength: 1, description: 'Directory, relative to the workspace (default: the workspace itself)' } },
  },
  handler: (args, ctx) => {
    const dir = ctx.workspace.resolve(args.path === undefined ? '.' : String(args.path), 'read');
    if (!statSync(dir).isDirectory()) throw new Error(`${String(args.path)} is not a directory`);
    const names = readdirSync(dir).sort();
    const lines = names.slice(0, LIST_MAX).map((name) => {
      const st = lstatSync(join(dir, name));
      return st.isDirectory() ? `${name}/` : st.isSymbolicLink() ? `${name} (link)` : `${name}  ${st.size} bytes`;
    });
    const more = names.length > LIST_MAX ? `\n[${names.length - LIST_MAX} more entries not shown]` : '';
    return `${shown(ctx, dir)}: ${names.length} entries\n${lines.join('\n')}${more}`;
  },
};

export const fileWrite: ToolDefinition = {
  name: 'file_write',
  reaches: ['filesystem'],
  // Writing files changes what the agent reads later (its identity files live in the workspace): offered by name only.
  explicitOnly: true,
  description: `Write a text file in the workspace (creating its directories), replacing it or appending to it; at most ${WRITE_MAX / 1024} KiB.`,
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'content'],
    properties: {
      path: { type: 'string', minLength: 1, description: 'File path, relative to the workspace' },
      content: { type: 'string', description: 'The text to write' },
      append: { type: 'boolean', description: 'Append to the file instead of replacing it (default false)' },
    },
  },
  handler: (args, ctx) => {
    const path = ctx.workspace.resolve(String(args.path), 'write');
    const content = String(args.content);
    const before = args.append === true ? existing(path, String(args.path)) : '';
    const text = before + content;
    if (Buffer.byteLength(text) > WRITE_MAX) throw new Error(`the file would be ${Buffer.byteLength(text)} bytes, over the ${WRITE_MAX} bytes file_write writes; nothing was written`);
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileAtomic(path, text, 0o600);
    return `wrote ${shown(ctx, path)} (${Buffer.byteLength(text)} bytes)`;
  },
};

/** The text of `path`, '' when it does not exist; refuses what file_edit and an append cannot handle. */
function existing(path: string, label: string): string {
  let st;
  try {
    st = statSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw err;
  }
  if (!st.isFile()) throw new Error(`${label} is not a regular file`);
  if (st.size > WRITE_MAX) throw new Error(`${label} is ${st.size} bytes, over the ${WRITE_MAX} bytes the file tools edit`);
  return textOf(readFileSync(path), label);
}

export const fileEdit: ToolDefinition = {
  name: 'file_edit',
  reaches: ['filesystem'],
  explicitOnly: true,
  description: 'Replace text in a workspace file: old_text must occur exactly once (or set replace_all).',
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'old_text', 'new_text'],
    properties: {
      path: { type: 'string', minLength: 1, description: 'File path, relative to the workspace' },
      old_text: { type: 'string', minLength: 1, description: 'The exact text to replace' },
      new_text: { type: 'string', description: 'The replacement' },
      replace_all: { type: 'boolean', description: 'Replace every occurrence (default false: exactly one must exist)' },
    },
  },
  handler: (args, ctx) => {
    const label = String(args.path);
    const path = ctx.workspace.resolve(label, 'write');
    const text = existing(path, label);
    if (!text && !statSafe(path)) throw new Error(`${label} does not exist`);
    const oldText = String(args.old_text);
    const count = text.split(oldText).length - 1;
    if (count === 0) throw new Error(`old_text does not occur in ${label}; nothing was changed`);
    if (count > 1 && args.replace_all !== true) throw new Error(`old_text occurs ${count} times in ${label}; give more context to make it unique, or set replace_all; nothing was changed`);
    const next = text.split(oldText).join(String(args.new_text));
    if (Buffer.byteLength(next) > WRITE_MAX) throw new Error(`the file would be over ${WRITE_MAX} bytes; nothing was changed`);
    writeFileAtomic(path, next, statSync(path).mode & 0o777);
    return `edited ${shown(ctx, path)}: ${count} replacement${count === 1 ? '' : 's'}`;
  },
};

function statSafe(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
