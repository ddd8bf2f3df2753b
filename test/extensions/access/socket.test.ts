// svc doctor's word on the control socket, and what a control command needs of a user's profiles: owner-only (0600) is
// ok; a socket other uids can reach fails with the fix unless users.<name>.uid opened it; no socket (no daemon) is ok.
import t from 'tap';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandNeed, controlSocketFinding, userForUid } from '../../../extensions/access/control.js';

t.test('owner-only passes, group or world access fails unless opened on purpose, none is fine', async (t) => {
  const dir = t.testdir();
  const path = join(dir, 'svc.sock');
  t.match(controlSocketFinding(path, false), { check: 'access.control_socket', status: 'ok', finding: /no daemon listens/ });
  writeFileSync(path, '', { mode: 0o600 });
  t.match(controlSocketFinding(path, false), { status: 'ok', finding: new RegExp(`owner-only \\(0600, uid ${process.getuid!()}\\): only uid ${process.getuid!()} and root reach it`) });
  chmodSync(path, 0o660);
  t.match(controlSocketFinding(path, false), { status: 'fail', finding: /mode 660: other uids can reach the control socket/, fix: /chmod 600/ });
  chmodSync(path, 0o666);
  t.match(controlSocketFinding(path, true), { status: 'ok', finding: /open \(0666\): every local uid may connect, proves its uid/ });
});

t.test('what a control command needs', async (t) => {
  t.same(commandNeed('config.set', { file: 'x', changes: { 'a.b': 1, 'c': 2 } }), { kind: 'config', paths: ['a.b', 'c'] });
  t.same(commandNeed('agent.chat', { message: 'hi', agent: 'ops' }), { kind: 'agent', agent: 'ops', channel: 'cli' });
  t.same(commandNeed('agent.ask', { message: 'hi' }), { kind: 'agent', agent: undefined, channel: 'cli' });
  t.same(commandNeed('daemon.status', undefined), { kind: 'grant', resource: 'daemon', verb: 'read' });
  t.same(commandNeed('estop.engage', {}), { kind: 'grant', resource: 'estop', verb: 'write' });
  t.same(commandNeed('mcp.tools', {}), { kind: 'grant', resource: 'mcp', verb: 'read' });
  t.same(commandNeed('gateway.tokens.revoke', {}), { kind: 'grant', resource: 'gateway', verb: 'write' });
  const users = { b: { uid: 1001, permission_profiles: [], tokens: [], principal_id: null }, a: { uid: 1000, permission_profiles: [], tokens: [], principal_id: null } };
  t.equal(userForUid(users as never, 1001), 'b');
  t.equal(userForUid(users as never, 4242), undefined);
});
