// The dashboard's static files from gateway.web_dist_dir: path resolution that never leaves the directory, content
// types, caching and ETags, the index.html fallback for client-side routes, and the headers every answer carries.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpErrorCode, RouteDeclaration } from '../gateway/api.js';
import { constants } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';

export interface StaticOptions {
  /** The directory to serve, read per request (a config reload may change it); null: nothing is served. */
  root(): string | null;
  /**
   * Paths (without path_prefix) that belong to the API and never fall back to index.html, e.g. /api/..., /ws/...,
   * /sop/..., /webhook, /pair, /health, /metrics. The path is decoded, with one leading `/` and no empty segment.
   */
  isReserved(path: string): boolean;
  /** Sends the JSON error envelope {"error","message"} with a status. */
  fail(reply: FastifyReply, error: HttpErrorCode, message: string): FastifyReply;
}

export const CONTENT_SECURITY_POLICY = "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'; form-action 'self'; img-src 'self' data:";

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const UTF8 = '; charset=utf-8';
const TYPES = new Map(Object.entries({
  '.html': `text/html${UTF8}`, '.js': `text/javascript${UTF8}`, '.mjs': `text/javascript${UTF8}`, '.css': `text/css${UTF8}`,
  '.json': `application/json${UTF8}`, '.map': `application/json${UTF8}`, '.svg': `image/svg+xml${UTF8}`, '.txt': `text/plain${UTF8}`,
  '.xml': `application/xml${UTF8}`, '.webmanifest': `application/manifest+json${UTF8}`, '.wasm': 'application/wasm',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.otf': 'font/otf',
}));
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Absolute-form request targets (`GET http://host/x`) carry an origin before the path. */
const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** The route as the OpenAPI document shows it. */
const STATIC_ROUTE: RouteDeclaration = {
  access: 'public',
  summary: 'A file of the dashboard (gateway.web_dist_dir); index.html for client-side routes',
  headers: { 'If-None-Match': { description: 'An ETag of an earlier answer: 304 when the file is unchanged.' } },
  responses: {
    200: { description: 'The file (HEAD: its headers only).', contentType: '*/*', headers: { ETag: 'A weak validator of size and time.', 'Cache-Control': 'no-cache for HTML, a year for hashed assets.' } },
    304: { description: 'Unchanged since the ETag sent.' },
  },
  errors: ['not_found'],
};

interface Found {
  readonly file: string;
}

export function registerStatic(app: FastifyInstance, options: StaticOptions): void {
  // HEAD is declared rather than left to Fastify's automatic HEAD route, which answers Content-Length: 0 for an
  // empty send; this one announces the file's length and sends no body.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { params: { type: 'object', properties: { '*': { type: 'string' } } } },
    config: { gateway: STATIC_ROUTE },
    handler: async (req, reply) => {
      reply.headers(SECURITY_HEADERS);
      const root = options.root();
      if (root === null) return options.fail(reply, 'not_found', 'the dashboard is not served: gateway.web_dist_dir is not set');
      // One answer for missing, hidden and refused paths, so a 404 tells nothing about what lies on the disk.
      const notFound = () => options.fail(reply, 'not_found', 'no dashboard file at this path');
      const segments = pathSegments(rawPathBelowPrefix(req));
      if (segments === null || options.isReserved(`/${segments.join('/')}`)) return notFound();
      const realRoot = await realpath(root).catch(() => null);
      if (realRoot === null) return notFound();
      let found = await locate(realRoot, segments, true);
      // Client-side routes (/runs/42) get the app; a missing /assets/app.js stays a 404 rather than HTML.
      if (found === 'missing' && !(segments.at(-1) ?? '').includes('.')) found = await locate(realRoot, ['index.html'], false);
      return typeof found === 'string' ? notFound() : sendFile(req, reply, found.file, segments, notFound);
    },
  });
}

/**
 * The decoded segments of a raw path, or null when a segment does not decode, could step out of the directory
 * (`..`, `.`, an encoded `/` or `\`, NUL) or names a hidden file (`.env`, `.git`). Empty segments are dropped.
 */
export function pathSegments(rawPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * The still-encoded path below the scope's prefix. params['*'] is not used: the router has decoded it once already,
 * so `%2f` is a separator there and decoding again would turn `%252e%252e` into `..`.
 */
function rawPathBelowPrefix(req: FastifyRequest): string {
  const path = (req.raw.url ?? '/').replace(ORIGIN, '').split(/[?#]/, 1)[0]!;
  // The router matched the prefix on this path with its slashes intact, so the prefix is as many segments as the route's.
  const depth = (req.routeOptions.url ?? '/*').split('/').length - 1;
  return path.split('/').slice(depth).join('/');
}

/** A regular file inside the root, 'missing' when nothing is there, 'refused' when something is but may not be served. */
async function locate(realRoot: string, segments: readonly string[], directoryIndex: boolean): Promise<Found | 'missing' | 'refused'> {
  let file: string;
  try {
    file = await realpath(join(realRoot, ...segments));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'refused';
  }
  // Checked on the resolved path, so a symlink leads neither outside the directory nor into a hidden file.
  const rel = relative(realRoot, file);
  if (isAbsolute(rel) || rel.split(sep).some((s) => s.startsWith('.'))) return 'refused';
  const stats = await stat(file).catch(() => null);
  if (stats?.isDirectory() && directoryIndex) return locate(realRoot, [...segments, 'index.html'], false);
  return stats?.isFile() ? { file } : 'refused';
}

async function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, segments: readonly string[], notFound: () => FastifyReply): Promise<FastifyReply> {
  // Opened before any header is set, so a file gone or unreadable since it was found is a 404 rather than a 500, and
  // the length and validators describe the very bytes streamed. O_NONBLOCK: a FIFO swapped in cannot hang the open.
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null);
  const stats = await handle?.stat().catch(() => null);
  if (!handle || !stats?.isFile()) {
    await handle?.close();
    return notFound();
  }
  const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
  reply.headers({ etag, 'last-modified': stats.mtime.toUTCString(), 'cache-control': cacheControl(file, segments) });
  if (etagMatches(req.headers['if-none-match'], etag)) {
    await handle.close();
    return reply.code(304).send();
  }
  reply.type(contentType(file)).header('content-length', stats.size);
  if (req.method === 'HEAD' || stats.size === 0) {
    await handle.close();
    // Sending nothing keeps a HEAD answer's Content-Length; an empty file has no byte to stream.
    return reply.send(req.method === 'HEAD' ? undefined : '');
  }
  // `end` holds the body to the announced length should the file grow while it is read.
  return reply.send(handle.createReadStream({ end: stats.size - 1 }));
}

function contentType(file: string): string {
  return TYPES.get(extname(file).toLowerCase()) ?? 'application/octet-stream';
}

/** HTML names the current bundles, so it is revalidated each time; assets and content-hashed names never change. */
function cacheControl(file: string, segments: readonly string[]): string {
  if (extname(file).toLowerCase() === '.html') return 'no-cache';
  const hash = /[.-]([A-Za-z0-9_]{8,})\.[^.]+$/.exec(segments.at(-1) ?? '')?.[1];
  return (segments.length > 1 && segments[0] === 'assets') || (hash !== undefined && /\d/.test(hash)) ? IMMUTABLE : 'no-cache';
}

/** The weak comparison of If-None-Match: `W/` is ignored on both sides, and `*` matches any file. */
function etagMatches(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2));
}
