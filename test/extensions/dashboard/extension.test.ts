// The dashboard extension in a real host with the gateway: it serves the shipped build at / (gateway.web_dist_dir's
// files when set), never answers an API path with index.html, and without it the gateway serves no files.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import dashboard, { dashboardDir } from '../../../extensions/dashboard/index.js';
import { createGatewayExtension } from '../../../extensions/gateway/index.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { send } from '../../helpers/http.js';
import { serveExtensions } from '../../helpers/serve.js';

const serve = serveExtensions;

t.test('with no web_dist_dir the shipped dashboard is served, sign-in with a pairing code included', async (t) => {
  const url = await serve(t, [createGatewayExtension(), dashboard], '[gateway]\nrequire_pairing = true\n');
  const page = await send(url, '/', { method: 'GET' });
  t.match(page, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  t.equal(page.text, readFileSync(join(dashboardDir(), 'index.html'), 'utf8'));
  t.match(page.text, /<label for="paircode">Pairing code<\/label>/);
  t.match(await send(url, '/app.js', { method: 'GET' }), { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8' } });
});

t.test('the dashboard serves its files through the gateway; API paths stay the API', async (t) => {
  const web = tempConfigDir(t);
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>svc</title>');
  writeFileSync(join(web, 'assets', 'app-1a2b3c4d.js'), 'console.log(1)');
  const toml = `[gateway]\nrequire_pairing = false\nweb_dist_dir = "${web}"\n`;
  const url = await serve(t, [createGatewayExtension(), dashboard], toml);
  t.match(await send(url, '/', { method: 'GET' }), { status: 200, text: /<title>svc<\/title>/ });
  t.match(await send(url, '/runs/42', { method: 'GET' }), { status: 200, text: /<title>svc<\/title>/ }, 'a client-side route gets the app');
  t.match(await send(url, '/assets/app-1a2b3c4d.js', { method: 'GET' }), { status: 200, headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
  for (const path of ['/api/nope', '/ws/nope', '/webhook', '/pair']) {
    const r = await send(url, path, { method: 'GET' });
    t.not(r.headers['content-type'], 'text/html; charset=utf-8', `${path} is never the app`);
    t.equal(r.body.error, 'not_found', path);
  }

  const alone = await serve(t, [createGatewayExtension()], toml);
  t.match(await send(alone, '/', { method: 'GET' }), { status: 404, body: { error: 'not_found', message: 'no route for GET /' } }, 'no dashboard extension, no files');
});
