// The OpenAPI 3.1 document of every route the gateway serves, generated from what the routes declare (schemas,
// config.gateway) and from the HTTP error registry: `svc gateway openapi`, GET /api/openapi.json, docs/reference/openapi.json.
import type { JsonSchema } from '../../kernel/index.js';
import type { RouteDeclaration, ResponseDoc, WebhookHandler } from './api.js';
import { HTTP_ERRORS as REGISTRY, type HttpErrorCode, type HttpErrorSpec } from './http-errors.js';

const HTTP_ERRORS: Readonly<Record<HttpErrorCode, HttpErrorSpec>> = REGISTRY;
import { declaredErrors } from './pipeline.js';

/** A route as it was registered: its Fastify pattern (below gateway.path_prefix), request schemas and declaration. */
export interface DescribedRoute {
  /** The extension that registered it. */
  readonly owner: string;
  readonly method: string;
  readonly url: string;
  readonly schema?: { readonly params?: JsonSchema; readonly querystring?: JsonSchema; readonly body?: JsonSchema };
  readonly declaration?: RouteDeclaration;
  readonly longRunning?: boolean;
}

export interface DescribedWebhook {
  readonly owner: string;
  readonly handler: WebhookHandler;
}

type Json = Record<string, unknown>;

/** What the wildcard of a route pattern stands for, by pattern. */
const WILDCARDS: Record<string, { readonly name: string; readonly description: string }> = {
  '/sop/*': { name: 'path', description: 'The rest of the trigger path; `/sop/{path}` must equal a SOP webhook trigger path exactly (it may hold `/`).' },
  '/*': { name: 'file', description: 'A dashboard file below gateway.web_dist_dir (it may hold `/`); a path without a file extension gets index.html.' },
};

const METHOD_ORDER = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/** Errors any request may get whatever it declares: the drain, the deadline sweep, the Host guard or mutual TLS, a fault. */
const EVERY_ROUTE: readonly HttpErrorCode[] = ['forbidden', 'request_timeout', 'shutting_down', 'internal_error'];

function openApiPath(url: string): string {
  const wildcard = WILDCARDS[url];
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, `{${wildcard?.name ?? 'path'}}`);
}

/** The error codes of one operation. */
function errorCodes(route: DescribedRoute): HttpErrorCode[] {
  const codes = new Set<HttpErrorCode>(EVERY_ROUTE);
  const decl = route.declaration;
  if (decl) for (const c of declaredErrors(decl)) codes.add(c);
  for (const c of decl?.errors ?? []) codes.add(c);
  if (route.method === 'POST' || route.method === 'PATCH' || route.method === 'PUT') for (const c of ['payload_too_large', 'unsupported_media_type', 'invalid_json'] as const) codes.add(c);
  const s = route.schema;
  if (s?.params || s?.querystring || s?.body) codes.add('invalid_request');
  return [...codes];
}

/** The error answers of an operation, one per status, each naming the codes it may carry and their extra fields. */
function errorResponses(codes: readonly HttpErrorCode[]): Record<string, Json> {
  const byStatus = new Map<number, HttpErrorCode[]>();
  for (const code of codes) {
    const list = byStatus.get(HTTP_ERRORS[code].status) ?? [];
    list.push(code);
    byStatus.set(HTTP_ERRORS[code].status, list);
  }
  const out: Record<string, Json> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const list = byStatus.get(status)!.sort();
    const fields = [...new Set(list.flatMap((c) => HTTP_ERRORS[c].fields ?? []))].sort();
    const headers = [...new Set(list.flatMap((c) => HTTP_ERRORS[c].headers ?? []))].sort();
    out[String(status)] = {
      description: list.map((c) => `\`${c}\`: ${HTTP_ERRORS[c].meaning}`).join('\n\n'),
      ...(headers.length ? { headers: Object.fromEntries(headers.map((h) => [h, { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } }])) } : {}),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['error', 'message'],
            properties: {
              error: { type: 'string', enum: list },
              message: { type: 'string', description: 'What went wrong, in a sentence.' },
              ...Object.fromEntries(fields.map((f) => [f, ERROR_FIELDS[f] ?? {}])),
            },
          },
        },
      },
    };
  }
  return out;
}

/** The extra fields of error bodies (HttpErrorSpec.fields). */
const ERROR_FIELDS: Record<string, JsonSchema> = {
  retry_after: { type: 'integer', minimum: 1, description: 'Seconds to wait, as in Retry-After.' },
  etag: { type: 'string', description: 'The ETag of the configuration now.' },
  errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } }, description: 'Every problem, with its dotted path.' },
  status: { const: 'blocked' },
  path: { type: 'string', description: 'The raw path matched.' },
  results: { type: 'array', description: 'One result per matching SOP, each blocked_unsafe.' },
};

function successResponses(responses: Readonly<Record<number, ResponseDoc>>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [status, doc] of Object.entries(responses)) {
    const content = doc.schema ? { content: { 'application/json': { schema: doc.schema } } } : doc.contentType ? { content: { [doc.contentType]: {} } } : {};
    const headers = doc.headers ? { headers: Object.fromEntries(Object.entries(doc.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }])) } : {};
    out[status] = { description: doc.description, ...headers, ...content };
  }
  return out;
}

/** Who may call, in OpenAPI terms: alternatives of schemes, each alternative needing all of its schemes. */
const SECURITY: Record<RouteDeclaration['access'], Json[]> = {
  public: [],
  admin: [{ pairedToken: [] }, {}],
  dispatch: [{ pairedToken: [] }, { webhookSecret: [] }, { pairedToken: [], webhookSecret: [] }],
  chat: [{ pairedToken: [] }, { webhookSecret: [] }, { pairedToken: [], webhookSecret: [] }, {}],
};

const ACCESS_WORDS: Record<RouteDeclaration['access'], string> = {
  public: 'Anyone may call it.',
  admin: 'Admins only: a loopback client unless gateway.allow_remote_admin, and a paired bearer token when gateway.require_pairing.',
  dispatch: 'Fails closed: at least one credential (paired bearer token, X-Webhook-Secret) is configured and every configured one must be sent.',
  chat: 'Every configured credential must be sent; with none configured, loopback clients only.',
};

function parameters(route: DescribedRoute, path: string): Json[] {
  const out: Json[] = [];
  for (const m of path.matchAll(/\{([^}]+)\}/g)) {
    const name = m[1]!;
    const key = WILDCARDS[route.url]?.name === name ? '*' : name;
    const schema = ((route.schema?.params as Json | undefined)?.properties as Record<string, JsonSchema> | undefined)?.[key] ?? { type: 'string' };
    const description = (schema as { description?: string }).description ?? WILDCARDS[route.url]?.description;
    out.push({ name, in: 'path', required: true, ...(description ? { description } : {}), schema });
  }
  const query = route.schema?.querystring as Json | undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  for (const [name, schema] of Object.entries((query?.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    const description = (schema as { description?: string }).description;
    out.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema });
  }
  for (const [name, h] of Object.entries(route.declaration?.headers ?? {})) out.push({ name, in: 'header', required: h.required ?? false, description: h.description, schema: { type: 'string' } });
  if (route.declaration?.idempotency) {
    out.push({
      name: 'X-Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Sent once, 1 to 255 visible ASCII characters: a repeat with the same body within gateway.idempotency_ttl_secs is answered duplicate and starts nothing.',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
    });
  }
  return out;
}

function operation(route: DescribedRoute, path: string): Json {
  const decl = route.declaration;
  const description = [decl?.description, decl ? ACCESS_WORDS[decl.access] : undefined, route.longRunning ? 'Runs under gateway.long_running_request_timeout_secs.' : undefined].filter(Boolean).join('\n\n');
  const params = parameters(route, path);
  const body = route.schema?.body;
  return {
    ...(decl ? { summary: decl.summary } : {}),
    ...(description ? { description } : {}),
    operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [route.owner],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: { required: !isAnyJson(body), content: { 'application/json': { schema: body } } } } : {}),
    ...(decl ? { security: SECURITY[decl.access] } : {}),
    responses: { ...successResponses(decl?.responses ?? {}), ...errorResponses(errorCodes(route)) },
    ...(decl ? { 'x-svc-access': decl.access } : {}),
  };
}

/** A body schema any JSON value (or none) satisfies. */
function isAnyJson(schema: JsonSchema): boolean {
  return Object.keys(schema).every((k) => k === 'description' || k === 'title');
}

/** POST /webhook as one operation: the handlers in the order the gateway asks them, each with its own declaration. */
function webhookRoutes(webhooks: readonly DescribedWebhook[]): DescribedRoute[] {
  return webhooks.map(({ owner, handler }) => ({
    owner,
    method: 'POST',
    url: '/webhook',
    schema: { body: handler.body ?? { description: 'Any JSON value, or no body (the payload null).' } },
    ...(handler.declaration ? { declaration: handler.declaration } : {}),
  }));
}

function mergeWebhook(ops: { owner: string; fallback: boolean; op: Json }[]): Json {
  const [first] = ops;
  if (ops.length === 1) return first!.op;
  const responses: Record<string, Json> = {};
  for (const { op } of ops) {
    for (const [status, answer] of Object.entries(op.responses as Record<string, Json>)) {
      const have = responses[status];
      if (!have) responses[status] = answer;
      else if (JSON.stringify(have) !== JSON.stringify(answer)) responses[status] = mergeAnswers(have, answer);
    }
  }
  const bodies = ops.map(({ op }) => ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined).map((c) => c?.schema as JsonSchema);
  const lines = ops.map(({ owner, fallback, op }) => `- ${owner}${fallback ? ' (when no other handler claims the request)' : ' (when it claims the request)'}: ${String(op.summary ?? '')}`);
  return {
    summary: 'A webhook: answered by the first extension that claims it, else the fallback',
    description: ['Asked in this order, before the body is read:', ...lines].join('\n'),
    operationId: 'postWebhook',
    tags: [...new Set(ops.map((o) => o.owner))],
    parameters: [...new Map(ops.flatMap(({ op }) => (op.parameters as Json[] | undefined) ?? []).map((p) => [`${String(p.in)}:${String(p.name)}`, p])).values()],
    requestBody: { required: false, content: { 'application/json': { schema: { anyOf: bodies } } } },
    security: first!.op.security,
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
  };
}

/** Two answers under one status: one description, and a body that is either. */
function mergeAnswers(a: Json, b: Json): Json {
  const schemaOf = (x: Json) => (((x.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as JsonSchema | undefined);
  const [sa, sb] = [schemaOf(a), schemaOf(b)];
  const schemas = [sa, sb].filter((s): s is JsonSchema => s !== undefined);
  const errorEnum = (s: JsonSchema | undefined) => ((s as Json | undefined)?.properties as Record<string, Json> | undefined)?.error?.enum as string[] | undefined;
  // Two error answers of one status become one with both codes.
  if (errorEnum(sa) && errorEnum(sb)) {
    const codes = [...new Set([...errorEnum(sa)!, ...errorEnum(sb)!])].sort() as HttpErrorCode[];
    return errorResponses(codes)[Object.keys(errorResponses(codes))[0]!]!;
  }
  return { description: [a.description, b.description].join('\n\nor: '), ...(schemas.length ? { content: { 'application/json': { schema: schemas.length === 1 ? schemas[0] : { oneOf: schemas } } } } : {}) };
}

/** The document: paths sorted, methods in a fixed order, so the same routes always give the same bytes. */
export function openApiDocument(routes: readonly DescribedRoute[], webhooks: readonly DescribedWebhook[], info: { readonly version: string }): Json {
  const paths = new Map<string, Map<string, Json>>();
  const add = (path: string, method: string, op: Json) => {
    const ops = paths.get(path) ?? new Map<string, Json>();
    ops.set(method, op);
    paths.set(path, ops);
  };
  for (const route of routes) {
    if (route.method === 'POST' && route.url === '/webhook') continue;
    const path = openApiPath(route.url);
    add(path, route.method.toLowerCase(), operation(route, path));
  }
  const hooks = webhookRoutes(webhooks);
  if (hooks.length) add('/webhook', 'post', mergeWebhook(hooks.map((r, i) => ({ owner: r.owner, fallback: webhooks[i]!.handler.fallback === true, op: operation(r, '/webhook') }))));
  const sorted = [...paths.keys()].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'svc gateway',
      version: info.version,
      description:
        'Every route of the gateway and of the extensions it mounts (the built-in ones here). Each path is below gateway.path_prefix when one is set. Errors carry {"error": code, "message"} and the fields named; the codes are those of the HTTP error registry.',
    },
    paths: Object.fromEntries(sorted.map((p) => [p, Object.fromEntries([...paths.get(p)!.entries()].sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b)))])),
    components: {
      securitySchemes: {
        pairedToken: { type: 'http', scheme: 'bearer', description: 'A token from POST /pair (svc_ and 64 hex digits); only its SHA-256 is stored (gateway.paired_tokens).' },
        webhookSecret: { type: 'apiKey', in: 'header', name: 'X-Webhook-Secret', description: 'gateway.webhook_secret.' },
        nodeToken: { type: 'http', scheme: 'bearer', description: 'nodes.auth_token, for GET /ws/nodes.' },
      },
    },
  };
}
