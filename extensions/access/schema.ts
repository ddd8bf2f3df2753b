// Config sections of the access extension: [users.<name>], [permission_profiles.<alias>] and [security]'s own keys
// (its subtables belong to the leak-detection, audit, estop, otp and webauthn extensions).
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

export const permissionProfilesSection: JsonSchema = s.aliasMap(
  'PermissionProfilesConfig',
  'Permission profiles, deny by default, held by users.<name>.permission_profiles. They act once any [users.<name>] exists; a user holding several has the union of what they grant.',
  s.table(undefined, 'One permission profile.', {
    admin: s.bool(false, 'Grant everything: every route, config path, agent and tool.'),
    allowed_agents: s.strList([], 'Agent aliases whose turns this profile may start (the POST /webhook chat) and whose tools it may call; "*" names every agent.'),
    allowed_tools: s.strList([], 'Tools a turn started by this profile may call, by name; "*" names every tool; empty grants none.'),
    config_write_paths: s.strList([], 'Dotted config paths this profile may write (PATCH /api/config): an entry matches that exact path, an entry ending in .* every path below it, "*" every path.'),
    grants: s.map('Resource kind (the admin route\'s segment after /api/: config, status, cron, sop, estop, otp, nodes, pairing, openapi.json; "*" every kind) to the verbs granted on it: read (GET), write (any other method), "*" both.', { type: 'array', items: { type: 'string' } }),
  }),
  { live: true },
);

export const usersSection: JsonSchema = s.aliasMap(
  'UsersConfig',
  'Local users and the permission profiles they hold. With none, every paired token is an administrator (the behaviour before users existed); with one or more, every request must come from a user and is denied what its profiles do not grant.',
  s.table(undefined, 'One user.', {
    permission_profiles: s.strList([], 'Aliases of [permission_profiles.<alias>] this user holds.'),
    principal_id: s.optStr('Principal id naming this user in the audit trail (e.g. an issuer subject); default: user:<name>.'),
    uid: s.optInt('Local uid of this user: a peer of the control socket that proves this uid (it creates a file the daemon names; see the security guide) acts as this user. Setting one for another uid than the daemon\'s opens the socket to every local uid (0666), each proving its own.', { min: 0 }),
    tokens: s.strList([], 'Paired bearer tokens that act as this user: the first 12 to 64 hex digits of each token\'s SHA-256, as `svc gateway tokens list` prints them (`svc access bind PREFIX --user NAME` adds one).'),
  }),
  { live: true },
);

export const securitySection: JsonSchema = s.table('SecurityConfig', 'Security controls: who a peer of the local control socket is (trust_daemon_uid). [security.leak_detection], [security.audit], [security.estop], [security.otp] and [security.webauthn] belong to the leak-detection, audit, estop, otp and webauthn extensions.', {
  trust_daemon_uid: s.bool(true, 'Trust local socket peers running under the daemon\'s own uid (and root) as the operator. With false, they too must be a users.<name>.uid to send control commands.'),
  nat64_prefixes: s.strList([], 'The network\'s own NAT64 prefixes (IPv6 CIDR of length 32, 40, 48, 56, 64 or 96, RFC 6052): every outbound check (private, loopback, metadata) judges an address inside one by the IPv4 address it carries. The well-known prefix 64:ff9b::/96 is always judged so.'),
  nevis: s.open('Deprecated and ignored; any keys are accepted so old files still load.', {}, { inert: 'unused' }),
});
