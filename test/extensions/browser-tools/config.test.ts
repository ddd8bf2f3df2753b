// The browser-tools sections at load: the defaults boot, bad host entries and an unusable image_gen.api_url are refused
// with their paths, and a key that does not run yet is marked so.
import t from 'tap';
import { validateConfig } from '../../../bin/testing.js';

t.test('the defaults are valid; browser_open on, the others off', async (t) => {
  const r = await validateConfig({});
  t.ok(r.ok, JSON.stringify(r.problems));
  t.match(r.config, { browser: { enabled: true, automation_enabled: false, timeout_secs: 30 }, text_browser: { enabled: false }, image_gen: { enabled: false, api_url: 'https://api.openai.com/v1' } });
});

t.test('bad allowed_private_hosts entries, metadata addresses and an image api_url are refused with their paths', async (t) => {
  const r = await validateConfig({
    toml: `[browser]\nallowed_private_hosts = ["not a host", "169.254.169.254"]\n[text_browser]\nallowed_private_hosts = ["10.0.0.1:99999"]\n[image_gen]\nenabled = true\napi_url = "http://images.example.com/v1"\n`,
  });
  t.notOk(r.ok);
  t.equal(r.code, 'SVC_ERR_CONFIG_INVALID');
  const paths = r.problems.map((p) => p.path).sort();
  t.same(paths, ['browser.allowed_private_hosts[0]', 'browser.allowed_private_hosts[1]', 'image_gen.api_url', 'text_browser.allowed_private_hosts[0]']);
  t.match(r.problems.find((p) => p.path === 'browser.allowed_private_hosts[1]')?.message, /metadata service.*never reaches it/);
  t.match(r.problems.find((p) => p.path === 'image_gen.api_url')?.message, /plain http is allowed only to a loopback host/);
});

t.test('browser.timeout_secs is bounded', async (t) => {
  const r = await validateConfig({ toml: '[browser]\ntimeout_secs = 0\n' });
  t.notOk(r.ok);
  t.same(r.problems.map((p) => p.path), ['browser.timeout_secs']);
});
