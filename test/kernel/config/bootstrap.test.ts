// Bootstrap precedence: SVC_CONFIG_DIR > SVC_DATA_DIR > SVC_WORKSPACE (deprecated) > $HOME/.svc.
import t from 'tap';
import { bootstrap } from '../../../kernel/config/bootstrap.js';

t.test('precedence and derived directories', async (t) => {
  const all = { HOME: '/home/op', SVC_CONFIG_DIR: '/etc/svc', SVC_DATA_DIR: '/var/lib/svc', SVC_WORKSPACE: '/ws' };
  t.same(bootstrap(all).paths, { configDir: '/etc/svc', dataDir: '/etc/svc/data', configFile: '/etc/svc/config.toml' });
  t.same(bootstrap({ ...all, SVC_CONFIG_DIR: undefined }).paths, {
    configDir: '/var/lib/svc',
    dataDir: '/var/lib/svc',
    configFile: '/var/lib/svc/config.toml',
  });
  t.same(bootstrap({ HOME: '/home/op', SVC_WORKSPACE: '/ws' }).paths, { configDir: '/ws', dataDir: '/ws', configFile: '/ws/config.toml' });
  t.same(bootstrap({ HOME: '/home/op' }).paths, {
    configDir: '/home/op/.svc',
    dataDir: '/home/op/.svc/data',
    configFile: '/home/op/.svc/config.toml',
  });
});

t.test('blank values count as unset', async (t) => {
  t.equal(bootstrap({ HOME: '/h', SVC_CONFIG_DIR: '   ', SVC_DATA_DIR: '/d' }).paths.configDir, '/d');
  t.equal(bootstrap({ HOME: '/h', SVC_CONFIG_DIR: '', SVC_DATA_DIR: '\t' }).paths.configDir, '/h/.svc');
});

t.test('warnings: deprecated SVC_WORKSPACE, shadowed lower variables, unknown uppercase names', async (t) => {
  const w = bootstrap({ HOME: '/h', SVC_WORKSPACE: '/ws' }).warnings;
  t.same(w.map((x) => x.variable), ['SVC_WORKSPACE']);
  t.match(w[0]!.msg, /deprecated; use SVC_DATA_DIR/);

  const shadowed = bootstrap({ HOME: '/h', SVC_CONFIG_DIR: '/c', SVC_DATA_DIR: '/d' }).warnings;
  t.same(shadowed.map((x) => x.variable), ['SVC_DATA_DIR']);
  t.match(shadowed[0]!.msg, /SVC_DATA_DIR is ignored because SVC_CONFIG_DIR is set/);

  const unknown = bootstrap({ HOME: '/h', SVC_LOG_LEVEL: 'debug', SVC_gateway__port: '1' }).warnings;
  t.same(unknown.map((x) => x.variable), ['SVC_LOG_LEVEL'], 'uppercase tails are bootstrap names; lowercase ones are overrides');
  t.match(unknown[0]!.msg, /not a known bootstrap variable and is ignored/);
});

t.test('relative directories resolve from the working directory', async (t) => {
  t.equal(bootstrap({ SVC_DATA_DIR: 'rel/dir' }).paths.dataDir, `${process.cwd()}/rel/dir`);
});
