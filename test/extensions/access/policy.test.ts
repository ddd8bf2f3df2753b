// The decisions of permission profiles, deny by default: grants by resource kind and verb, config_write_paths with a
// trailing .*, allowed_agents and allowed_tools (a profile's tools count for its own agents), admin, the union of
// several profiles, and tokens bound by hash prefix. With no [users], everything is allowed (today's behaviour).
import t from 'tap';
import { configPathMatches, Decisions, principalOf, resourceKind, userForToken, verbOf } from '../../../extensions/access/policy.js';
import type { PermissionProfilesConfig, UsersConfig } from '../../../extensions/access/config.generated.js';

const profile = (p: Partial<PermissionProfilesConfig[string]>): PermissionProfilesConfig[string] => ({ admin: false, allowed_agents: [], allowed_tools: [], config_write_paths: [], grants: {}, ...p });
const user = (profiles: string[], tokens: string[] = []): UsersConfig[string] => ({ permission_profiles: profiles, principal_id: null, uid: null, tokens });

const profiles: PermissionProfilesConfig = {
  admin: profile({ admin: true }),
  reader: profile({ allowed_agents: ['default'], allowed_tools: ['file_read'], grants: { config: ['read'], cron: ['*'] } }),
  ops: profile({ allowed_agents: ['ops'], allowed_tools: ['shell'], config_write_paths: ['agents.*', 'gateway.request_timeout_secs'], grants: { '*': ['read'] } }),
};
const users: UsersConfig = { root: user(['admin'], ['aaaaaaaaaaaa']), ann: user(['reader'], ['bbbbbbbbbbbb']), bob: user(['reader', 'ops']), nobody: user([]) };
const d = new Decisions(() => users, () => profiles);
const p = (name: string) => principalOf(users, profiles, name)!;

t.test('grants: kind and verb, "*" for either', async (t) => {
  t.ok(d.may(p('ann'), 'read', 'config'));
  t.notOk(d.may(p('ann'), 'write', 'config'));
  t.ok(d.may(p('ann'), 'write', 'cron'), 'verb "*"');
  t.notOk(d.may(p('ann'), 'read', 'status'), 'deny by default');
  t.ok(d.may(p('bob'), 'read', 'status'), 'kind "*" (from ops), the union of profiles');
  t.notOk(d.may(p('bob'), 'write', 'status'));
  t.ok(d.may(p('root'), 'write', 'anything'), 'admin');
  t.notOk(d.may(p('nobody'), 'read', 'config'), 'a user with no profile may do nothing');
  t.notOk(d.may(undefined, 'read', 'config'), 'no principal: denied while users exist');
});

t.test('config_write_paths: exact, a trailing .*, "*"', async (t) => {
  t.ok(configPathMatches('agents.*', 'agents.default.model_provider'));
  t.notOk(configPathMatches('agents.*', 'agents'), 'the subtree, not the table itself');
  t.notOk(configPathMatches('agents.*', 'agentsx.y'));
  t.ok(configPathMatches('gateway.request_timeout_secs', 'gateway.request_timeout_secs'));
  t.notOk(configPathMatches('gateway.request_timeout_secs', 'gateway.request_timeout_secs_x'));
  t.ok(configPathMatches('*', 'x.y'));
  t.ok(d.mayWriteConfig(p('bob'), 'agents.ops.enabled'));
  t.notOk(d.mayWriteConfig(p('ann'), 'agents.ops.enabled'));
  t.ok(d.mayWriteConfig(p('root'), 'security.otp.secret'));
});

t.test('agents and tools: a profile grants its tools for its own agents', async (t) => {
  t.ok(d.mayUseAgent(p('ann'), 'default'));
  t.notOk(d.mayUseAgent(p('ann'), 'ops'));
  t.ok(d.mayUseTool(p('ann'), 'file_read', 'default'));
  t.notOk(d.mayUseTool(p('ann'), 'file_write', 'default'));
  t.ok(d.mayUseTool(p('bob'), 'shell', 'ops'));
  t.notOk(d.mayUseTool(p('bob'), 'shell', 'default'), "ops' shell does not carry over to reader's agent");
  t.ok(d.mayUseTool(p('root'), 'shell', 'default'));
});

t.test('tokens, principals, kinds and verbs', async (t) => {
  t.equal(userForToken(users, `bbbbbbbbbbbb${'0'.repeat(52)}`), 'ann');
  t.equal(userForToken(users, 'c'.repeat(64)), undefined);
  t.match(p('root'), { user: 'root', id: 'user:root', admin: true });
  t.equal(p('ann').admin, false);
  t.equal(resourceKind('/api/cron/:id/run'), 'cron');
  t.equal(resourceKind('/api/config'), 'config');
  t.equal(resourceKind('/sop/*'), 'sop');
  t.equal(resourceKind('/metrics'), 'metrics');
  t.equal(verbOf('GET'), 'read');
  t.equal(verbOf('HEAD'), 'read');
  t.equal(verbOf('PATCH'), 'write');
});

t.test('with no [users] everything is allowed (every token an administrator)', async (t) => {
  const open = new Decisions(() => ({}), () => profiles);
  t.notOk(open.enforced());
  t.ok(open.may(undefined, 'write', 'config'));
  t.ok(open.mayWriteConfig(undefined, 'x'));
  t.ok(open.mayUseTool(undefined, 'shell', 'default'));
});
