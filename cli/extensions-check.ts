// `svc extensions check`: one extension applied in isolation (with the built-ins it needs) in a fresh host on a temp
// config dir, reported with what it declares and registers and every problem it would cause when loaded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { kernelSections } from '../schema/kernel-sections.js';
import { checkVersions, parseDependency, unknownDefinitionKeys } from '../kernel/compat.js';
import { bootstrap } from '../kernel/config/bootstrap.js';
import { mergeSections, type SectionClaim } from '../kernel/config/schema.js';
import { loadThirdParty, type ImportModule } from '../runner/third-party.js';
import { checkSections, compileConfigSchema, defaultFaults, validateConfig } from '../kernel/config/validate.js';
import { describe, SvcError } from '../kernel/errors.js';
import { collectClaims, configStorePoint, ExtensionHost, KERNEL_OWNER, type LoadedExtension } from '../kernel/host.js';
import { LogRoot } from '../kernel/logger.js';
import type { ConfigObject, ConfigStore, ExtensionDefinition } from '../kernel/types.js';
import { version } from '../lib/version.js';
import { coreServices } from '../core/services.js';

/** An error makes the check fail (exit 78); a warning is listed only. */
export interface CheckProblem {
  readonly level: 'error' | 'warning';
  /** The kernel's error code (absent for a warning). */
  readonly code?: string;
  readonly message: string;
}

/** One svc range the extension declares, and whether this svc is inside it. */
export interface HostRange {
  readonly range: string;
  readonly from: 'definition' | 'engines.svc';
  readonly satisfied: boolean;
}

export interface SectionCheck {
  readonly path: string;
  /** The schema passes the meta-schema and compiles alone (strict). */
  readonly schema: 'ok' | 'invalid';
  /** The defaults the schema fills in validate against it; `unchecked` when the schema is invalid. */
  readonly defaults: 'ok' | 'invalid' | 'unchecked';
}

/** What `svc extensions check` prints (`--json`: this object). */
export interface CheckReport {
  /** The argument as given. */
  readonly entry: string;
  /** Absent when it could not be loaded. */
  readonly name?: string;
  readonly version?: string;
  /** The `extensions = [...]` entry it was loaded as (a path is relative to the current directory). */
  readonly source?: string;
  readonly svc: { readonly version: string; readonly ranges: readonly HostRange[] };
  /** The built-in extensions applied with it (its dependencies and optional dependencies, transitively). */
  readonly loadedWith: readonly string[];
  readonly sections: readonly SectionCheck[];
  readonly hooks: readonly string[];
  readonly provides: readonly string[];
  readonly uses: readonly string[];
  readonly commands: readonly string[];
  readonly controlCommands: readonly string[];
  /** Its entries in each inventory list (`routes`: method and URL below gateway.path_prefix, when the gateway is loaded). */
  readonly inventory: Readonly<Record<string, readonly string[]>>;
  readonly problems: readonly CheckProblem[];
  /** No error (warnings allowed). */
  readonly ok: boolean;
}

/** What the extension is checked against: this process's host (the built-ins, the kernel's commands) and its claims. */
export interface CheckContext {
  readonly host: ExtensionHost;
  readonly claims: readonly SectionClaim[];
  /** Where a relative path or a package name is resolved from. */
  readonly cwd: string;
  /** How the extension is imported (the session's way). */
  readonly importModule?: ImportModule;
}

/** Apply needs no config store; anything that reaches it in apply breaks "apply only registers". */
const NO_STORE: ConfigStore = new Proxy({} as ConfigStore, {
  get: () => () => {
    throw new Error('svc extensions check runs no config: the config store is unavailable during the check');
  },
});

function problemOf(err: unknown): CheckProblem {
  return err instanceof SvcError ? { level: 'error', code: err.code, message: err.message } : { level: 'error', code: 'SVC_ERR_EXT_APPLY', message: describe(err) };
}

/**
 * Like an `extensions` entry, but from the current directory; `dir/file.js` is taken as `./dir/file.js` (a package name
 * has no slash unless it is scoped), so a path needs no `./`.
 */
function entryFor(arg: string): string {
  return arg.startsWith('.') || isAbsolute(arg) || arg.startsWith('@') || !arg.includes('/') ? arg : `./${arg}`;
}

/** The built-ins `definition` needs, through dependsOn and optionalDependsOn, transitively, in the built-ins' order. */
function neededBuiltins(definition: ExtensionDefinition, builtins: readonly LoadedExtension[]): LoadedExtension[] {
  const byName = new Map(builtins.map((b) => [b.definition.name, b]));
  const needed = new Set<string>();
  const queue = [definition];
  while (queue.length) {
    const d = queue.pop()!;
    for (const entry of [...(d.dependsOn ?? []), ...(d.optionalDependsOn ?? [])]) {
      const name = parseDependency(entry).name;
      const found = byName.get(name);
      if (name === definition.name || needed.has(name) || !found) continue;
      needed.add(name);
      queue.push(found.definition);
    }
  }
  return builtins.filter((b) => needed.has(b.definition.name));
}

/** Every svc range and dependency range of the extension, each checked on its own so that all problems show. */
function checkRanges(loaded: LoadedExtension, deps: readonly LoadedExtension[], problems: CheckProblem[]): HostRange[] {
  const { definition } = loaded;
  const probe = (extra: Partial<ExtensionDefinition>): ExtensionDefinition => ({ name: definition.name, version: definition.version, apply: () => {}, ...extra });
  const ranges: HostRange[] = [];
  const declared: [string | undefined, HostRange['from']][] = [
    [definition.svc, 'definition'],
    [loaded.hostRange, 'engines.svc'],
  ];
  for (const [range, from] of declared) {
    if (range === undefined) continue;
    let satisfied = true;
    try {
      checkVersions([{ definition: probe({}), hostRange: range }], version());
    } catch (err) {
      satisfied = false;
      problems.push(problemOf(err));
    }
    ranges.push({ range, from, satisfied });
  }
  for (const entry of [...(definition.dependsOn ?? []), ...(definition.optionalDependsOn ?? [])]) {
    const dep = deps.find((d) => d.definition.name === parseDependency(entry).name);
    if (!dep || parseDependency(entry).range === undefined) continue;
    try {
      checkVersions([{ definition: probe({ dependsOn: [entry] }) }, dep], version());
    } catch (err) {
      problems.push(problemOf(err));
    }
  }
  return ranges;
}

/** The definition as the fresh host gets it: ranges already checked (and reported) are left out, so it still applies. */
function runnable(definition: ExtensionDefinition): ExtensionDefinition {
  const names = (list: string[] | undefined) => list?.map((e) => parseDependency(e).name);
  const copy = Object.assign(Object.create(Object.getPrototypeOf(definition) as object) as ExtensionDefinition, definition);
  return Object.assign(copy, { svc: undefined, dependsOn: names(definition.dependsOn), optionalDependsOn: names(definition.optionalDependsOn) });
}

/** A config holding only an empty table at `path`: a section without a root default gets its defaults filled in there. */
function withEmptyAt(path: string): ConfigObject {
  const root: Record<string, unknown> = {};
  let node = root;
  for (const seg of path.split('.')) node = (node[seg] = {}) as Record<string, unknown>;
  return root as ConfigObject;
}

/** Each section alone: meta-schema and strict compile, then the defaults it fills in against itself. */
function checkOwnSections(claims: readonly SectionClaim[], problems: CheckProblem[]): SectionCheck[] {
  return claims.map((claim) => {
    let validate;
    try {
      checkSections([claim]);
      validate = compileConfigSchema(mergeSections([claim]), [claim]);
    } catch (err) {
      problems.push(problemOf(err));
      return { path: claim.path, schema: 'invalid', defaults: 'unchecked' };
    }
    const candidate = claim.schema.default === undefined ? withEmptyAt(claim.path) : ({} as ConfigObject);
    const explicit = structuredClone(candidate);
    validateConfig(validate, candidate);
    const faults = defaultFaults(validate, explicit);
    for (const f of faults) {
      problems.push({
        level: 'error',
        code: 'SVC_ERR_SECTION_SCHEMA',
        message: `extension "${claim.extension}" ships a default for "${f.path}" that does not validate against its own schema: ${f.message}`,
      });
    }
    return { path: claim.path, schema: 'ok', defaults: faults.length ? 'invalid' : 'ok' };
  });
}

/**
 * What the extension registered that a built-in it was not applied with (or the kernel) registers too: the daemon,
 * which loads every built-in, would refuse it.
 */
function clashes(name: string, fresh: ExtensionHost, context: CheckContext, problems: CheckProblem[]): void {
  const outside = new Set(context.host.ordered.filter((e) => e.source === 'builtin' && !fresh.ordered.some((f) => f.definition.name === e.definition.name)).map((e) => e.definition.name));
  const clash = (code: string, message: string) => problems.push({ level: 'error', code, message });
  for (const [command, { owner }] of fresh.commands) {
    const other = context.host.commands.get(command)?.owner;
    if (owner === name && other !== undefined && (other === KERNEL_OWNER || outside.has(other))) clash('SVC_ERR_EXT_REGISTER', `command "svc ${command}" is added by both "${other}" and "${name}"`);
  }
  for (const [control, { owner }] of fresh.controlHandlers) {
    const other = context.host.controlHandlers.get(control)?.owner;
    if (owner === name && other !== undefined && (other === KERNEL_OWNER || outside.has(other))) clash('SVC_ERR_EXT_REGISTER', `control command "${control}" is registered by both "${other}" and "${name}"`);
  }
  const own = fresh.extensionInfo().find((e) => e.name === name);
  for (const info of context.host.extensionInfo().filter((e) => outside.has(e.name))) {
    for (const point of info.provides.filter((p) => own?.provides.includes(p))) clash('SVC_ERR_EXT_POINT', `extension point "${point}" is provided by both "${info.name}" and "${name}"`);
  }
  for (const claim of context.claims.filter((c) => outside.has(c.extension) && own?.sections.includes(c.path))) {
    clash('SVC_ERR_SECTION_CONFLICT', `section "${claim.path}" is claimed by both extension "${claim.extension}" and extension "${name}"`);
  }
}

/**
 * Loads `arg` (a path relative to `context.cwd`, or a package name resolved from it) and applies it with the built-ins
 * it needs in a fresh host on a temp config dir, removed afterwards (the check reads and writes nothing of the
 * operator's config dir). Every problem is collected; nothing is thrown.
 */
export async function checkExtension(arg: string, context: CheckContext): Promise<CheckReport> {
  const problems: CheckProblem[] = [];
  const empty = { svc: { version: version(), ranges: [] }, loadedWith: [], sections: [], hooks: [], provides: [], uses: [], commands: [], controlCommands: [], inventory: {} };
  // In the order a reader wants them, also in --json.
  const done = (r: Omit<CheckReport, 'entry' | 'problems' | 'ok'>): CheckReport => ({
    entry: arg,
    ...(r.name === undefined ? {} : { name: r.name, version: r.version!, source: r.source! }),
    svc: r.svc,
    loadedWith: r.loadedWith,
    sections: r.sections,
    hooks: r.hooks,
    provides: r.provides,
    uses: r.uses,
    commands: r.commands,
    controlCommands: r.controlCommands,
    inventory: r.inventory,
    problems,
    ok: !problems.some((p) => p.level === 'error'),
  });
  let loaded: LoadedExtension;
  try {
    [loaded] = (await loadThirdParty([entryFor(arg)], context.cwd, 'the command line', context.importModule)) as [LoadedExtension];
  } catch (err) {
    problems.push(problemOf(err));
    return done(empty);
  }
  const { definition, source } = loaded;
  const name = definition.name;
  for (const { key, hint } of unknownDefinitionKeys(definition)) {
    problems.push({ level: 'warning', message: `unknown key "${key}" in the definition of "${name}" is ignored${hint ? ` (did you mean "${hint}"?)` : ''}` });
  }
  const deps = neededBuiltins(definition, context.host.ordered.filter((e) => e.source === 'builtin'));
  const head = { ...empty, name, version: definition.version, source, loadedWith: deps.map((d) => d.definition.name) };
  const svc = { version: version(), ranges: checkRanges(loaded, deps, problems) };
  const claims = Object.entries(definition.sections ?? {}).map(([path, schema]) => ({ path, extension: name, schema }));
  const sections = checkOwnSections(claims, problems);

  const dir = mkdtempSync(join(tmpdir(), 'svc-check-'));
  try {
    let host: ExtensionHost;
    try {
      host = new ExtensionHost([...deps, { definition: runnable(definition), source }], bootstrap({ SVC_CONFIG_DIR: dir }).paths, new LogRoot({ fd: 2, level: 'silent', pretty: false }), coreServices());
    } catch (err) {
      problems.push(problemOf(err));
      return done({ ...head, svc, sections });
    }
    try {
      // Path grammar, two owners of one section, a section nested where it cannot be.
      mergeSections(collectClaims(kernelSections, host.ordered));
    } catch (err) {
      problems.push(problemOf(err));
    }
    host.provideKernelPoint(configStorePoint, NO_STORE);
    let applied = true;
    try {
      host.apply();
    } catch (err) {
      applied = false;
      problems.push(problemOf(err));
    }
    const info = host.extensionInfo().find((e) => e.name === name)!;
    const owned = (map: ReadonlyMap<string, { owner: string }>) => [...map].filter(([, v]) => v.owner === name).map(([k]) => k);
    const inventory: Record<string, readonly string[]> = {};
    // Collectors list what apply registered: after a failed apply there is nothing whole to list.
    if (applied) {
      const found = await host.inventory();
      for (const [kind, byExt] of Object.entries(found.lists)) inventory[kind] = byExt[name] ?? [];
      problems.push(...found.errors.map(problemOf));
    }
    clashes(name, host, context, problems);
    return done({
      ...head,
      svc,
      sections,
      hooks: info.hooks,
      provides: info.provides,
      uses: info.uses,
      commands: owned(host.commands),
      controlCommands: owned(host.controlHandlers),
      inventory,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LABEL = 18;
const row = (label: string, value: string) => `  ${`${label}:`.padEnd(LABEL)}${value}`;
const list = (items: readonly string[]) => items.join(', ') || '-';

/** The report for people: one value per line, then the problems, then one summary line. */
export function formatCheck(r: CheckReport): string {
  const out: string[] = [];
  if (r.name === undefined) out.push(`${r.entry}: not loaded`);
  else {
    out.push(`${r.name} ${r.version} (${r.source})`);
    const ranges = r.svc.ranges.map((h) => `${h.range} (${h.from}): ${h.satisfied ? 'satisfied' : 'NOT satisfied'} by svc ${r.svc.version}`);
    out.push(row('svc range', ranges.join('; ') || `none declared (this is svc ${r.svc.version})`));
    out.push(row('loaded with', list(r.loadedWith)));
    out.push(row('sections', r.sections.length ? '' : '-').trimEnd());
    for (const s of r.sections) out.push(`    ${s.path}: schema ${s.schema}, defaults ${s.defaults}`);
    out.push(row('hooks', list(r.hooks)));
    out.push(row('provides', list(r.provides)));
    out.push(row('uses', list(r.uses)));
    out.push(row('commands', list(r.commands)));
    out.push(row('control commands', list(r.controlCommands)));
    for (const [kind, entries] of Object.entries(r.inventory)) {
      out.push(row(kind, entries.length ? '' : '-').trimEnd());
      for (const e of entries) out.push(`    ${e}`);
    }
  }
  const errors = r.problems.filter((p) => p.level === 'error').length;
  const warnings = r.problems.length - errors;
  if (r.problems.length) {
    out.push('problems:');
    for (const p of r.problems) out.push(`  ${p.level}: ${p.code ? `${p.code}: ` : ''}${p.message}`);
  }
  out.push(`${r.name ?? r.entry}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
  return `${out.join('\n')}\n`;
}
