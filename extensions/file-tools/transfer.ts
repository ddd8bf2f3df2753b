// file_download, file_upload and file_upload_bundle: the endpoint comes from config only; the model names files. A
// download streams into the workspace (a temporary file renamed once complete) with the size enforced while it streams;
// an upload reads workspace files, refused before anything is sent when a limit is passed; both go out under
// lib/net/outbound's rules. The configured headers (secrets) are sent, never shown.
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fstatSync, mkdirSync, openSync, readSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { outboundRequest, type OutboundRules } from '../../lib/net/outbound.js';
import type { ToolContext } from '../agent/api.js';
import type { FileDownloadConfig, FileUploadBundleConfig, FileUploadConfig } from './config.generated.js';

/** Bytes of an upload endpoint's answer shown to the model (file_upload; the bundle has its own setting). */
const UPLOAD_ANSWER_BYTES = 4096;

/** Rules for an endpoint the operator configured: only its host; private when `privateHosts` say so. */
function endpointRules(section: string, endpoint: URL, timeoutSecs: number, maxResponseSize: number, privateHosts: readonly string[]): OutboundRules {
  return { section, allowedDomains: [endpoint.hostname], allowedPrivateHosts: privateHosts, maxRedirects: 5, sameHostRedirects: true, timeoutSecs, maxResponseSize };
}

/** `url` with the model's file name appended as a path, each segment encoded; `..`, `.` and empty segments refused. */
export function downloadUrl(base: string, name: string): URL {
  const segments = name.split('/');
  if (!name || segments.some((x) => x === '' || x === '.' || x === '..')) throw new Error(`${JSON.stringify(name)} is not a file name on the endpoint: use names like "report.pdf" or "2024/report.pdf", without "..", "." or empty parts`);
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/?$/, '/')}${segments.map(encodeURIComponent).join('/')}`;
  return url;
}

const shown = (ctx: ToolContext, path: string): string => relative(ctx.workspace.dir, path) || '.';

export async function download(args: { name: string; save_as?: string }, s: FileDownloadConfig, ctx: ToolContext): Promise<string> {
  const url = downloadUrl(s.url!, args.name);
  const dest = ctx.workspace.resolve(args.save_as ?? basename(args.name), 'write');
  mkdirSync(dirname(dest), { recursive: true, mode: 0o700 });
  const temp = `${dirname(dest)}/.${basename(dest)}.download-${randomBytes(4).toString('hex')}`;
  // O_NOFOLLOW and O_EXCL: nothing the model (or a link) put there is written through.
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  let done = false;
  try {
    const res = await outboundRequest(
      { url: url.href, headers: { ...s.headers }, signal: ctx.signal, sink: (chunk) => void writeSync(fd, chunk) },
      { ...endpointRules('file_download', new URL(s.url!), s.timeout_secs, s.max_file_size_bytes, s.allowed_private_hosts), oversize: 'fail', sizeKey: 'max_file_size_bytes' },
    );
    if (res.status >= 400) throw new Error(`the download endpoint answered HTTP ${res.status} for ${JSON.stringify(args.name)}; nothing was saved`);
    closeSync(fd);
    done = true;
    renameSync(temp, dest);
    const type = res.headers['content-type'];
    return `saved ${shown(ctx, dest)} (${res.size} bytes${type ? `, ${type}` : ''})`;
  } catch (err) {
    if (!done) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // renamed already, or never there
    }
    throw err;
  }
}

interface WorkspaceFile {
  readonly path: string;
  readonly name: string;
  readonly data: Buffer;
}

/** Reads workspace file `path` after checking it is a regular file within `max` bytes (0: any size). */
function readBounded(ctx: ToolContext, path: string, max: number, setting: string): WorkspaceFile {
  const real = ctx.workspace.resolve(path, 'read');
  const fd = openSync(real, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new Error(`${path} is not a regular file`);
    if (max > 0 && st.size > max) throw new Error(`${path} is ${st.size} bytes, over ${setting} = ${max}; nothing was sent`);
    const data = Buffer.alloc(st.size);
    let at = 0;
    while (at < st.size) {
      const n = readSync(fd, data, at, st.size - at, at);
      if (n === 0) break;
      at += n;
    }
    return { path: real, name: basename(real), data: data.subarray(0, at) };
  } finally {
    closeSync(fd);
  }
}

const quoted = (name: string): string => name.replace(/[\r\n]/g, ' ').replace(/"/g, '%22');

/** A multipart/form-data body of `files`, each under `field`. */
export function multipart(field: string, files: readonly { name: string; data: Buffer }[]): { body: Buffer; contentType: string } {
  const boundary = `svc-${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(f.name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(section: string, s: { url?: string | null; headers: Record<string, string>; method: string; timeout_secs: number; field_name: string }, files: readonly WorkspaceFile[], answerBytes: number, ctx: ToolContext): Promise<string> {
  const endpoint = new URL(s.url!);
  const { body, contentType } = multipart(s.field_name, files);
  const res = await outboundRequest(
    { url: endpoint.href, method: s.method, headers: { ...s.headers, 'content-type': contentType, 'content-length': String(body.length) }, body, signal: ctx.signal },
    // The endpoint is the operator's choice, wherever it is (svc's own listeners and metadata services still never).
    { ...endpointRules(section, endpoint, s.timeout_secs, answerBytes, [endpoint.host]), maxRedirects: 0 },
  );
  const total = files.reduce((n, f) => n + f.data.length, 0);
  const answer = res.body.toString('utf8') + (res.truncated ? '…' : '');
  const what = files.length === 1 ? files[0]!.name : `${files.length} files (${files.map((f) => f.name).join(', ')})`;
  if (res.status >= 400) throw new Error(`the upload endpoint answered HTTP ${res.status} for ${what}${answer ? `: ${answer}` : ''}`);
  return `uploaded ${what}, ${total} bytes: HTTP ${res.status}${answer ? `\n${answer}` : ''}`;
}

export async function upload(args: { path: string }, s: FileUploadConfig, ctx: ToolContext): Promise<string> {
  const file = readBounded(ctx, args.path, s.max_file_size_bytes, 'file_upload.max_file_size_bytes');
  return send('file_upload', s, [file], UPLOAD_ANSWER_BYTES, ctx);
}

export async function uploadBundle(args: { paths: string[] }, s: FileUploadBundleConfig, ctx: ToolContext): Promise<string> {
  if (!args.paths.length) throw new Error('name at least one file');
  if (s.max_files > 0 && args.paths.length > s.max_files) throw new Error(`${args.paths.length} files is over file_upload_bundle.max_files = ${s.max_files}; nothing was sent`);
  const files: WorkspaceFile[] = [];
  let total = 0;
  for (const path of args.paths) {
    const file = readBounded(ctx, path, s.max_file_size_bytes, 'file_upload_bundle.max_file_size_bytes');
    total += file.data.length;
    if (s.max_total_size_bytes > 0 && total > s.max_total_size_bytes) throw new Error(`the files add up to more than file_upload_bundle.max_total_size_bytes = ${s.max_total_size_bytes}; nothing was sent`);
    files.push(file);
  }
  return send('file_upload_bundle', s, files, s.max_response_body_bytes, ctx);
}
