// Gateway 0.2's own steps pass the request guard (issue 37 review): a route group that admits through
// RouteHelpers.admitAdmin or RouteHelpers.admit gets users and permission profiles applied as a declared route does.
// A chat route admitted that way cannot carry who asked into the turn, so only an administrator may use it.
import t from 'tap';
import { createHash } from 'node:crypto';
import { createAccessExtension } from '../../../extensions/access/index.js';
import { createGatewayExtension } from '../../../extensions/gateway/index.js';
import { gatewayRoutesPoint } from '../../../extensions/gateway/api.js';
import { defineExtension } from '../../../kernel/extension.js';
import { send } from '../../helpers/http.js';
import { serveExtensions } from '../../helpers/serve.js';

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const ADMIN = `svc_${'a'.repeat(64)}`;
const READER = `svc_${'b'.repeat(64)}`;
const STRANGER = `svc_${'c'.repeat(64)}`;

const legacy = defineExtension({
  name: 'test-legacy',
  version: '1',
  optionalDependsOn: ['gateway'],
  apply: (k) =>
    k.tryUse(gatewayRoutesPoint)?.register({
      name: 'legacy',
      plugin: async (app, h) => {
        app.get('/api/legacy/things', {
          onRequest: async (req, reply) => {
            if (!h.admitAdmin(req, reply)) return reply;
          },
          handler: async () => ({ things: [] }),
        });
        app.post('/legacy/chat', {
          onRequest: async (req, reply) => {
            if (!(await h.admit(req, reply, 'chat'))) return reply;
          },
          handler: async () => ({ response: 'hi', model: 'none' }),
        });
      },
    }),
});

t.test('admitAdmin and admit apply the request guard', async (t) => {
  const url = await serveExtensions(t, [createGatewayExtension(), createAccessExtension(), legacy], [
    '[gateway]',
    `paired_tokens = ["${sha(ADMIN)}", "${sha(READER)}", "${sha(STRANGER)}"]`,
    '[permission_profiles.admin]', 'admin = true',
    '[permission_profiles.reader]', 'allowed_agents = ["*"]', 'grants = { status = ["read"] }',
    '[users.root]', 'permission_profiles = ["admin"]', `tokens = ["${sha(ADMIN)}"]`,
    '[users.reader]', 'permission_profiles = ["reader"]', `tokens = ["${sha(READER)}"]`,
    '',
  ].join('\n'));
  const get = (token: string) => send(url, '/api/legacy/things', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
  const chat = (token: string) => send(url, '/legacy/chat', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"message":"hi"}' });

  t.match(await get(ADMIN), { status: 200, body: { things: [] } }, 'positive control: an administrator passes admitAdmin');
  t.match(await get(READER), { status: 403, body: { error: 'forbidden', message: /may not read legacy/ } }, 'no grant on the kind legacy: refused');
  t.match(await get(STRANGER), { status: 403, body: { error: 'forbidden', message: /comes from no user/ } }, 'a token bound to no user: refused');
  t.equal((await get('svc_nope')).status, 401, 'the access rule still comes first');

  t.match(await chat(ADMIN), { status: 200, body: { response: 'hi' } }, 'positive control: an administrator passes admit');
  t.match(await chat(READER), { status: 403, body: { error: 'forbidden', message: /routes that declare their access/ } }, 'a non-admin user may not chat through a route the guard cannot scope');
  t.match(await chat(STRANGER), { status: 403, body: { error: 'forbidden' } });
});
