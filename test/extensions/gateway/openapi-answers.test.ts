// The OpenAPI document does not lie: real answers of a running gateway, successes and refusals, each validated against
// the schema the document gives its route and status; GET /api/openapi.json serves the document to admins only.
import t from 'tap';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { manualClock, startAgent } from '../../helpers/agent.js';
import { tempConfigDir } from '../../helpers/kernel.js';
import { writeSop } from '../../helpers/sops.js';
import { send, type Res } from '../../helpers/http.js';

const PAIRED = 'svc_' + 'ab'.repeat(32);
const HASH = createHash('sha256').update(PAIRED).digest('hex');
const AUTH = { authorization: `Bearer ${PAIRED}` };
const JSON_TYPE = { 'content-type': 'application/json' };

type Operation = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

/** The document's operation for a concrete request: exact paths first, then the fewest parameters. */
function operationFor(doc: Doc, method: string, url: string): { path: string; op: Operation } | undefined {
  const path = url.split('?')[0]!;
  const candidates = Object.keys(doc.paths)
    .filter((p) => new RegExp(`^${p.replace(/\{(path|file)\}$/, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path) && doc.paths[p]![method.toLowerCase()])
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const found = candidates[0];
  return found ? { path: found, op: doc.paths[found]![method.toLowerCase()]! } : undefined;
}

t.test('every answer, success or refusal, matches the schema the document gives its route and status', async (t) => {
  const dir = tempConfigDir(t);
  writeSop(dir, 'deploy', { mode: 'supervised', maxConcurrent: 100, steps: ['ship'] });
  const clock = manualClock();
  const g = await startAgent(t, `[gateway]\npaired_tokens = ["${HASH}"]\n[sop]\nsops_dir = "sops"\n`, { dir, sopClock: clock, gatewayNow: () => clock.now() });
  const served = await send(g.url, '/api/openapi.json', { method: 'GET', headers: AUTH });
  t.equal(served.status, 200);
  const doc = served.body as Doc;
  t.ok(doc.paths['/sop/{path}'] && doc.paths['/api/openapi.json'], 'the running gateway serves its own document');
  t.match(await send(g.url, '/api/openapi.json', { method: 'GET' }), { status: 401, body: { error: 'unauthorized' } }, 'admins only');

  const { default: Ajv } = createRequire(import.meta.url)('ajv') as { default: new (o: object) => { compile(s: object): ((d: unknown) => boolean) & { errors?: unknown } } };
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const checked: string[] = [];
  const check = (method: string, url: string, r: Res) => {
    const found = operationFor(doc, method, url);
    if (!found) return void t.fail(`${method} ${url}: no operation in the document`);
    const answer = found.op.responses[String(r.status)];
    if (!answer) return void t.fail(`${method} ${found.path}: ${r.status} is not documented (${r.text.slice(0, 120)})`);
    const schema = answer.content?.['application/json']?.schema;
    if (schema) {
      const validate = ajv.compile(schema);
      t.ok(validate(r.body), `${method} ${found.path} ${r.status}: ${JSON.stringify(validate.errors ?? '')} ${r.text.slice(0, 200)}`);
    }
    checked.push(`${method} ${found.path} ${r.status}`);
  };
  const call = async (method: string, url: string, headers: Record<string, string> = {}, body?: string) => {
    const r = await send(g.url, url, { method, headers, ...(body === undefined ? {} : { body }) });
    check(method, url, r);
    return r;
  };

  await call('GET', '/health');
  await call('GET', '/health', AUTH);
  const accepted = await call('POST', '/sop/deploy', { ...AUTH, ...JSON_TYPE, 'x-idempotency-key': 'k1' }, '{"v":1}');
  await call('POST', '/sop/deploy', { ...AUTH, ...JSON_TYPE, 'x-idempotency-key': 'k1' }, '{"v":1}');
  await call('POST', '/sop/deploy', { ...AUTH, ...JSON_TYPE, 'x-idempotency-key': 'k1' }, '{"v":2}');
  await call('POST', '/sop/deploy', { ...AUTH, 'x-idempotency-key': 'bad key' });
  await call('POST', '/sop/nope', AUTH);
  await call('POST', '/sop/deploy', { ...AUTH, ...JSON_TYPE }, '{bad');
  await call('POST', '/sop/deploy', { ...AUTH, 'content-type': 'text/plain' }, 'x');
  await call('POST', '/sop/deploy', { ...AUTH, ...JSON_TYPE }, JSON.stringify({ x: 'y'.repeat(70_000) }));
  await call('POST', '/sop/deploy');
  await call('POST', '/webhook', { ...AUTH, ...JSON_TYPE }, '{"message":"hello"}');
  await call('POST', '/webhook', { ...AUTH, ...JSON_TYPE }, '{"text":"no message"}');

  const list = await call('GET', '/api/config/list', AUTH);
  await call('GET', '/api/config/drift', AUTH);
  await call('GET', '/api/status', AUTH);
  await call('PATCH', '/api/config', { ...AUTH, ...JSON_TYPE, 'if-match': String(list.headers.etag) }, '{"path":"gateway.request_timeout_secs","value":31}');
  await call('PATCH', '/api/config', { ...AUTH, ...JSON_TYPE, 'if-match': '"stale"' }, '{"path":"gateway.request_timeout_secs","value":32}');
  await call('PATCH', '/api/config', { ...AUTH, ...JSON_TYPE }, '{"path":"gateway.request_timeout_secs"}');
  await call('PATCH', '/api/config', { ...AUTH, ...JSON_TYPE, 'if-match': '*' }, '{"path":"gateway.request_timeout_secs","value":"soon"}');
  await call('POST', '/api/config/reload', AUTH);
  const issued = await call('POST', '/api/pairing/initiate', AUTH);
  await call('POST', '/pair', { 'x-pairing-code': String(issued.body.code) });
  await call('POST', '/pair', { 'x-pairing-code': 'wrong' });
  await call('GET', '/api/nodes', AUTH);
  await call('GET', '/api/sop/runs', AUTH);
  await call('GET', '/api/sop/runs?sop=deploy', AUTH);
  const id = (accepted.body.results as { run_id: string }[])[0]!.run_id;
  await call('GET', `/api/sop/runs/${id}`, AUTH);
  await call('GET', '/api/sop/runs/none', AUTH);
  await call('POST', `/api/sop/runs/${id}/approve`, AUTH);
  await call('POST', `/api/sop/runs/${id}/approve`, AUTH);
  await call('GET', '/api/config/list', { authorization: 'Bearer svc_wrong' });
  await call('GET', '/index.html');
  t.same(
    ['200', '401', '404', '409', '422', '400', '403', '413', '415'].filter((s) => !checked.some((c) => c.endsWith(` ${s}`))),
    [],
    'successes and each kind of refusal were checked',
  );
});
