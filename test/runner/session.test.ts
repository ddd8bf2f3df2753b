// The session: validation of drafts is free of lifecycle hooks; only the config that runs fires configValidated.
import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineExtension, s } from '../../kernel/index.js';
import { bootWith } from '../helpers/kernel.js';

t.test('drafts, drift checks and dry runs fire no lifecycle hook; the running config does, once per change', async (t) => {
  const events: string[] = [];
  let checks = 0;
  const probe = defineExtension({
    name: 'probe',
    version: '1.0.0',
    sections: { probe: s.table('ProbeConfig', 'A probe.', { level: s.int(1, 'A level.', { live: true }) }) },
    apply(kernel) {
      kernel.hooks.validateConfig.tap('probe', () => void checks++);
      kernel.hooks.configValidated.tap('probe', (c) => void events.push(`validated ${(c.probe as { level: number }).level}`));
      kernel.hooks.configReloaded.tap('probe', (c) => void events.push(`reloaded ${(c.probe as { level: number }).level}`));
    },
  });
  const { session, dir } = await bootWith(t, [probe], '[probe]\nlevel = 1\n');
  session.config();
  t.same(events, ['validated 1'], 'the config that runs fires configValidated');
  const before = checks;
  session.check({ probe: { level: 2 } });
  session.problemsWithoutEnv({ probe: { level: 3 } });
  writeFileSync(join(dir, 'config.toml'), '[probe]\nlevel = 4\n');
  t.same(session.store.drift().drifted.map((d) => d.path), ['probe.level']);
  t.ok(checks > before, 'positive control: the drafts were validated (validateConfig ran)');
  t.same(events, ['validated 1'], 'no draft fired configValidated or configReloaded');
  await session.store.reload('test');
  await session.store.set({ 'probe.level': 5 }, 'test');
  t.same(events, ['validated 1', 'validated 4', 'reloaded 4', 'validated 5', 'reloaded 5']);
});
