// Node 20 works, as the README and package.json's engines say (issue 33: `npm ci` warned that cookie@2.0.2, which
// fastify's light-my-request pulls, requires node >= 22; package.json's overrides keep it on cookie 1, whose
// stringifySetCookie light-my-request calls the same way). Every package of the lockfile accepts the Node we promise.
import t from 'tap';
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as { packages: Record<string, { dev?: boolean; version?: string; engines?: { node?: string } }> };

t.test("every installed package's engines.node accepts the Node package.json promises", async (t) => {
  const oldest = semver.minVersion(pkg.engines.node)!.version;
  // Development tools (tap, npm's own libraries) ask for a recent Node 20 release; what an operator installs, any.
  const refused = Object.entries(lock.packages)
    .filter(([path, info]) => path && info.engines?.node && !semver.satisfies(info.dev ? '20.19.0' : oldest, info.engines.node))
    .map(([path, info]) => `${path}@${info.version}: node ${info.engines!.node}`);
  t.same(refused, []);
});

t.test('fastify.inject still works on the cookie the override picks', async (t) => {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/', async (req) => ({ cookie: req.headers.cookie ?? null }));
  const res = await app.inject({ method: 'GET', url: '/', cookies: { a: 'b c' } });
  t.same(res.json(), { cookie: 'a=b%20c' });
  await app.close();
});
