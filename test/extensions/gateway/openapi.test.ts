// The OpenAPI document: every route of the built-ins declares what it needs and documents its answers, the document
// is generated from those declarations, and docs/reference/openapi.json is the generated one (a test fails when stale).
import t, { type Test } from 'tap';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { builtinExtensions } from '../../../bin/builtins.js';
import { gatewayRoutesPoint, gatewayStatePoint, type RouteGroup, type WebhookHandler } from '../../../extensions/gateway/api.js';
import { describeRoutes } from '../../../extensions/gateway/server.js';
import { defineExtension } from '../../../kernel/extension.js';
import { LogRoot } from '../../../kernel/logger.js';
import { boot } from '../../../runner/boot.js';
import { OPENAPI_FILE, openApiText } from '../../../scripts/gen-openapi.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/**
 * Extensions whose routes may not declare yet (their folders belong to other work): a route of theirs without a
 * declaration is still in the document; one with a declaration is checked like every other.
 */
const UNDECLARED = new Set<string>();

/** The route groups and /webhook handlers the built-ins register: a session of them whose gateway only records. */
async function builtinRoutes(t: Test): Promise<{ groups: { owner: string; group: RouteGroup }[]; webhooks: { owner: string; handler: WebhookHandler }[] }> {
  const groups: { owner: string; group: RouteGroup }[] = [];
  const webhooks: { owner: string; handler: WebhookHandler }[] = [];
  const recording = defineExtension({
    name: 'gateway',
    version: '0.2.0',
    apply: (k) => {
      k.provideScoped(gatewayRoutesPoint, (owner) => ({ register: (group) => void groups.push({ owner, group }), webhook: (handler) => void webhooks.push({ owner, handler }) }));
      k.provide(gatewayStatePoint, { plug: () => undefined, current: () => undefined as never });
    },
  });
  const dir = tempConfigDir(t);
  const extensions = builtinExtensions.map((ext) => (ext.name === 'gateway' ? recording : ext));
  await boot({ builtins: extensions, env: { SVC_CONFIG_DIR: dir, SVC_DATA_DIR: dir }, logRoot: new LogRoot({ fd: 2, level: 'error', pretty: false, stream: new Writable({ write: (_c, _e, done) => done() }) }) });
  return { groups, webhooks };
}

t.test(`${OPENAPI_FILE} is what the routes generate (run node dist/scripts/gen-openapi.js when this fails)`, async (t) => {
  const text = await openApiText();
  t.equal(readFileSync(`${ROOT}/${OPENAPI_FILE}`, 'utf8'), text, 'the committed document is up to date');
  const doc = JSON.parse(text) as { openapi: string; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };
  t.equal(doc.openapi, '3.1.0');
  const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
  t.equal(new Set(ops.map((o) => o.operationId)).size, ops.length, 'operation ids are unique');
  for (const path of ['/sop/{path}', '/webhook', '/health', '/pair', '/api/config', '/api/sop/runs/{id}', '/api/openapi.json', '/ws/nodes']) t.ok(doc.paths[path], path);
});

t.test('every route of the built-ins declares its access, a summary, its answers and the schemas of what it reads', async (t) => {
  const { groups, webhooks } = await builtinRoutes(t);
  const routes = await describeRoutes(groups, webhooks);
  t.ok(routes.length > 20, `${routes.length} routes`);
  for (const route of routes) {
    const name = `${route.method} ${route.url} (${route.owner})`;
    if (route.method === 'POST' && route.url === '/webhook') continue;
    const decl = route.declaration;
    if (!decl && UNDECLARED.has(route.owner)) continue;
    if (!decl) {
      t.fail(`${name} declares nothing`);
      continue;
    }
    t.ok(decl.summary, `${name}: a summary`);
    const answers = Object.keys(decl.responses).map(Number);
    t.ok(answers.some((s) => s < 400), `${name}: documents an answer that is not an error`);
    const params = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
    const declared = Object.keys((route.schema?.params as { properties?: object } | undefined)?.properties ?? {});
    t.same(declared.sort(), params.sort(), `${name}: a schema for each path parameter`);
    if (decl.access === 'dispatch' || decl.access === 'chat' || route.method === 'PATCH' || route.method === 'PUT') t.ok(route.schema?.body, `${name}: a body schema`);
  }
  for (const { owner, handler } of webhooks) {
    t.ok(handler.declaration?.summary && handler.declaration.responses, `POST /webhook (${owner}): declared`);
  }
});
