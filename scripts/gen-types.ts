// Generates schema/config.schema.generated.json and schema/config.generated.ts from the merged schema, and each built-in
// extension's extensions/<name>/config.generated.ts (the types of its own sections); --check fails when one is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compile } from 'json-schema-to-typescript';
import { builtinExtensions } from '../bin/builtins.js';
import { builtinMergedSchema } from './merged-schema.js';
import type { JsonSchema } from '../kernel/types.js';

const BANNER = 'DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`.';
const OPTIONS = { additionalProperties: false, unknownAny: true, format: true, style: { singleQuote: true, printWidth: 120 } } as const;

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

/** The merged schema's node at a dotted section path (after the schema hook, so derived parts are included). */
function sectionNode(schema: JsonSchema, path: string): JsonSchema {
  let node = schema;
  for (const seg of path.split('.')) node = node.properties![seg]!;
  return node;
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
}

/** Generated files by their path from the repository root. */
export async function generate(): Promise<Record<string, string>> {
  const schema = builtinMergedSchema();
  const withComment = { $comment: BANNER, ...schema };
  const files: Record<string, string> = {
    'schema/config.schema.generated.json': `${JSON.stringify(withComment, null, 2)}\n`,
    'schema/config.generated.ts': await compile(validatedShape(structuredClone(schema)) as never, 'SvcConfig', { bannerComment: `/* ${BANNER} */`, ...OPTIONS }),
  };
  // One file per extension, beside its code: the types of the sections it owns, which it (and, through its api.ts,
  // its dependants) imports. `<Name>Sections` maps each section path to its type.
  for (const ext of builtinExtensions) {
    const paths = Object.keys(ext.sections ?? {});
    if (!paths.length) continue;
    const banner = `DO NOT EDIT: the config sections of the "${ext.name}" extension, generated from the merged schema. Run \`npm run gen:types\`.`;
    const wrapper: JsonSchema = {
      type: 'object',
      description: `The config sections the "${ext.name}" extension owns, by dotted path.`,
      properties: Object.fromEntries(paths.map((p) => [p, sectionNode(schema, p)])),
      required: paths,
      additionalProperties: false,
    };
    files[`extensions/${ext.name}/config.generated.ts`] = await compile(validatedShape(structuredClone(wrapper)) as never, `${pascal(ext.name)}Sections`, { bannerComment: `/* ${banner} */`, ...OPTIONS });
  }
  return files;
}

async function cli(): Promise<number> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, root: { type: 'string' } } });
  // Runs from dist/scripts/: the committed files sit in the repository (schema/ and each extension's folder).
  const dir = resolve(values.root ?? fileURLToPath(new URL('../../', import.meta.url)));
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
