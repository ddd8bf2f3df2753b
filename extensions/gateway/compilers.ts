// Fastify's schema compilers, loaded and run only when a route's first request needs them, so schemas cost no start time.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A compiled validator as Fastify calls it: true or false, with `errors` after a false. */
export interface Validate {
  (data: unknown): boolean;
  errors?: readonly { readonly instancePath: string; readonly message?: string }[] | null;
}

type Compile = (route: { readonly schema: unknown; readonly httpPart?: string; readonly method?: string; readonly url?: string }) => unknown;
type Factory = (externalSchemas: unknown, options: { readonly customOptions?: Record<string, unknown> }) => Compile;

/** Fastify's own defaults (`ajv` server option), for a validator compiled outside a route. */
export const DEFAULT_AJV_OPTIONS = { customOptions: {}, plugins: [] };

/** A module of Fastify's, resolved from its own folder: they are Fastify's dependencies, not ours. */
function fastifyModule(module: string): () => Factory {
  return createRequire(require.resolve('fastify'))(module) as () => Factory;
}

/**
 * Fastify's schema compilers, each loaded when a route's first request needs it, and each route's schema compiled then:
 * declared request schemas (every route of ours has some) cost no start time, which profiles of `svc daemon` showed as
 * 26 ms for the validator alone when Fastify loads it eagerly. The serializer loads only for a route with a response
 * schema in Fastify's own `schema.response` (a third party's may; ours keep theirs in `config` for the OpenAPI document:
 * it would drop any field its schema does not name, and JSON.stringify writes our small answers as fast).
 *
 * A JSON body is validated as it was sent: no type coercion (a JSON number is not a string, as the hand-written checks
 * before had it); path parameters and query strings, which are strings by nature, are coerced as Fastify does.
 */
export function lazyCompilers(): { buildValidator: never; buildSerializer: never } {
  let validators: Factory | undefined;
  const buildValidator = (externalSchemas: unknown, options: { readonly customOptions?: Record<string, unknown> }): Compile => {
    let strings: Compile | undefined;
    let bodies: Compile | undefined;
    const pool = (body: boolean): Compile => {
      validators ??= fastifyModule('@fastify/ajv-compiler')();
      if (!body) return (strings ??= validators(externalSchemas, options));
      return (bodies ??= validators(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } }));
    };
    return (route) => (vacuous(route.schema, route.httpPart) ? undefined : deferred(() => pool(route.httpPart === 'body')(route) as Validate));
  };
  let serializers: Factory | undefined;
  const buildSerializer = (externalSchemas: unknown, options: { readonly customOptions?: Record<string, unknown> }): Compile => {
    let compile: Compile | undefined;
    return (route) => (compile ??= (serializers ??= fastifyModule('@fastify/fast-json-stringify-compiler')())(externalSchemas, options))(route);
  };
  return { buildValidator: buildValidator as never, buildSerializer: buildSerializer as never };
}

/** Keywords that describe a value and constrain nothing. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * Whether every value Fastify would pass for this part satisfies the schema, so that nothing needs compiling or calling
 * (Fastify skips a part whose validator is undefined): a schema of annotations only (a body of any JSON), or path
 * parameters declared as strings, which they always are. POST /sop/{path} declares both and pays no validator.
 */
function vacuous(schema: unknown, part: string | undefined): boolean {
  const keys = (s: unknown) => (s && typeof s === 'object' ? Object.keys(s).filter((k) => !ANNOTATIONS.has(k)) : ['?']);
  const own = keys(schema);
  if (own.length === 0) return true;
  if (part !== 'params') return false;
  const { type, properties, required } = schema as { type?: unknown; properties?: Record<string, unknown>; required?: unknown };
  if (own.some((k) => k !== 'type' && k !== 'properties' && k !== 'required') || type !== 'object' || !properties) return false;
  // A route's path parameters are always present: requiring them constrains nothing either.
  if (required !== undefined && !(Array.isArray(required) && required.every((r) => typeof r === 'string' && r in properties))) return false;
  return Object.values(properties).every((p) => {
    const k = keys(p);
    return k.length === 0 || (k.length === 1 && (p as { type?: unknown }).type === 'string');
  });
}

/** A validator compiled on its first call. */
function deferred(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}

/** A body validator outside a route (a /webhook handler's), compiled on first use like a route's; undefined: any body. */
export function bodyValidator(schema: unknown): Validate | undefined {
  const compile = (lazyCompilers().buildValidator as unknown as (e: unknown, o: typeof DEFAULT_AJV_OPTIONS) => Compile)({}, DEFAULT_AJV_OPTIONS);
  return compile({ schema, httpPart: 'body', method: 'POST', url: '/webhook' }) as Validate | undefined;
}

/** The first problem a validator found, as Fastify words it (`body/message must be string`). */
export function validationMessage(part: string, validate: Validate): string {
  const first = validate.errors?.[0];
  return first ? `${part}${first.instancePath} ${first.message ?? 'is invalid'}` : `${part} is invalid`;
}
