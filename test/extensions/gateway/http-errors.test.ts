// The HTTP error registry: every code an answer of the gateway or of a route it mounts uses is registered with its
// status, every registered code is used, CONTRACT §4's codes are all there, and no error answer goes around it.
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HTTP_ERRORS, HttpFailure, isHttpFailure } from '../../../extensions/gateway/api.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Channels answer on their own listeners, with CONTRACT §5's codes; everything else answers through the gateway. */
const OWN_LISTENERS = new Set(['extensions/webhook-channel', 'extensions/channel-runtime']);
const CONTRACT_CODES = [
  'unauthorized', 'forbidden', 'rate_limited', 'payload_too_large', 'unsupported_media_type', 'invalid_json', 'invalid_request', 'invalid_idempotency_key',
  'idempotency_store_full', 'no_matching_sop', 'not_found', 'sop_dispatch_unavailable', 'not_ready', 'blocked_unsafe', 'invalid_pairing_code',
  'pairing_locked', 'conflict', 'validation_failed', 'request_timeout', 'idempotency_key_reused', 'shutting_down', 'state_unavailable', 'internal_error',
];

function* sources(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') && !e.name.endsWith('.generated.ts')) yield path;
  }
}

/** Each error code an answer in the source names, with where. */
function usedCodes(): { code: string; file: string }[] {
  const out: { code: string; file: string }[] = [];
  for (const path of sources(join(ROOT, 'extensions'))) {
    const file = relative(ROOT, path);
    if ([...OWN_LISTENERS].some((dir) => file.startsWith(`${dir}/`))) continue;
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(/\b(?:fail|answerError)\(\s*\w+,\s*(?:\d{3},\s*)?'([a-z_]+)'/g)) out.push({ code: m[1]!, file });
    for (const m of text.matchAll(/\bnew HttpFailure\(\s*'([a-z_]+)'/g)) out.push({ code: m[1]!, file });
    // A declared refusal (RouteTargets): `{ code: 'no_matching_sop', message: ... }`.
    for (const m of text.matchAll(/\{\s*code:\s*'([a-z_]+)',\s*message:/g)) out.push({ code: m[1]!, file });
  }
  return out;
}

t.test("every code an answer uses is in HTTP_ERRORS, and every registered code is used", async (t) => {
  const used = usedCodes();
  t.ok(used.length > 40, `the scan finds the answers (${used.length})`);
  for (const { code, file } of used) t.ok(Object.hasOwn(HTTP_ERRORS, code), `${file} answers "${code}", which HTTP_ERRORS must register`);
  const names = new Set(used.map((u) => u.code));
  for (const code of Object.keys(HTTP_ERRORS)) t.ok(names.has(code), `"${code}" is answered somewhere (else remove it from the registry)`);
});

t.test("CONTRACT §4's codes are all registered, each with a status and a meaning", async (t) => {
  for (const code of CONTRACT_CODES) t.ok(Object.hasOwn(HTTP_ERRORS, code), code);
  for (const [code, spec] of Object.entries(HTTP_ERRORS)) {
    t.ok(spec.status >= 400 && spec.status <= 599, `${code}: ${spec.status}`);
    t.ok(spec.meaning.length > 20, `${code} says what it means`);
  }
  t.match(HTTP_ERRORS, { rate_limited: { status: 429 }, payload_too_large: { status: 413 }, blocked_unsafe: { status: 422 }, shutting_down: { status: 503 } });
});

t.test('no error answer goes around the registry', async (t) => {
  for (const path of sources(join(ROOT, 'extensions'))) {
    const file = relative(ROOT, path);
    if ([...OWN_LISTENERS].some((dir) => file.startsWith(`${dir}/`)) || file === 'extensions/gateway/http-errors.ts') continue;
    const text = readFileSync(path, 'utf8');
    t.notMatch(text, /\.send\(\s*\{\s*error\b/, `${file} sends an error body itself`);
    t.notMatch(text, /\.code\(\s*[45]\d\d\s*\)/, `${file} sets an error status itself`);
  }
});

t.test('an HttpFailure carries the registry status, and is recognised across copies of the module', async (t) => {
  const failure = new HttpFailure('blocked_unsafe', 'refused', { status: 'blocked' });
  t.same([failure.status, failure.code, failure.extra], [422, 'blocked_unsafe', { status: 'blocked' }]);
  t.ok(isHttpFailure(failure));
  t.ok(isHttpFailure(Object.assign(new Error('x'), { name: 'HttpFailure', code: 'not_found' })), 'by name and a registered code');
  t.notOk(isHttpFailure(Object.assign(new Error('x'), { name: 'HttpFailure', code: 'made_up' })));
});
