// svc doctor's word on the control socket: owner-only (0600) is ok and says that its owner and root act as the
// operator; a socket other uids can reach fails with the fix; no socket (no daemon) is ok.
import t from 'tap';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { controlSocketFinding } from '../../../extensions/access/index.js';

t.test('owner-only passes, group or world access fails, none is fine', async (t) => {
  const dir = t.testdir();
  const path = join(dir, 'svc.sock');
  t.match(controlSocketFinding(path), { check: 'access.control_socket', status: 'ok', finding: /no daemon listens/ });
  writeFileSync(path, '', { mode: 0o600 });
  t.match(controlSocketFinding(path), { status: 'ok', finding: new RegExp(`owner-only \\(0600, uid ${process.getuid!()}\\): only uid ${process.getuid!()} and root reach it`) });
  chmodSync(path, 0o660);
  t.match(controlSocketFinding(path), { status: 'fail', finding: /mode 660: other uids can reach the control socket/, fix: /chmod 600/ });
});
