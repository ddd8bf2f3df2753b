// `svc tools list` through the real CLI: every registered tool, offered or not and why, from the config; the offering
// follows tools.optional (names, "*", reaches such as @network), each tool's own availability and excluded_tools.
import t, { type Test } from 'tap';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

interface Listed {
  name: string;
  reaches: string[];
  offered: boolean;
  reason?: string;
}

const list = async (t: Test, toml: string, args: string[] = []): Promise<Map<string, Listed>> => {
  const dir = tempConfigDir(t, toml);
  const r = await svc(['tools', 'list', '--json', ...args], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout) as { tools: Listed[] };
  return new Map(out.tools.map((x) => [x.name, x]));
};

t.test('defaults: http_request offered, the shell only by name, every tool declares its reach', async (t) => {
  const tools = await list(t, '');
  t.match(tools.get('http_request'), { offered: true, reaches: ['network'] });
  t.match(tools.get('shell'), { offered: false, reason: /tools\.optional names it/ });
  t.same(tools.get('shell')!.reaches.sort(), ['filesystem', 'network', 'process']);
  t.match(tools.get('sop_advance'), { offered: false, reason: 'offered only to a SOP step\'s agent (channel "sop")' });
  t.match(tools.get('file_download'), { offered: false, reason: 'file_download.url is not set' });
  t.match(tools.get('file_write'), { offered: false, reason: /tools\.optional names it/ });
  t.match(tools.get('web_fetch'), { offered: true, reaches: ['network'] });
  const onSop = await list(t, '', ['--channel', 'sop']);
  t.match(onSop.get('sop_advance'), { offered: true });
  const dir = tempConfigDir(t, '');
  const plain = await svc(['tools', 'list'], { SVC_CONFIG_DIR: dir });
  t.match(plain.stdout, /^Tools of agent \S+ on cli:\n/);
  t.match(plain.stdout, /http_request\s+offered\s+\[network\]/);
});

t.test('tools.optional by reach; a disabled tool says which setting; excluded_tools of the channel', async (t) => {
  const byReach = await list(t, 'tools.optional = ["@process"]\n');
  t.match(byReach.get('shell'), { offered: true });
  t.match(byReach.get('http_request'), { offered: false, reason: 'tools.optional does not name it' });
  const off = await list(t, '[http_request]\nenabled = false\n');
  t.match(off.get('http_request'), { offered: false, reason: 'http_request.enabled = false' });
  const excluded = await list(t, '[channels.webhook.main]\nsecret = "whsec-0123456789abcdef0123"\nexcluded_tools = ["@network"]\n', ['--channel', 'webhook.main']);
  t.match(excluded.get('http_request'), { offered: false, reason: /excluded on webhook\.main/ });
});

t.test('a reach that does not exist in tools.optional is a configuration error', async (t) => {
  const dir = tempConfigDir(t, 'tools.optional = ["@disk"]\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /"@disk" names no tool/);
});
