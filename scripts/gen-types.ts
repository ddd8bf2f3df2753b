// Generates schema/config.schema.generated.json, schema/config.generated.ts and schema/validate.generated.cjs (the
// standalone ajv validator, made by the kernel's own ajv setup, that every process uses while the schema is the
// built-in one) from the merged schema, and each built-in extension's extensions/<name>/config.generated.ts (the types of
// its own sections, declared on the kernel's SectionTypes; the generator is core/config/typegen.ts, shared with
// `svc config types`); --check fails when one is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtinExtensions } from '../bin/builtins.js';
import { schemaAt } from '../lib/config/path.js';
import { newAjv } from '../lib/config/ajv.js';
import { claimsFingerprint, fingerprint, validatorModule } from '../core/config/compiled.js';
import { COMPILE_OPTIONS, extensionTypes, loadCompiler, validatedShape } from '../core/config/typegen.js';
import { builtinSchema } from './merged-schema.js';

const BANNER = 'DO NOT EDIT: generated from the merged schema of the kernel and the built-in extensions. Run `npm run gen:types`.';
/**
 * A built-in extension's generated file augments SectionTypes through the kernel's public entry, the module a package
 * names `svc-runtime`: TypeScript merges augmentations of a re-exported interface only when all of them go through
 * the same module (microsoft/TypeScript#18877, #46617), so one through kernel/types.ts would drop a package's entries.
 */
const KERNEL_ENTRY = '../../kernel/index.js';

/** The hashes of what schema/validate.generated.cjs was made from, read at every start without loading the validator. */
function validatorHashes({ schemaHash, claimsHash }: { schemaHash: string; claimsHash: string }): string {
  return `/* ${BANNER} */
// The hashes schema/validate.generated.cjs was made from (core/config/compiled.ts): a process uses that validator only
// for a merged schema with this hash, and checks sections alone only when its claims do not have this one.

/** SHA-256 of the built-in merged schema (plain JSON, keys in order). */
export const BUILTIN_SCHEMA_HASH = '${schemaHash}';
/** SHA-256 of the built-in section claims (path, extension, schema; in order). */
export const BUILTIN_CLAIMS_HASH = '${claimsHash}';
`;
}

/** Generated files by their path from the repository root. */
export async function generate(): Promise<Record<string, string>> {
  const compile = await loadCompiler();
  const { schema, claims } = builtinSchema();
  const withComment = { $comment: BANNER, ...schema };
  // A fresh ajv, so the generated names (validate10, schema11, ...) do not depend on what was compiled before.
  const ajv = newAjv();
  const hashes = { schemaHash: fingerprint(schema)!, claimsHash: claimsFingerprint(claims)! };
  const validator = validatorModule(ajv, ajv.compile(schema), { banner: BANNER, ...hashes });
  const files: Record<string, string> = {
    'schema/config.schema.generated.json': `${JSON.stringify(withComment, null, 2)}\n`,
    'schema/config.generated.ts': await compile(validatedShape(structuredClone(schema)) as never, 'SvcConfig', { bannerComment: `/* ${BANNER} */`, ...COMPILE_OPTIONS }),
    'schema/validate.generated.cjs': validator,
    'schema/validator.generated.ts': validatorHashes(hashes),
  };
  // One file per extension, beside its code: the types of the sections it owns, which it (and, through its api.ts,
  // its dependants) imports. `<Name>Sections` maps each section path to its type; the file ends by declaring the same
  // on the kernel's SectionTypes, so `kernel.config('<path>')` is typed without a type argument.
  for (const ext of builtinExtensions) {
    const paths = Object.keys(ext.sections ?? {});
    if (!paths.length) continue;
    const banner = `DO NOT EDIT: the config sections of the "${ext.name}" extension, generated from the merged schema. Run \`npm run gen:types\`.`;
    const sections = paths.map((path) => ({ path, schema: schemaAt(schema, path)! }));
    files[`extensions/${ext.name}/config.generated.ts`] = await extensionTypes(compile, ext.name, sections, banner, KERNEL_ENTRY);
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
