// How a server's tool is named and described to the model: mcp__<server>__<tool> within the agent's 64-character tool
// grammar, an input schema the agent's validator can compile, and a bounded description.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { JsonSchema } from '../../kernel/index.js';

const require = createRequire(import.meta.url);

export const TOOL_PREFIX = 'mcp__';
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
/** A schema longer than this (as JSON) is replaced by an open object schema: the server checks the arguments. */
const MAX_SCHEMA_CHARS = 64 * 1024;

const short = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 6);

/**
 * `mcp__<server>__<tool>` with characters outside [A-Za-z0-9_-] replaced by `_`; a name over 64 characters is cut and
 * given a short hash of the original, so two long names stay apart. `taken` holds the names already given (a clash
 * after replacement gets the hash too).
 */
export function exposedName(server: string, tool: string, taken: ReadonlySet<string>): string {
  const clean = tool.replace(/[^A-Za-z0-9_-]/g, '_');
  let name = `${TOOL_PREFIX}${server}__${clean}`;
  if (name.length > MAX_NAME || taken.has(name)) name = `${name.slice(0, MAX_NAME - 7)}_${short(tool)}`;
  return name;
}

export function boundedDescription(server: string, description: unknown): string {
  const text = typeof description === 'string' && description.trim() ? description.trim() : 'No description given.';
  const cut = text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
  return `${cut} (MCP server "${server}")`;
}

let ajv: import('ajv').default | undefined;

/**
 * The input schema as the agent validates arguments with it: an object schema without `$schema` (the agent's
 * validator speaks draft-07), or an open object schema when the server's does not compile or is too large.
 */
export function usableSchema(schema: unknown): { schema: JsonSchema; replaced?: string } {
  const open: JsonSchema = { type: 'object', additionalProperties: true };
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return { schema: open, replaced: 'no input schema' };
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
  const copy = { ...rest, type: 'object' } as JsonSchema;
  if (JSON.stringify(copy).length > MAX_SCHEMA_CHARS) return { schema: open, replaced: 'input schema over 64 KiB' };
  ajv ??= new (require('ajv') as typeof import('ajv')).default({ allErrors: true, strict: false });
  try {
    ajv.compile(copy);
  } catch (err) {
    return { schema: open, replaced: `input schema does not compile: ${(err as Error).message.slice(0, 200)}` };
  } finally {
    // A check only: nothing is kept across refreshes.
    ajv.removeSchema(copy);
  }
  return { schema: copy };
}
