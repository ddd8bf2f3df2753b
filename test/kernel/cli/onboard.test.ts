// `svc onboard` runs the questions the loaded extensions contribute (onboardingPoint), so it works with any subset.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { parse } from 'smol-toml';
import { main } from '../../../kernel/cli/main.js';
import { defineExtension, onboardingPoint, s } from '../../../kernel/index.js';
import type { ExtensionDefinition } from '../../../kernel/types.js';
import agent from '../../../extensions/agent/index.js';
import providerOpenai from '../../../extensions/provider-openai/index.js';
import { tempConfigDir } from '../../helpers/kernel.js';

async function onboard(builtins: readonly ExtensionDefinition[], dir: string, answers: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const code = await main(['onboard'], builtins, { env: { SVC_CONFIG_DIR: dir }, stdin: Readable.from([`${answers.join('\n')}\n`]), stdout, stderr });
  return { code, stdout: out, stderr: err };
}

t.test('only the loaded extensions ask: a provider alone, without gateway or webhook channel', async (t) => {
  const dir = tempConfigDir(t);
  const r = await onboard([agent, providerOpenai], dir, ['', 'llama3.1', '']);
  t.equal(r.code, 0, r.stderr);
  t.match(r.stdout, /Model provider/);
  t.notMatch(r.stdout, /Gateway|Webhook channel/, 'no question of an extension that is not loaded');
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.equal(stored.providers.models.openai.default.model, 'llama3.1');
});

t.test('a third-party extension adds its own group, ordered by `order`', async (t) => {
  const pigeon = defineExtension({
    name: 'pigeon',
    version: '1.0.0',
    sections: { pigeon: s.table('PigeonConfig', 'Carrier pigeons.', { loft: s.str('', 'Where the pigeons live.') }) },
    apply(kernel) {
      kernel.use(onboardingPoint).add({ title: 'Pigeon loft', needs: 'pigeon.loft', order: 5, fields: [{ path: 'pigeon.loft', question: 'Loft' }] });
    },
  });
  const dir = tempConfigDir(t);
  const r = await onboard([agent, providerOpenai, pigeon], dir, ['roof', '', 'm1', '']);
  t.equal(r.code, 0, r.stderr);
  t.ok(r.stdout.indexOf('Pigeon loft') < r.stdout.indexOf('Model provider'), 'order 5 is asked before order 20');
  const stored = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as Record<string, any>;
  t.same([stored.pigeon.loft, stored.providers.models.openai.default.model], ['roof', 'm1']);
});

t.test('with no contributing extension onboarding says so and writes nothing', async (t) => {
  const dir = tempConfigDir(t);
  const r = await onboard([agent], dir, []);
  t.equal(r.code, 0, r.stderr);
  t.equal(r.stdout, 'no loaded extension asks onboarding questions\n');
});
