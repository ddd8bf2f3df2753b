// The file transfer sections at load: an endpoint over plain http to a remote host, a metadata host, a header value
// with a line break (never quoted: headers are secrets) are configuration errors (exit 78).
import t from 'tap';
import { svc } from '../../helpers/cli.js';
import { tempConfigDir } from '../../helpers/kernel.js';

t.test('endpoints and headers are checked at load', async (t) => {
  const dir = tempConfigDir(
    t,
    '[file_download]\nurl = "http://files.example.com/dl"\n[file_upload]\nurl = "https://169.254.169.254/up"\n' +
      '[file_upload_bundle]\nurl = "https://files.example.com/b"\nheaders = { "X-Token" = "abc\\ndef-secret-value", "bad name" = "x" }\n',
  );
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78);
  t.match(r.stderr, /file_download\.url.*plain http is allowed only to a loopback host/);
  t.match(r.stderr, /file_upload\.url.*169\.254\.169\.254 is a link-local or cloud metadata address/);
  t.match(r.stderr, /file_upload_bundle\.headers\.X-Token.*a header value may not contain a line break/);
  t.match(r.stderr, /"bad name" is not a valid header name/);
  t.notMatch(r.stderr, /def-secret-value/);
  const ok = tempConfigDir(t, '[file_download]\nurl = "http://127.0.0.1:8080/dl"\nheaders = { Authorization = "Bearer x" }\n');
  t.equal((await svc(['config', 'validate'], { SVC_CONFIG_DIR: ok })).code, 0);
});
