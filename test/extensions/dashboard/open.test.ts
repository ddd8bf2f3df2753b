// `svc dashboard --open` (issue 33): the one-time link goes to $BROWSER (here a stand-in that records it); with no
// browser to be found it is printed, with a sentence saying so. Without a daemon, exit 1.
import t from 'tap';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { daemon, svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { waitFor } from '../../helpers/wait.js';

t.test('svc dashboard --open hands the link to a browser, or prints it when there is none', async (t) => {
  const dir = tempConfigDir(t);
  const env = { SVC_CONFIG_DIR: dir };
  const none = await svc(['dashboard'], env);
  t.equal(none.code, 1);
  t.match(none.stderr, /no running daemon/);

  const d = daemon(['daemon'], env);
  t.teardown(() => void d.child.kill('SIGKILL'));
  const base = String((await d.waitFor((l) => l.msg === 'listening' && l.ext === 'gateway')).url);
  await d.waitFor((l) => l.msg === 'ready');

  const opened = join(dir, 'opened');
  const browser = join(dir, 'browser.sh');
  writeFileSync(browser, `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`);
  chmodSync(browser, 0o755);
  const r = await svc(['dashboard', '--open'], { ...env, BROWSER: browser });
  t.equal(r.code, 0, r.stderr);
  t.equal(r.stdout, '', 'the link is not printed when a browser took it');
  t.match(r.stderr, /Opened the dashboard's sign-in link with .*browser\.sh/);
  await waitFor(() => readFileSync(opened, { encoding: 'utf8', flag: 'a+' }).length > 0, 'the browser to be called');
  t.match(readFileSync(opened, 'utf8'), new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}#code=[0-9A-Za-z]+$`));

  const headless = await svc(['dashboard', '--open'], { ...env, BROWSER: '', PATH: join(dir, 'nothing-here') });
  t.equal(headless.code, 0, headless.stderr);
  t.match(headless.stdout, /^http:\/\/127\.0\.0\.1:\d+\/#code=[0-9A-Za-z]+\n$/);
  t.match(headless.stderr, /No browser found here/);

  d.child.kill('SIGTERM');
  t.equal(await d.exited, 0);
});
