// Loading SOP definitions: <sops_dir>/<folder>/SOP.toml and optional SOP.md, with errors and warnings (CONTRACT §6).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TomlError } from 'smol-toml';
import { closest } from '../../kernel/index.js';
import type { SopSummary } from './api.js';

export const EXECUTION_MODES = ['auto', 'supervised', 'step_by_step'] as const;
export const POLICIES = ['parallel', 'hold', 'coalesce', 'drop'] as const;
export const PRIORITIES = ['low', 'normal', 'high', 'critical'] as const;
/** Trigger types that load and are listed but do nothing yet. */
const ACTIVE_TRIGGERS = new Set(['webhook', 'manual']);
/** Trigger types whose fields svc knows; an unknown key in one of them is an error, in any other type it is ignored. */
const KNOWN_TRIGGERS = new Set([...ACTIVE_TRIGGERS, 'cron']);

export interface Step {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly tools: readonly string[];
  readonly requiresConfirmation: boolean;
}

export interface Trigger {
  readonly type: string;
  readonly path?: string;
  readonly expression?: string;
  readonly tz?: string;
  readonly active: boolean;
  readonly note?: string;
}

export interface SopDefinition {
  readonly name: string;
  readonly folder: string;
  readonly description: string;
  readonly version: string;
  readonly priority: (typeof PRIORITIES)[number];
  readonly executionMode: (typeof EXECUTION_MODES)[number];
  readonly cooldownSecs: number;
  readonly maxConcurrent: number;
  readonly admissionPolicy: (typeof POLICIES)[number];
  readonly agent: string | null;
  readonly triggers: readonly Trigger[];
  readonly steps: readonly Step[];
}

export interface Finding {
  readonly sop: string;
  readonly file: string;
  readonly level: 'error' | 'warning';
  readonly message: string;
}

export interface LoadResult {
  readonly dir: string;
  readonly sops: readonly SopDefinition[];
  readonly findings: readonly Finding[];
}

const SOP_KEYS = ['name', 'description', 'version', 'priority', 'execution_mode', 'cooldown_secs', 'max_concurrent', 'admission_policy', 'agent'];
const TRIGGER_KEYS = ['type', 'path', 'expression', 'tz'];

/**
 * The known key an unknown one most likely meant: a near spelling, else a key that has it as a word or a prefix
 * (`mode` is `execution_mode`, `expr` is `expression`), since a key that only runs with its default is a silent error.
 */
function meant(key: string, known: readonly string[]): string | undefined {
  return closest(key, known) ?? known.find((k) => k.split('_').includes(key) || (key.length >= 3 && k.startsWith(key)));
}

function unknownKey(path: string, hint: string | undefined): string {
  return `unknown field "${path}"${hint ? ` (did you mean "${hint}"?)` : ''}`;
}

/** The numbered list under `## Steps`: `1. **Title**: what to do`, with indented `- tools:` and `- requires_confirmation:` lines. */
export function parseSteps(markdown: string): { steps: Step[]; problems: string[] } {
  const steps: Step[] = [];
  const problems: string[] = [];
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => /^##\s+Steps\s*$/i.test(l.trim()));
  if (start < 0) return { steps, problems };
  let current: { number: number; title: string; body: string[]; tools: string[]; confirm: boolean } | undefined;
  const flush = () => {
    if (current) steps.push({ number: current.number, title: current.title, body: current.body.join('\n').trim(), tools: current.tools, requiresConfirmation: current.confirm });
  };
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2}\s/.test(line)) break;
    const item = /^(\d+)\.\s+(?:\*\*(.+?)\*\*:?\s*(.*)|(.*))$/.exec(line);
    if (item) {
      flush();
      current = { number: Number(item[1]), title: (item[2] ?? item[4] ?? '').trim(), body: item[3] ? [item[3]] : [], tools: [], confirm: false };
      continue;
    }
    if (!current) continue;
    const tools = /^\s+-\s*tools:\s*(.*)$/i.exec(line);
    const confirm = /^\s+-\s*requires_confirmation:\s*(\S+)\s*$/i.exec(line);
    if (tools) current.tools = tools[1]!.split(',').map((x) => x.trim()).filter(Boolean);
    else if (confirm) {
      if (confirm[1] !== 'true' && confirm[1] !== 'false') problems.push(`step ${current.number}: requires_confirmation must be true or false, not "${confirm[1]}"`);
      current.confirm = confirm[1] === 'true';
    } else if (line.trim()) current.body.push(line.trim());
  }
  flush();
  return { steps, problems };
}

function loadOne(root: string, folder: string, defaultMode: string, findings: Finding[]): SopDefinition | undefined {
  const dir = join(root, folder);
  const tomlFile = join(dir, 'SOP.toml');
  const err = (file: string, message: string) => findings.push({ sop: folder, file, level: 'error', message });
  const warn = (file: string, message: string) => findings.push({ sop: folder, file, level: 'warning', message });
  const errors = () => findings.filter((f) => f.level === 'error').length;
  const before = errors();
  if (!existsSync(tomlFile)) {
    err(tomlFile, 'SOP.toml is missing');
    return undefined;
  }
  let doc: Record<string, unknown>;
  try {
    doc = parse(readFileSync(tomlFile, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    err(tomlFile, e instanceof TomlError ? `invalid TOML at line ${e.line}, column ${e.column}: ${e.message.split('\n')[0]}` : `cannot read: ${(e as Error).message}`);
    return undefined;
  }
  // An unknown key is an error, not a warning: `mode = "auto"` would otherwise run the SOP in the default mode.
  for (const key of Object.keys(doc)) {
    if (key === 'sop' || key === 'triggers') continue;
    const inSop = meant(key, SOP_KEYS);
    err(tomlFile, unknownKey(key, meant(key, ['sop', 'triggers']) ?? (inSop ? `sop.${inSop}` : undefined)));
  }
  const table = typeof doc.sop === 'object' && doc.sop !== null && !Array.isArray(doc.sop);
  const sop = (table ? doc.sop : {}) as Record<string, unknown>;
  if (!table) err(tomlFile, 'the [sop] table is missing');
  for (const key of Object.keys(sop)) {
    if (SOP_KEYS.includes(key)) continue;
    const hint = meant(key, SOP_KEYS);
    err(tomlFile, unknownKey(`sop.${key}`, hint && `sop.${hint}`));
  }
  const str = (key: string, def: string): string => {
    const v = sop[key];
    if (v === undefined) return def;
    if (typeof v !== 'string') err(tomlFile, `sop.${key} must be a string`);
    return typeof v === 'string' ? v : def;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], def: string): T => {
    const v = str(key, def);
    if (!allowed.includes(v as T)) err(tomlFile, `sop.${key} must be one of ${allowed.join(', ')}, not "${v}"`);
    return v as T;
  };
  const int = (key: string, def: number, min: number): number => {
    const v = sop[key];
    if (v === undefined) return def;
    if (!Number.isInteger(v) || (v as number) < min) err(tomlFile, `sop.${key} must be an integer >= ${min}`);
    return Number.isInteger(v) ? (v as number) : def;
  };
  const name = str('name', '');
  if (!name) err(tomlFile, 'sop.name is required');
  else if (name !== folder) err(tomlFile, `sop.name "${name}" differs from its folder name "${folder}"`);
  const definition = {
    name: folder,
    folder: dir,
    description: str('description', ''),
    version: str('version', '0.1.0'),
    priority: oneOf('priority', PRIORITIES, 'normal'),
    executionMode: oneOf('execution_mode', EXECUTION_MODES, defaultMode),
    cooldownSecs: int('cooldown_secs', 0, 0),
    maxConcurrent: int('max_concurrent', 1, 1),
    admissionPolicy: oneOf('admission_policy', POLICIES, 'parallel'),
    agent: sop.agent === undefined ? null : str('agent', ''),
  };
  const triggers: Trigger[] = [];
  const rawTriggers = doc.triggers ?? [];
  if (!Array.isArray(rawTriggers)) err(tomlFile, 'triggers must be an array of tables ([[triggers]])');
  for (const [i, raw] of (Array.isArray(rawTriggers) ? rawTriggers : []).entries()) {
    const t = raw as Record<string, unknown>;
    for (const key of Object.keys(t)) {
      if (TRIGGER_KEYS.includes(key)) continue;
      const hint = meant(key, TRIGGER_KEYS);
      const message = unknownKey(`triggers[${i}].${key}`, hint && `triggers[${i}].${hint}`);
      // The fields of a trigger type svc does not run are not svc's to judge: that trigger loads inactive.
      if (typeof t.type === 'string' && !KNOWN_TRIGGERS.has(t.type)) warn(tomlFile, `${message}: ignored, the trigger type "${t.type}" is not active`);
      else err(tomlFile, message);
    }
    if (typeof t.type !== 'string') {
      err(tomlFile, `triggers[${i}].type is required`);
      continue;
    }
    if (t.type === 'webhook') {
      if (typeof t.path !== 'string' || !t.path.startsWith('/')) {
        err(tomlFile, `triggers[${i}]: a webhook trigger needs a path starting with "/"`);
        continue;
      }
      triggers.push({ type: 'webhook', path: t.path, active: true });
    } else if (t.type === 'cron') {
      if (typeof t.expression !== 'string' || t.expression.trim().split(/\s+/).length !== 5) {
        err(tomlFile, `triggers[${i}]: a cron trigger needs a five-field expression such as "0 3 * * *"`);
        continue;
      }
      triggers.push({ type: 'cron', expression: t.expression, ...(typeof t.tz === 'string' ? { tz: t.tz } : {}), active: true, note: 'run by the cron scheduler (scheduler.enabled)' });
    } else {
      const active = ACTIVE_TRIGGERS.has(t.type);
      triggers.push({ type: t.type, active, ...(active ? {} : { note: `trigger type "${t.type}" is not active in this svc` }) });
    }
  }
  if (!triggers.length && Array.isArray(rawTriggers) && !rawTriggers.length) warn(tomlFile, 'no triggers: the SOP can only be started with svc sop run');
  for (const t of triggers) if (t.note && t.type !== 'cron') warn(tomlFile, t.note);
  const mdFile = join(dir, 'SOP.md');
  let steps: Step[] = [];
  if (existsSync(mdFile)) {
    const parsed = parseSteps(readFileSync(mdFile, 'utf8'));
    steps = parsed.steps;
    for (const p of parsed.problems) err(mdFile, p);
    steps.forEach((s, i) => {
      if (s.number !== i + 1) warn(mdFile, `step numbering has a gap: step ${i + 1} is numbered ${s.number}`);
    });
    if (!steps.length) warn(mdFile, 'no steps under a "## Steps" heading: a run executes the description as one step');
  }
  if (errors() > before) return undefined;
  return { ...definition, triggers, steps };
}

/** Loads every folder of `dir`; an unreadable dir is one error. */
export function loadSops(dir: string, defaultMode: string): LoadResult {
  const findings: Finding[] = [];
  const sops: SopDefinition[] = [];
  let folders: string[];
  try {
    folders = readdirSync(dir).filter((f) => !f.startsWith('.') && statSync(join(dir, f)).isDirectory()).sort();
  } catch (e) {
    findings.push({ sop: '', file: dir, level: 'error', message: `cannot read sops_dir: ${(e as Error).message}` });
    return { dir, sops, findings };
  }
  for (const folder of folders) {
    const def = loadOne(dir, folder, defaultMode, findings);
    if (def) sops.push(def);
  }
  return { dir, sops, findings };
}

/** What `svc sop list` and the engine show of a definition. */
export function summary(def: SopDefinition): SopSummary {
  return {
    name: def.name,
    description: def.description,
    version: def.version,
    execution_mode: def.executionMode,
    admission_policy: def.admissionPolicy,
    triggers: def.triggers.map((t) => ({ type: t.type, ...(t.path ? { path: t.path } : {}), ...(t.expression ? { expression: t.expression } : {}), active: t.active, ...(t.note ? { note: t.note } : {}) })),
    steps: def.steps.length,
  };
}
