// The kernel's output filter: one extension installs it (outputFilterPoint), from then on every log line and every text
// scrub() gets passes through it after the secret values are replaced; a throwing filter leaves the text as it was.
import t from 'tap';
import { Writable } from 'node:stream';
import { LogRoot } from '../../kernel/logger.js';
import { defineExtension, outputFilterPoint } from '../../kernel/index.js';
import { bootWith } from '../helpers/kernel.js';

const upper = (text: string): string => text.replace(/needle/g, 'NEEDLE');

t.test('log lines and scrubbed texts pass through the filter, after the secret values', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const root = new LogRoot({ fd: 2, level: 'info', pretty: false, stream });
  root.setSecretValues(['hunter2-secret']);
  root.logger({ ext: 'x' }).info({ detail: 'a needle and hunter2-secret' }, 'before');
  root.setOutputFilter(upper);
  root.logger({ ext: 'x' }).info({ detail: 'a needle and hunter2-secret' }, 'a needle');
  t.equal(JSON.parse(lines[0]!).detail, 'a needle and [REDACTED]', 'not before it is installed');
  const after = JSON.parse(lines[1]!);
  t.equal(after.detail, 'a NEEDLE and [REDACTED]');
  t.equal(after.msg, 'a NEEDLE');
  t.equal(root.scrub('needle hunter2-secret'), 'NEEDLE [REDACTED]');
  root.setOutputFilter(() => {
    throw new Error('broken filter');
  });
  t.equal(root.scrub('needle'), 'needle', 'a throwing filter leaves the text');
  root.logger().info('still written');
  t.equal(JSON.parse(lines[2]!).msg, 'still written');
});

t.test('one extension installs the filter; a second one is refused by name', async (t) => {
  const installer = (name: string) =>
    defineExtension({
      name,
      version: '0.0.0',
      apply(kernel) {
        kernel.hooks.start.tap(name, () => kernel.use(outputFilterPoint).install(upper));
      },
    });
  const { session } = await bootWith(t, [installer('first-filter'), installer('second-filter')], '');
  const runtime = { config: session.config(), paths: session.paths, deadline: new AbortController().signal };
  await t.rejects(session.host.start(runtime), /the output filter is installed by both "first-filter" and "second-filter"/);
});
