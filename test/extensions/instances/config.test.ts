// The [shared] section from outside: off by default, on without a Redis URL or with another scheme refused at load
// (exit 78), the secret URL never quoted, SVC_ overrides reaching it.
import t from 'tap';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const CANARY = 'canary-redis-pw-51c2';

t.test('shared mode is off by default and checked at load when on', async (t) => {
  const dir = tempConfigDir(t, '');
  const env = { SVC_CONFIG_DIR: dir };
  const get = await svc(['config', 'get', 'shared.enabled'], env);
  t.match(get, { code: 0, stdout: 'false\n' }, 'off by default');

  const noUrl = await svc(['config', 'validate'], { ...env, SVC_shared__enabled: 'true' });
  t.equal(noUrl.code, 78);
  t.match(noUrl.stderr, /shared\.redis_url: is required when shared\.enabled = true/);

  const badScheme = await svc(['config', 'validate'], { ...env, SVC_shared__enabled: 'true', SVC_shared__redis_url: `http://user:${CANARY}@127.0.0.1:6379` });
  t.equal(badScheme.code, 78);
  t.match(badScheme.stderr, /shared\.redis_url: must be a redis:\/\/ or rediss:\/\/ URL/);
  t.notMatch(badScheme.stderr + badScheme.stdout, CANARY, 'the secret URL is never quoted');

  const ok = await svc(['config', 'validate'], { ...env, SVC_shared__enabled: 'true', SVC_shared__redis_url: `redis://:${CANARY}@127.0.0.1:6379/0` });
  t.equal(ok.code, 0, 'a redis:// URL from the environment is accepted (ioredis is installed here)');
  const list = await svc(['config', 'list'], { ...env, SVC_shared__enabled: 'true', SVC_shared__redis_url: `redis://:${CANARY}@127.0.0.1:6379/0` });
  t.notMatch(list.stdout + list.stderr, CANARY, 'config list shows the URL as a secret, not its value');
  t.match(list.stdout, /shared\.redis_url/);

  const pgRuns = await svc(['config', 'validate'], { ...env, SVC_sop__run_store_backend__kind: 'postgres' });
  t.equal(pgRuns.code, 78, 'SOP runs on PostgreSQL without the shared mode is refused');
  t.match(pgRuns.stderr, /sop\.run_store_backend\.kind: "postgres" needs the shared mode with a PostgreSQL URL/);
  const sqliteRuns = await svc(['config', 'get', 'sop.run_store_backend.kind'], { ...env, SVC_sop__run_store_backend__kind: 'sqlite' });
  t.match(sqliteRuns, { code: 0, stdout: '"sqlite"\n' }, 'the choice is sop.run_store_backend.kind');
});
