// The emergency stop from the dashboard, in headless Chromium against a real `svc daemon`: the overview's panel engages
// it with a reason, shows it engaged, refuses a wrong one-time password and resumes with a valid one.
import t from 'tap';
import { base32Encode, totp } from '../../../extensions/otp/totp.js';
import { adminApi, DESKTOP, signIn, startDashboard } from './harness.js';

const KEY = Buffer.from('dashboard-estop-otp-key');

t.test('engage and resume from the overview', async (t) => {
  const dash = await startDashboard(t, { toml: `[providers.models.echo.test]\n[security.otp]\nsecret = "${base32Encode(KEY)}"\n[security.estop]\nenabled = true\n` });
  const gateway = dash.base.replace(/\/$/, '');
  const page = await dash.browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  await signIn(page, dash.base);
  const panel = page.locator('#estop');
  await panel.getByText('Not engaged.').waitFor();
  await panel.getByLabel('Reason').fill('browser drill');
  await panel.getByRole('button', { name: 'Engage emergency stop' }).click();
  await page.locator('#estop-message').getByText('Emergency stop engaged.').waitFor();
  await panel.getByText(/Engaged since .* by 127\.0\.0\.1: browser drill/).waitFor();
  t.match(await adminApi(gateway, '/api/estop'), { engaged: true, reason: 'browser drill', by: '127.0.0.1' });
  t.ok(await panel.evaluate((n) => n.hasAttribute('data-attention')), 'the panel asks for attention');

  await panel.getByLabel('One-time password').fill('000000');
  await panel.getByRole('button', { name: 'Resume' }).click();
  await page.locator('#estop-message').getByText(/Not resumed: resuming needs a valid one-time password/).waitFor();
  t.match(await adminApi(gateway, '/api/estop'), { engaged: true });
  await panel.getByLabel('One-time password').fill(totp(KEY, Date.now() / 1000));
  await panel.getByRole('button', { name: 'Resume' }).click();
  await page.locator('#estop-message').getByText('Resumed.').waitFor();
  await panel.getByText(/Not engaged \(resumed .* by 127\.0\.0\.1\)\./).waitFor();
  t.match(await adminApi(gateway, '/api/estop'), { engaged: false });
});
