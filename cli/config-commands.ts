// The config commands (CONTRACT §1): list, get, set, save, types and onboard. Writes go through editConfigFile, never from env values.
import { describe, kernelError, type ConfigProblem, type SvcError } from '../kernel/errors.js';
import type { Session } from '../runner/boot.js';
import { KERNEL_OWNER, type ExtensionHost } from '../kernel/host.js';
import { editConfigFile, setIn, unsetIn } from '../core/config/edit.js';
import type { ConfigSetAnswer, ConfigSetRequest } from '../runner/config-control.js';
import { configEntries, maskSecrets, type ConfigEntry } from '../core/config/entries.js';
import { applyEnv, overrideOf } from '../kernel/config/env.js';
import { closest, nodeAtPath, parsePath, pathSegments, schemaAt, tomlPath } from '../lib/config/path.js';
import { checkAlias } from '../lib/config/aliases.js';
import { extensionTypes, loadCompiler, PUBLIC_MODULE, sectionTypes } from '../core/config/typegen.js';
import { parse as parseToml } from 'smol-toml';
import { expectedOf, parseValue, tomlLiteral, type Parsed } from '../lib/config/values.js';
import type { CommandContext, ConfigObject, JsonSchema, OnboardGroup } from '../kernel/types.js';
import { LineReader, readMasked, readline } from './prompt.js';

export const LEGEND = 'Legend: 💉 env-overridden  🔒 secret';

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A table whose keys are chosen by the operator (an alias map, a map of values, an open table): its keys are never rewritten. */
function freeKeyed(node: JsonSchema | undefined): boolean {
  return node !== undefined && (typeof node.additionalProperties === 'object' || node['x-open'] === true || node['x-alias-map'] === true);
}

function hasField(node: JsonSchema | undefined, key: string): boolean {
  return node?.properties !== undefined && Object.hasOwn(node.properties, key);
}

/**
 * The schema node of a CLI path written as a TOML dotted key (`a.b`, `models.openai."gpt-4.1".input_per_mtok`), or a
 * usage error naming the path and a fix. A bare segment may be the kebab-case spelling of a field (`api-key` is
 * `api_key`); a key of a free-keyed table (alias, model name) is taken as written, and refused when it cannot be one.
 */
function resolvePath(schema: JsonSchema, path: string): { segments: string[]; node: JsonSchema; secret: boolean } {
  const parsed = parsePath(path);
  if (typeof parsed === 'string') throw kernelError('SVC_ERR_USAGE', `"${path}" is not a config path: ${parsed}`);
  const segments: string[] = [];
  for (const [i, seg] of parsed.entries()) {
    const parent = nodeAtPath(schema, segments)?.node;
    let key = seg.key;
    if (seg.bare && key.includes('-') && !hasField(parent, key) && hasField(parent, key.replace(/-/g, '_'))) key = key.replace(/-/g, '_');
    if (parent?.['x-alias-map'] === true && !hasField(parent, key)) {
      const bad = checkAlias(key);
      if (bad) {
        const fixed = key.replace(/-/g, '_');
        const rest = parsed.slice(i + 1).map((p) => p.key);
        const hint = checkAlias(fixed) ? '' : ` (write the alias as "${tomlPath([...segments, fixed, ...rest])}")`;
        throw kernelError('SVC_ERR_USAGE', `"${key}" cannot be an alias in ${tomlPath(segments)}: ${bad.message}; alias keys are never rewritten${hint}`);
      }
    }
    segments.push(key);
  }
  const hit = nodeAtPath(schema, segments);
  if (hit && segments.every((s) => s !== '')) return { segments, ...hit };
  // A model name such as gpt-4.1 holds a dot: written bare it splits into two keys. Find the quoted form that resolves.
  // The fewest segments joined, the deepest free key first: models.openai.gpt-4.1.x is models.openai."gpt-4.1".x.
  for (let joined = 2; joined <= segments.length; joined++) {
    for (let i = segments.length - joined; i >= 0; i--) {
      const parent = nodeAtPath(schema, segments.slice(0, i))?.node;
      if (!freeKeyed(parent) || hasField(parent, segments[i]!)) continue;
      const candidate = [...segments.slice(0, i), segments.slice(i, i + joined).join('.'), ...segments.slice(i + joined)];
      if (nodeAtPath(schema, candidate)) throw kernelError('SVC_ERR_USAGE', `unknown config path "${path}" (a key that holds a dot is quoted: '${tomlPath(candidate)}')`);
    }
  }
  let known = segments.length - 1;
  while (known > 0 && !nodeAtPath(schema, segments.slice(0, known))) known--;
  const parent = nodeAtPath(schema, segments.slice(0, known))?.node;
  const hint = closest(segments[known] ?? '', Object.keys(parent?.properties ?? {}));
  const suggestion = hint ? ` (did you mean "${tomlPath([...segments.slice(0, known), hint])}"?)` : '';
  throw kernelError('SVC_ERR_USAGE', `unknown config path "${path}"${suggestion}`);
}

/**
 * A field of a table not in the file yet whose other fields are required (a model's two prices): one field alone can
 * never validate, so the hint shows the command that writes the table at once. Empty when that is not the case.
 */
function requiredHint(schema: JsonSchema, file: ConfigObject, segments: readonly string[], value: unknown): string {
  if (segments.length < 2) return '';
  const table = segments.slice(0, -1);
  const required = nodeAtPath(schema, table)?.node.required ?? [];
  const field = segments[segments.length - 1]!;
  const others = required.filter((r) => r !== field);
  if (!others.length || valueAt(file, table) !== undefined) return '';
  const fields = [`${JSON.stringify(field)}:${JSON.stringify(value)}`, ...others.map((r) => `${JSON.stringify(r)}:<${[nodeAtPath(schema, [...table, r])?.node.type ?? 'value'].flat().join('|')}>`)];
  return `; ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} required beside it: set them at once: svc config set '${tomlPath(table)}' '{${fields.join(',')}}'`;
}

function valueAt(config: ConfigObject, segments: readonly string[]): unknown {
  let node: unknown = config;
  for (const seg of segments) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
  return node;
}

function isPopulated(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'object' || Object.keys(value).length > 0;
}

function row(entry: ConfigEntry, schema: JsonSchema): string {
  const mark = entry.is_env_overridden ? '💉 ' : '  ';
  if (entry.is_secret) return `${mark}${entry.path} = ${entry.populated ? '(set)' : '(unset)'} 🔒`;
  const node = nodeAtPath(schema, pathSegments(entry.path) ?? entry.path.split('.'))?.node;
  return `${mark}${entry.path} = ${tomlLiteral(entry.value, node) ?? '(unset)'}`;
}

/** A TOML value written alone (`"aieos"`, `{ a = 1 }`, `[{ a = 1 }]`), or undefined when the text is not one. */
function tomlValue(text: string): unknown {
  try {
    return (parseToml(`v = ${text}`) as { v?: unknown }).v;
  } catch {
    return undefined;
  }
}

/**
 * A VALUE typed on the command line. `config get` prints TOML literals, and set takes them back: a quoted string is
 * the string it quotes (`'"aieos"'` is aieos), an inline table or array in TOML form is read as TOML. Anything else
 * follows CONTRACT §3 (the rules of the environment, where strings stay verbatim).
 */
export function cliValue(text: string, node: JsonSchema): Parsed {
  const types = [node.type ?? []].flat();
  const literal = /^\s*["{[]/.test(text) ? tomlValue(text.trim()) : undefined;
  if (typeof literal === 'string' && /^\s*"/.test(text) && (types.length === 0 || types.includes('string'))) return { ok: true, value: literal };
  const parsed = parseValue(text, node);
  if (literal === null || typeof literal !== 'object' || (parsed.ok && typeof parsed.value !== 'string')) return parsed;
  const fits = Array.isArray(literal) ? types.includes('array') : types.includes('object');
  return fits ? { ok: true, value: JSON.parse(JSON.stringify(literal)) as unknown } : parsed;
}

/** Tries at one question before it is skipped (keeping what was shown): a pipe of wrong answers must end. */
const MAX_ATTEMPTS = 5;

/** A yes/no question, no by default. */
async function confirm(ctx: CommandContext, lines: LineReader | undefined, question: string): Promise<boolean> {
  const answer = await ask(ctx, lines, `${question} [y/N]: `, false);
  return /^y(es)?$/i.test((answer ?? '').trim());
}

/** What to do after onboarding: the kernel's steps, then each group's own line. */
function nextSteps(groups: readonly OnboardGroup[], load: () => ConfigObject, file: string): string {
  let config: ConfigObject | undefined;
  try {
    config = load();
  } catch {
    // The file does not load (its problems are printed by svc config validate, the first step): no group lines.
  }
  const lines = ['', 'Next steps:', `  svc config validate          check ${file} as the daemon will`, '  svc daemon                   start it (or: systemctl start svc, see docs/guides/install.md)', '  svc status                   see it running'];
  for (const g of groups) {
    let line: string | undefined;
    try {
      line = config ? g.next?.(config) : undefined;
    } catch {
      line = undefined;
    }
    if (line) lines.push(`  ${line}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads one answer: masked on a terminal for secrets, a plain line otherwise (also from a pipe). */
async function ask(ctx: CommandContext, lines: LineReader | undefined, question: string, secret: boolean): Promise<string | undefined> {
  const stdin = ctx.stdin as NodeJS.ReadStream;
  if (stdin.isTTY && secret) return readMasked(stdin, ctx.stdout, question);
  if (stdin.isTTY) {
    const rl = readline().createInterface({ input: stdin, output: ctx.stdout, terminal: true });
    try {
      return await new Promise<string>((resolve) => rl.question(question, resolve));
    } finally {
      rl.close();
    }
  }
  ctx.stdout.write(question);
  const line = await lines!.next();
  ctx.stdout.write('\n');
  return line;
}

/**
 * Sends config changes to the daemon running on this data directory (`config.set`); undefined when none runs there
 * (no socket, connection refused, a socket path no daemon can use) or it runs from another config file: the caller
 * then writes the file itself. Errors of the daemon keep their code, exit code and problems.
 */
async function daemonSet(ctx: CommandContext, s: Session, changes: Record<string, unknown>): Promise<(ConfigSetAnswer & { applied: true }) | undefined> {
  let answer: ConfigSetAnswer;
  try {
    answer = (await ctx.control('config.set', { file: s.paths.configFile, changes } satisfies ConfigSetRequest)) as ConfigSetAnswer;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'SVC_ERR_NO_DAEMON' || code === 'SVC_ERR_SOCKET_PATH') return undefined;
    throw err;
  }
  return answer.applied ? answer : undefined;
}

/**
 * The plain sentence that says whether the running daemon applied a change or needs a restart for it. Paths its
 * environment overrides get neither: the warning about the variable says what happens to them.
 */
function daemonNote(answer: ConfigSetAnswer & { applied: true }, paths: readonly string[]): string {
  const daemon = `the running daemon (pid ${answer.pid})`;
  if (answer.restart_required.length) return `written; ${daemon} applies ${answer.restart_required.join(', ')} only after a restart\n`;
  const applied = paths.filter((p) => !answer.overridden[p]);
  return applied.length ? `applied by ${daemon} at once: ${applied.join(', ')}\n` : '';
}

/**
 * The extension sections `svc config types` prints, by extension in load order: all, one extension's (`--extension`)
 * or one section (`--section`). A name nothing loaded owns is a usage error with the closest one.
 */
function typedSections(s: Session, section: string | undefined, extension: string | undefined): Map<string, string[]> {
  if (section !== undefined && extension !== undefined) throw kernelError('SVC_ERR_USAGE', 'svc config types: give --section or --extension, not both');
  const byExtension = new Map<string, string[]>();
  for (const claim of s.claims) if (claim.extension !== KERNEL_OWNER) byExtension.set(claim.extension, [...(byExtension.get(claim.extension) ?? []), claim.path]);
  if (section !== undefined) {
    const claim = s.claims.find((c) => c.path === section);
    if (claim?.extension === KERNEL_OWNER) {
      throw kernelError('SVC_ERR_USAGE', `svc config types: "${section}" is the kernel's own section, not an extension's (svc config schema --section ${section} prints its schema)`);
    }
    if (!claim) {
      const paths = [...byExtension.values()].flat();
      // A path inside a section (an alias, a field) points at that section.
      const hint = closest(section, paths) ?? paths.filter((p) => section.startsWith(`${p}.`)).sort((a, b) => b.length - a.length)[0];
      const suggestion = hint ? ` (did you mean "${hint}"?)` : ' (svc extensions lists the sections of each extension)';
      throw kernelError('SVC_ERR_USAGE', `svc config types: no loaded extension owns the section "${section}"${suggestion}`);
    }
    return new Map([[claim.extension, [section]]]);
  }
  if (extension !== undefined) {
    const paths = byExtension.get(extension);
    if (paths) return new Map([[extension, paths]]);
    const loaded = s.host.ordered.some((e) => e.definition.name === extension);
    const hint = closest(extension, s.host.ordered.map((e) => e.definition.name));
    throw kernelError(
      'SVC_ERR_USAGE',
      loaded ? `svc config types: extension "${extension}" owns no config section` : `svc config types: no extension "${extension}" is loaded${hint ? ` (did you mean "${hint}"?)` : ''}`,
    );
  }
  return byExtension;
}

export function registerConfigCommands(host: ExtensionHost, session: () => Session): void {
  host.addCommand({
    name: 'config list',
    summary: 'Every config value with its path; 💉 marks env-overridden rows, secrets show only (set) or (unset)',
    needs: 'config',
    options: {
      filter: { type: 'string', short: 'f', description: 'Only paths under this prefix (whole segments)' },
      secrets: { type: 'boolean', description: 'Only secret fields' },
      json: { type: 'boolean', description: 'Print {"entries": [...]} as JSON' },
    },
    run: async (ctx) => {
      const s = session();
      const prefix = ctx.options.filter as string | undefined;
      const entries = configEntries(ctx.schema, ctx.config(), s.envOverrides).filter(
        (e) => (!prefix || e.path === prefix || e.path.startsWith(`${prefix}.`)) && (!ctx.options.secrets || e.is_secret),
      );
      if (ctx.options.json) {
        ctx.stdout.write(json({ entries }));
        return;
      }
      ctx.stdout.write(`${LEGEND}\n\n${entries.map((e) => row(e, ctx.schema)).join('\n')}${entries.length ? '\n' : ''}`);
    },
  });

  host.addCommand({
    name: 'config get',
    summary: 'One value as a TOML literal; a secret only says whether it is set',
    usage: 'PATH',
    positionals: { min: 1, max: 1 },
    needs: 'config',
    options: { json: { type: 'boolean', description: 'Print {"path", "value", "env_overridden"} as JSON' } },
    run: async (ctx) => {
      const { segments, node, secret } = resolvePath(ctx.schema, ctx.positionals[0]!);
      const path = tomlPath(segments);
      const value = valueAt(ctx.config(), segments);
      const env = overrideOf(session().envOverrides, segments) !== undefined;
      // A table may hold secrets: they show as (set) or (unset), like config list, and --json names them in "masked".
      const shown = secret ? undefined : maskSecrets(node, value, path);
      if (ctx.options.json) {
        const out = shown
          ? { path, value: shown.value ?? null, env_overridden: env, ...(shown.masked.length ? { masked: shown.masked } : {}) }
          : { path, populated: isPopulated(value), env_overridden: env };
        ctx.stdout.write(`${JSON.stringify(out)}\n`);
      } else if (!shown) ctx.stdout.write(`${isPopulated(value) ? '(set)' : '(unset)'}\n`);
      else ctx.stdout.write(`${tomlLiteral(shown.value, node) ?? '(unset)'}\n`);
    },
  });

  host.addCommand({
    name: 'config set',
    summary: 'Write one value to config.toml (validated first; comments kept; secrets encrypted)',
    usage: 'PATH [VALUE]',
    positionals: { min: 1, max: 2 },
    needs: 'schema',
    options: { 'no-interactive': { type: 'boolean', description: 'Never prompt: a secret without VALUE is a usage error' } },
    run: async (ctx) => {
      const { segments, node, secret } = resolvePath(ctx.schema, ctx.positionals[0]!);
      const path = tomlPath(segments);
      let text = ctx.positionals[1];
      if (text !== undefined && secret) {
        const quoted = /^[A-Za-z0-9_.-]+$/.test(path) ? path : `'${path}'`;
        ctx.stderr.write(
          `svc: warning: a secret given on the command line stays in your shell history and in the process list; leave VALUE out to type it hidden (svc config set ${quoted}) or pipe it in (svc config set ${quoted} < file)\n`,
        );
      }
      if (text === undefined) {
        if (!secret) throw kernelError('SVC_ERR_USAGE', `svc config set ${path}: a VALUE is required (expected ${expectedOf(node)})`);
        if (ctx.options['no-interactive']) throw kernelError('SVC_ERR_USAGE', `svc config set ${path}: --no-interactive needs the VALUE on the command line`);
        const stdin = ctx.stdin as NodeJS.ReadStream;
        text = await ask(ctx, stdin.isTTY ? undefined : new LineReader(ctx.stdin), `${path} (input hidden): `, true);
        if (text === undefined) throw kernelError('SVC_ERR_USAGE', `svc config set ${path}: no value was entered`);
      }
      const parsed = cliValue(text, node);
      if (!parsed.ok) throw kernelError('SVC_ERR_USAGE', `svc config set ${path}: expected ${parsed.expected}`);
      // TOML has no null: an empty value for a nullable field removes the key, which is null only when that is the default.
      if (parsed.value === null && node.default !== null && node.default !== undefined) {
        throw kernelError('SVC_ERR_USAGE', `svc config set ${path}: TOML cannot hold null and the default is ${JSON.stringify(node.default)}; give a value`);
      }
      // A file that validated before and not after was broken by this value: a usage error (2), not a config one (78).
      let validBefore = true;
      try {
        session().config();
      } catch {
        validBefore = false;
      }
      let variable: string | undefined;
      let note = '';
      try {
        // A running daemon writes it through its config store, so a live path applies at once; else the file is written here.
        const daemon = await daemonSet(ctx, session(), { [path]: parsed.value });
        if (daemon) {
          variable = daemon.overridden[path];
          note = daemonNote(daemon, [path]);
        } else {
          const result = await editConfigFile(session(), (doc) => (parsed.value === null ? unsetIn : setIn)(doc, segments, parsed.value), [path]);
          ctx.logger.info({ path, by: 'cli' }, 'config changed');
          variable = overrideOf(result.overrides, segments);
        }
      } catch (err) {
        const problems = (err as { problems?: { path: string; message: string }[] }).problems ?? [];
        if (!validBefore || !problems.length) throw err;
        const listed = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
        throw kernelError('SVC_ERR_USAGE', `svc config set ${path}: the result would not validate (${listed}); nothing was written${requiredHint(ctx.schema, session().fileConfig, segments, parsed.value)}`);
      }
      if (variable) ctx.logger.warn({ path, variable }, `${variable} overrides ${path}: the file now holds the new value, which applies once the variable is unset`);
      // A table may hold secrets: shown like config get shows them, never as given (nor as encrypted).
      ctx.stdout.write(secret ? `${path} = (set) 🔒\n` : `${path} = ${tomlLiteral(maskSecrets(node, parsed.value, path).value, node) ?? '(unset)'}\n`);
      if (note) ctx.stdout.write(note);
    },
  });

  host.addCommand({
    name: 'config save',
    summary: 'Rewrite config.toml as stored: plaintext secrets encrypted, comments kept, no defaults or env values added',
    needs: 'schema',
    run: async (ctx) => {
      const s = session();
      if (!s.configFileExists) {
        ctx.stdout.write(`${s.paths.configFile} does not exist; nothing to save\n`);
        return;
      }
      const result = await editConfigFile(s, () => {});
      ctx.logger.info({ path: '', by: 'cli', encrypted: result.encrypted }, 'config saved');
      ctx.stdout.write(`${s.paths.configFile}: saved (${result.encrypted} secret${result.encrypted === 1 ? '' : 's'} newly encrypted)\n`);
    },
  });

  host.addCommand({
    name: 'config types',
    summary: `Print TypeScript for config sections (a field with a default is always present) and the ${PUBLIC_MODULE} SectionTypes augmentation to paste`,
    needs: 'schema',
    options: {
      section: {
        type: 'string',
        description: "Only this dotted section path, e.g. channels.pigeon (svc extensions lists them); without --section or --extension: every loaded extension's sections, one module per extension",
      },
      extension: { type: 'string', description: 'Only the sections of this extension, as one module with its <Name>Sections interface' },
    },
    run: async (ctx) => {
      const s = session();
      const groups = typedSections(s, ctx.options.section as string | undefined, ctx.options.extension as string | undefined);
      // Imported only now: a devDependency, which svc --help and every other command do without.
      const compile = await loadCompiler();
      const versions = new Map(s.host.ordered.map((e) => [e.definition.name, e.definition.version]));
      const out: string[] = [];
      for (const [extension, paths] of groups) {
        const sections = paths.map((path) => ({ path, schema: schemaAt(ctx.schema, path)! }));
        const from = `extension "${extension}" ${versions.get(extension) ?? ''}`.trimEnd();
        if (ctx.options.section !== undefined) {
          const banner = `Generated by \`svc config types --section ${paths[0]}\` from the schema of ${from}. A field with a default is always present.`;
          out.push(await sectionTypes(compile, { sections, banner, module: PUBLIC_MODULE }));
        } else {
          const banner = `Generated by \`svc config types\` from the sections of ${from}. A field with a default is always present.`;
          out.push(await extensionTypes(compile, extension, sections, banner, PUBLIC_MODULE));
        }
      }
      ctx.stdout.write(out.join('\n'));
    },
  });

  host.addCommand({
    name: 'onboard',
    summary: 'Ask for what a first start needs (each loaded extension asks its own questions); skips env-overridden fields',
    needs: 'schema',
    run: async (ctx) => {
      const s = session();
      const stdin = ctx.stdin as NodeJS.ReadStream;
      const lines = stdin.isTTY ? undefined : new LineReader(ctx.stdin);
      const overrides = applyEnv(ctx.schema, s.env, {}).overrides;
      const current = s.fileConfig;
      const answers = new Map<string, unknown>();
      const groups = s.host.onboarding;
      if (!groups.some((g) => g.fields.length)) {
        ctx.stdout.write('no loaded extension asks onboarding questions\n');
        return;
      }
      /** The file as it would be with `extra` on top of the answers so far: its problems (empty when it loads). */
      const problemsWith = (extra: ReadonlyMap<string, unknown>): readonly ConfigProblem[] => {
        const raw = structuredClone(current) as Record<string, unknown>;
        for (const [path, value] of [...answers, ...extra]) setIn(raw, path.split('.'), value);
        try {
          s.check(raw, { quiet: true });
          return [];
        } catch (err) {
          return (err as SvcError).problems ?? [{ path: '', message: (err as Error).message }];
        }
      };
      const candidate = (extra: ReadonlyMap<string, unknown>): ConfigObject => {
        const raw = structuredClone(current) as Record<string, unknown>;
        for (const [path, value] of [...answers, ...extra]) setIn(raw, path.split('.'), value);
        return s.check(raw, { quiet: true }).config;
      };
      for (const group of groups) {
        // A group without questions only adds its line to the next steps.
        if (!group.fields.length) continue;
        ctx.stdout.write(`\n${group.title}\n`);
        const chosen = new Map<string, unknown>();
        for (const field of group.fields) {
          const segments = field.path.split('.');
          const variable = overrideOf(overrides, segments);
          if (variable) {
            ctx.stdout.write(`${variable} is set in the environment\n  TOML path: ${field.path}\n  skipped: a value entered here would not take effect while the variable is set\n`);
            continue;
          }
          const { node, secret } = nodeAtPath(ctx.schema, segments)!;
          const existing = valueAt(current, segments);
          const shown = secret ? (isPopulated(existing) ? '(set)' : '(unset)') : (tomlLiteral(existing ?? node.default, node) ?? 'none');
          // Asked again until the answer is one the whole config accepts, or left blank (keeps what is shown).
          for (let attempt = 1; ; attempt++) {
            const answer = await ask(ctx, lines, `${field.question} [${shown}]: `, secret);
            if (answer === undefined || answer.trim() === '') break;
            const parsed = cliValue(answer.trim(), node);
            const problem = parsed.ok
              ? problemsWith(new Map([...chosen, [field.path, parsed.value]])).find((p) => p.path === field.path || p.path.startsWith(`${field.path}.`))?.message
              : `expected ${parsed.expected}`;
            if (problem === undefined) {
              chosen.set(field.path, (parsed as { value: unknown }).value);
              break;
            }
            ctx.stdout.write(`  ${problem}\n`);
            if (attempt >= MAX_ATTEMPTS) {
              ctx.stdout.write(`  skipped after ${attempt} tries: ${field.path} keeps ${shown}\n`);
              break;
            }
            ctx.stdout.write('  try again (or leave it blank to keep what is shown)\n');
          }
        }
        // A default the operator accepted counts as an answer: the part is kept with it.
        const needsNode = nodeAtPath(ctx.schema, group.needs.split('.'))?.node;
        const needed = chosen.get(group.needs) ?? valueAt(current, group.needs.split('.')) ?? needsNode?.default;
        if (chosen.size && !isPopulated(needed) && !overrideOf(overrides, group.needs.split('.'))) {
          ctx.stdout.write(`  skipped: ${group.needs} is needed to configure this part\n`);
          continue;
        }
        for (const [k, v] of chosen) answers.set(k, v);
        if (group.check && isPopulated(needed) && (await confirm(ctx, lines, group.check.question))) {
          try {
            ctx.stdout.write(`  ${await group.check.run(candidate(new Map()))}\n`);
          } catch (err) {
            ctx.stdout.write(`  failed: ${s.logRoot.scrub(describe(err))}\n  (your answers are kept; fix them with svc config set, or run svc onboard again)\n`);
          }
        }
      }
      if (!answers.size) {
        ctx.stdout.write('\nnothing changed\n');
        ctx.stdout.write(nextSteps(groups, () => candidate(new Map()), s.paths.configFile));
        return;
      }
      const daemon = await daemonSet(ctx, s, Object.fromEntries(answers));
      if (!daemon) {
        await editConfigFile(
          s,
          (doc) => {
            for (const [path, value] of answers) setIn(doc, path.split('.'), value);
          },
          [...answers.keys()],
        );
        for (const path of answers.keys()) ctx.logger.info({ path, by: 'cli' }, 'config changed');
      }
      ctx.stdout.write(`\nwrote ${answers.size} value${answers.size === 1 ? '' : 's'} to ${s.paths.configFile}\n`);
      if (daemon) {
        for (const [path, variable] of Object.entries(daemon.overridden)) {
          ctx.logger.warn({ path, variable }, `${variable} overrides ${path}: the file now holds the new value, which applies once the variable is unset`);
        }
        ctx.stdout.write(daemonNote(daemon, [...answers.keys()]));
      }
      ctx.stdout.write(nextSteps(groups, () => candidate(new Map()), s.paths.configFile));
    },
  });
}
