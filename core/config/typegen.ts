// TypeScript for config sections, from their JSON Schema: the one generator behind each built-in extension's
// config.generated.ts (scripts/gen-types) and `svc config types`, each ending with its SectionTypes augmentation.
import { kernelError } from '../../kernel/errors.js';
import type { JsonSchema } from '../../kernel/model.js';

/** The generator: a devDependency of svc, so a plain install lacks it; imported on first use, never at startup. */
export const TYPEGEN_PACKAGE = 'json-schema-to-typescript';

export type Compile = (typeof import('json-schema-to-typescript'))['compile'];

export const COMPILE_OPTIONS = { additionalProperties: false, unknownAny: true, format: true, style: { singleQuote: true, printWidth: 120 } } as const;

/** Where an extension package reaches the kernel's types: its SectionTypes is what a third party augments. */
export const PUBLIC_MODULE = 'svc-runtime';

/**
 * Imports the generator; a missing package is a usage error telling how to install it. `load` stands in for the import
 * in tests.
 */
export async function loadCompiler(load: () => Promise<{ compile: Compile }> = () => import('json-schema-to-typescript')): Promise<Compile> {
  try {
    return (await load()).compile;
  } catch (err) {
    // Only the package itself missing: a broken install of it (one of its own imports missing) stays an internal error.
    const missing = (err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && String((err as Error).message).includes(`'${TYPEGEN_PACKAGE}'`);
    if (!missing) throw err;
    throw kernelError(
      'SVC_ERR_USAGE',
      `generating TypeScript needs the ${TYPEGEN_PACKAGE} package, which is not installed: run \`npm install --save-dev ${TYPEGEN_PACKAGE}\` in the package that depends on ${PUBLIC_MODULE}`,
      { cause: err },
    );
  }
}

/**
 * The types describe a validated config, where every key with a default is present: such keys become required for
 * the generator (the published JSON schema keeps them optional). A node shared by two places stays one object, so it
 * becomes one type, not a copy with a number appended.
 */
export function validatedShape(node: JsonSchema, seen = new Map<JsonSchema, JsonSchema>()): JsonSchema {
  const done = seen.get(node);
  if (done) return done;
  const out: JsonSchema = { ...node };
  seen.set(node, out);
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, validatedShape(v, seen)]));
    const defaulted = Object.entries(node.properties).filter(([, v]) => v.default !== undefined).map(([k]) => k);
    out.required = [...new Set([...(node.required ?? []), ...defaulted])];
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') out.additionalProperties = validatedShape(node.additionalProperties, seen);
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) out.items = validatedShape(node.items, seen);
  return out;
}

/** `svc-channel-pigeon` → `SvcChannelPigeon`, `channels.gmail_push` → `ChannelsGmailPush`. */
export function pascal(name: string): string {
  return name.replace(/(^|[-_.])([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
}

export interface TypedSection {
  /** Dotted path, the key in SectionTypes. */
  readonly path: string;
  /** Its node in the merged schema (nested sections of other extensions included, as the config holds them). */
  readonly schema: JsonSchema;
}

export interface SectionTypesInput {
  readonly sections: readonly TypedSection[];
  /** Text of the opening comment. */
  readonly banner: string;
  /** The module whose SectionTypes the output augments: `svc-runtime` in a package, the kernel's types.ts in svc. */
  readonly module: string;
  /** An interface mapping each path to its type (`GatewaySections`); without it, only the sections' own types. */
  readonly map?: { readonly name: string; readonly description: string };
}

/** Stands in for `map` while compiling, then is cut from the output. */
const SCRATCH = 'SvcTypegenSectionMap';
const MEMBER = /^ {2}(?:'([^']+)'|([A-Za-z_$][\w$]*)): ([A-Za-z_$][\w$]*);$/;

function propertyKey(path: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(path) ? path : `'${path}'`;
}

/**
 * The sections' types (a section without a title is named `<Path>Config`) and, last, the augmentation that types
 * `kernel.config(path)` for each of them without a type argument.
 */
export async function sectionTypes(compile: Compile, input: SectionTypesInput): Promise<string> {
  const paths = input.sections.map((s) => s.path);
  // Every section gets a name, so the map's members are all `path: Name;` and name the types the augmentation lists.
  const wrapper: JsonSchema = {
    type: 'object',
    ...(input.map ? { description: input.map.description } : {}),
    properties: Object.fromEntries(input.sections.map(({ path, schema }) => [path, schema.title ? schema : { ...schema, title: `${pascal(path)}Config` }])),
    required: paths,
    additionalProperties: false,
  };
  const mapName = input.map?.name ?? SCRATCH;
  let code = await compile(validatedShape(structuredClone(wrapper)) as never, mapName, { bannerComment: `/* ${input.banner} */`, ...COMPILE_OPTIONS });
  const block = new RegExp(`^export interface ${mapName} \\{\\n((?: .*\\n)*?)\\}\\n`, 'm').exec(code);
  const names = new Map<string, string>();
  for (const line of block?.[1]?.split('\n') ?? []) {
    const m = MEMBER.exec(line);
    if (m) names.set(m[1] ?? m[2]!, m[3]!);
  }
  const unnamed = paths.filter((p) => !names.has(p));
  if (!block || unnamed.length) throw new Error(`typegen: no type name found for section ${unnamed.join(', ') || paths.join(', ')} in the generated code`);
  if (!input.map) code = code.replace(block[0], '');
  const entries = paths.map((p) => `    ${propertyKey(p)}: ${names.get(p)};`);
  return `${code}\n// Types kernel.config('<path>') for these sections, with no type argument.\ndeclare module '${input.module}' {\n  interface SectionTypes {\n${entries.join('\n')}\n  }\n}\n`;
}

/** The types of every section one extension owns, with its `<Name>Sections` map, as its config.generated.ts holds them. */
export function extensionTypes(compile: Compile, extension: string, sections: readonly TypedSection[], banner: string, module: string): Promise<string> {
  const map = { name: `${pascal(extension)}Sections`, description: `The config sections the "${extension}" extension owns, by dotted path.` };
  return sectionTypes(compile, { sections, banner, module, map });
}
