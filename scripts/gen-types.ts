// Generates schema/config.schema.generated.json and schema/config.generated.ts from the merged schema; --check fails when they are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compile } from 'json-schema-to-typescript';
import { builtinMergedSchema } from './merged-schema.js';
import type { JsonSchema } from '../kernel/types.js';

const BANNER = 'DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`.';

/**
 * The types describe a validated config, where every key with a default is present: such keys become required for
 * the type generator (the published JSON schema keeps them optional).
 */
function validatedShape(node: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node };
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, validatedShape(v)]));
    const defaulted = Object.entries(node.properties).filter(([, v]) => v.default !== undefined).map(([k]) => k);
    out.required = [...new Set([...(node.required ?? []), ...defaulted])];
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') out.additionalProperties = validatedShape(node.additionalProperties);
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) out.items = validatedShape(node.items);
  return out;
}

export async function generate(): Promise<Record<string, string>> {
  const schema = builtinMergedSchema();
  const withComment = { $comment: BANNER, ...schema };
  const types = await compile(validatedShape(structuredClone(schema)) as never, 'SvcConfig', {
    bannerComment: `/* ${BANNER} */`,
    additionalProperties: false,
    unknownAny: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return {
    'config.schema.generated.json': `${JSON.stringify(withComment, null, 2)}\n`,
    'config.generated.ts': types,
  };
}

async function cli(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, dir: { type: 'string' } } });
  // Runs from dist/scripts/: the committed files sit in the repository's schema/ folder.
  const dir = resolve(values.dir ?? fileURLToPath(new URL('../../schema/', import.meta.url)));
  const files = await generate();
  const stale: string[] = [];
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, name);
    if (values.check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // missing counts as stale
      }
      if (current !== text) stale.push(file);
    } else writeFileSync(file, text);
  }
  if (stale.length) {
    process.stderr.write(`generated schema files are stale: ${stale.join(', ')}\nrun \`npm run gen:types\` and commit the result\n`);
    return 1;
  }
  process.stdout.write(values.check ? 'generated schema files are up to date\n' : `wrote ${Object.keys(files).join(', ')} in ${dir}\n`);
  return 0;
}

process.exitCode = await cli();
