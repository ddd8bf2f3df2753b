// Writes SOP folders for tests: <dir>/sops/<name>/SOP.toml (+ SOP.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SopSpec {
  mode?: string;
  policy?: string;
  cooldown?: number;
  maxConcurrent?: number;
  path?: string | null;
  steps?: string[];
  extra?: string;
}

export function writeSop(dir: string, name: string, spec: SopSpec = {}): void {
  const folder = join(dir, 'sops', name);
  mkdirSync(folder, { recursive: true });
  const lines = [
    '[sop]',
    `name = "${name}"`,
    `description = "the ${name} procedure"`,
    `execution_mode = "${spec.mode ?? 'auto'}"`,
    `admission_policy = "${spec.policy ?? 'parallel'}"`,
    `cooldown_secs = ${spec.cooldown ?? 0}`,
    `max_concurrent = ${spec.maxConcurrent ?? 1}`,
    spec.extra ?? '',
  ];
  if (spec.path !== null) lines.push('[[triggers]]', 'type = "webhook"', `path = "${spec.path ?? `/sop/${name}`}"`);
  writeFileSync(join(folder, 'SOP.toml'), `${lines.join('\n')}\n`);
  if (spec.steps) writeFileSync(join(folder, 'SOP.md'), `# ${name}\n\n## Steps\n${spec.steps.map((s, i) => `${i + 1}. **${s}**: do ${s}`).join('\n')}\n`);
}

export const SOP_CONFIG = '[sop]\nsops_dir = "sops"\n';
