// Passkey sign-in to the dashboard in Chromium (issue 37): the DevTools virtual authenticator (CTAP2, internal, resident
// keys, user verification) holds the passkey. An operator signed in with a paired token bound to users.ops adds a
// passkey, signs out, signs in with it and reaches the configuration; the token it got is a new one bound to ops. An
// answer replayed to a used challenge, one from a cloned authenticator (its counter went back) and one made at another
// origin are refused; the audit trail records registration and sign-in without the credential; the credential file
// is private. A read-only user's passkey signs in as that user, and what its profiles refuse stays refused.
import t from 'tap';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'smol-toml';
import { svc } from '../../helpers/cli.js';
import { send } from '../../helpers/http.js';
import { freePort } from '../../helpers/ports.js';
import { DESKTOP, REFRESHED, signIn, startDashboard, TOKEN } from '../dashboard/harness.js';

const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

/** Every file below `dir` (the config dir holds the data dir in tests). */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A sign-in answer the page's authenticator makes for `options` (got by the test from the gateway). */
async function assertion(page: Page, options: unknown): Promise<Record<string, unknown>> {
  const script = `(async (o) => (await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(o) })).toJSON())(${JSON.stringify(options)})`;
  return (await page.evaluate(script)) as Record<string, unknown>;
}

t.test('a passkey registered in the dashboard signs in as the same user; replays and other origins are refused', async (t) => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const d = await startDashboard(t, {
    env: { SVC_gateway__port: String(port) },
    // Sign-in shares POST /pair's per-client limit (10 a minute by default); this test signs in more often than that.
    gateway: 'pair_rate_limit_per_minute = 60',
    toml: [
      '[permission_profiles.operator]', 'admin = true',
      '[users.ops]', 'permission_profiles = ["operator"]', `tokens = ["${sha(TOKEN)}"]`,
      '[permission_profiles.reader]', 'grants = { "*" = ["read"], webauthn = ["write"] }',
      '[users.viewer]', 'permission_profiles = ["reader"]',
      '[security.webauthn]', 'enabled = true', 'rp_id = "localhost"', 'rp_name = "svc test"', `rp_origin = "${origin}"`,
    ].join('\n'),
  });
  const base = `${origin}/`;
  t.equal(d.base, `http://127.0.0.1:${port}/`, 'the gateway listens on the port rp_origin names');
  const api = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(origin, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  const page = await d.browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  // Registration needs a signed-in operator: without a paired token it is refused.
  t.equal((await api('/api/webauthn/register/options', {})).status, 401, 'no token, no registration');

  await signIn(page, base);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey added for ops.').waitFor();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  t.equal(credentials.length, 1, 'one resident passkey in the authenticator');
  t.ok(credentials[0]!.isResidentCredential);

  const stored = files(d.dir).find((f) => f.endsWith(join('webauthn', 'credentials.json')))!;
  t.ok(stored, 'the passkey is kept under the data dir');
  t.equal(statSync(stored).mode & 0o777, 0o600, 'in a private file');
  const kept = JSON.parse(readFileSync(stored, 'utf8')) as { credentials: { id: string; user: string; counter: number }[] };
  t.same(kept.credentials.map((c) => c.user), ['ops'], 'bound to the registering token\'s user');

  // Signed out, the passkey signs in again and the configuration (an admin page) loads.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('Signed out.').waitFor();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.locator('#service dl').waitFor({ timeout: REFRESHED });
  await page.getByRole('link', { name: 'Configuration' }).click();
  await page.locator('#config-groups details, #config-groups section, #config-groups fieldset').first().waitFor();
  const token = String(await page.evaluate('sessionStorage.getItem("svc.token")'));
  t.match(token, /^svc_[0-9a-f]{64}$/);
  t.not(token, TOKEN, 'a new paired token');
  const users = (parse(readFileSync(join(d.dir, 'config.toml'), 'utf8')) as { users: { ops: { tokens: string[] } } }).users;
  t.ok(users.ops.tokens.includes(sha(token)), 'bound to users.ops, so access rules apply to it');
  const list = await send(origin, '/api/config/list', { method: 'GET', headers: { authorization: `Bearer ${token}` } });
  t.equal(list.status, 200, 'the new token is paired: it works on the admin API');

  // A replayed answer: the challenge was used by the first.
  const options = (await api('/api/webauthn/login/options', {})).body;
  const answer = await assertion(page, options);
  const first = await api('/api/webauthn/login', answer);
  t.equal(first.status, 200, 'the first answer signs in');
  const replay = await api('/api/webauthn/login', answer);
  t.equal(replay.status, 401, 'the replay is refused');
  t.match(replay.body.message, /unknown, used or expired challenge/);
  const counter = (JSON.parse(readFileSync(stored, 'utf8')) as typeof kept).credentials[0]!.counter;
  t.ok(counter >= 2, `the signature counter is kept (${counter})`);

  // A cloned authenticator: the same key with a signature counter that did not grow is refused.
  const [held] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: held!.credentialId });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: { ...held!, signCount: 1 } });
  const cloned = await api('/api/webauthn/login', await assertion(page, (await api('/api/webauthn/login/options', {})).body));
  t.equal(cloned.status, 401, 'a counter that went back is refused');
  t.match(cloned.body.message, /counter/);

  // Another origin (a page served elsewhere on this host): the authenticator signs, the gateway refuses.
  const elsewhere = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));
  await page.goto(`http://localhost:${(elsewhere.address() as { port: number }).port}/`);
  const foreign = await assertion(page, (await api('/api/webauthn/login/options', {})).body);
  const refused = await api('/api/webauthn/login', foreign);
  t.equal(refused.status, 401, 'another origin is refused');
  t.match(refused.body.message, /origin/);
  t.notOk(refused.body.token);

  // The audit trail: registration, sign-ins and refusals, never the credential.
  const audit = files(d.dir).filter((f) => /audit\.log$/.test(f)).map((f) => readFileSync(f, 'utf8')).join('');
  const events = audit.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { event: string; user?: string | null });
  t.same(events.filter((e) => e.event.startsWith('webauthn.') && !e.event.startsWith('webauthn.refused')).map((e) => [e.event, e.user ?? null]), [
    ['webauthn.registered', 'ops'], ['webauthn.login', 'ops'], ['webauthn.login', 'ops'],
  ], 'one event per ceremony, written as it happens');
  // Three refused sign-ins: the first in each 10 s window is written, the others summed up when the window ends.
  const refusedLines = events.filter((e) => e.event === 'webauthn.refused').length;
  t.ok(refusedLines >= 1 && refusedLines <= 3, `refusals are audited, throttled (${refusedLines} written)`);
  t.notOk(audit.includes(kept.credentials[0]!.id), 'no credential id in the audit log');
  t.notOk(audit.includes(token), 'no token in the audit log');

  // A read-only user's passkey signs in as that user: what its profiles refuse stays refused.
  const reload = (bearer: string) => send(origin, '/api/config/reload', { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
  t.equal((await reload(token)).status, 200, 'ops\'s passkey token may reload the config');
  // The viewer pairs a token and an operator binds it (svc gateway get-paircode, POST /pair, svc access bind).
  const env = { SVC_CONFIG_DIR: d.dir, SVC_gateway__port: String(port) };
  const code = await svc(['gateway', 'get-paircode', '--new'], env);
  const VIEWER = String((await send(origin, '/pair', { headers: { 'x-pairing-code': code.stdout.trim() } })).body.token);
  const bound = await svc(['access', 'bind', sha(VIEWER).slice(0, 12), '--user', 'viewer'], env);
  t.equal(bound.code, 0, bound.stderr);
  const viewerPage = await d.browser.newPage({ viewport: DESKTOP });
  viewerPage.setDefaultTimeout(15_000);
  const viewerCdp = await viewerPage.context().newCDPSession(viewerPage);
  await viewerCdp.send('WebAuthn.enable', { enableUI: false });
  await viewerCdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await viewerPage.goto(base);
  await viewerPage.getByLabel('Paired token').fill(VIEWER);
  await viewerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await viewerPage.locator('#service dl').waitFor({ timeout: REFRESHED });
  await viewerPage.getByRole('button', { name: 'Add a passkey' }).click();
  await viewerPage.getByText('Passkey added for viewer.').waitFor();
  await viewerPage.getByRole('button', { name: 'Sign out' }).click();
  await viewerPage.getByRole('button', { name: 'Use a passkey' }).click();
  await viewerPage.locator('#service dl').waitFor({ timeout: REFRESHED });
  const viewerToken = String(await viewerPage.evaluate('sessionStorage.getItem("svc.token")'));
  t.not(viewerToken, VIEWER, 'a new token');
  const denied = await reload(viewerToken);
  t.equal(denied.status, 403, 'the viewer\'s passkey token may not reload the config');
  t.equal(denied.body.error, 'forbidden');

  // The Passkeys panel of ops's passkey session: removing the viewer's passkey revokes the token its sign-in issued.
  await page.goto(base);
  await page.locator('#service dl').waitFor({ timeout: REFRESHED });
  t.equal(await page.getByRole('button', { name: /^Remove the passkey of/ }).count(), 2, 'both passkeys are listed');
  await page.getByRole('button', { name: /^Remove the passkey of viewer/ }).click();
  await page.getByText('Passkey of viewer removed; 1 sign-in token revoked.').waitFor();
  t.equal((await reload(viewerToken)).status, 401, 'the removed passkey\'s token is refused at once');
  t.equal((await reload(token)).status, 200, 'positive control: ops\'s passkey token still works');
  t.equal(await page.getByRole('button', { name: /^Remove the passkey of/ }).count(), 1, 'one passkey is left');
});
