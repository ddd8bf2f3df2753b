// The workspace file tools and the bundle upload, run as the agent runs them (their handlers with a real Workspace):
// paths stay in the workspace (a symlink out of it is refused), sizes are bounded, edits need a unique match, and a
// bundle over a limit is refused before anything is sent.
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { Workspace } from '../../../extensions/agent/workspace.js';
import type { ToolContext, ToolDefinition } from '../../../extensions/agent/api.js';
import { fileEdit, fileList, fileRead, fileWrite, READ_MAX, WRITE_MAX } from '../../../extensions/file-tools/files.js';
import { uploadBundle } from '../../../extensions/file-tools/transfer.js';
import type { FileUploadBundleConfig } from '../../../extensions/file-tools/config.generated.js';
import { silentLogger } from '../../../kernel/logger.js';

function context(t: { teardown(fn: () => void): void }): { ctx: ToolContext; dir: string; outside: string } {
  const root = mkdtempSync(join(tmpdir(), 'svc-files-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const dir = join(root, 'ws');
  const outside = join(root, 'outside');
  mkdirSync(dir);
  mkdirSync(outside);
  const ctx: ToolContext = { agent: 'a', channel: 'cli', conversation: 'c', trust: 'untrusted', signal: new AbortController().signal, logger: silentLogger(), workspace: new Workspace(dir, false), limits: { shellTimeoutSecs: 60, maxResultChars: 100000 } } as ToolContext;
  return { ctx, dir, outside };
}

const call = async (tool: ToolDefinition, args: Record<string, unknown>, ctx: ToolContext) => String(await tool.handler(args, ctx));

t.test('file_write, file_read, file_edit, file_list inside the workspace', async (t) => {
  const { ctx, dir } = context(t);
  t.equal(await call(fileWrite, { path: 'notes/a.txt', content: 'one two two\n' }, ctx), 'wrote notes/a.txt (12 bytes)');
  t.equal(await call(fileWrite, { path: 'notes/a.txt', content: 'three\n', append: true }, ctx), 'wrote notes/a.txt (18 bytes)');
  t.equal(await call(fileRead, { path: 'notes/a.txt' }, ctx), 'one two two\nthree\n');
  await t.rejects(call(fileEdit, { path: 'notes/a.txt', old_text: 'two', new_text: '2' }, ctx), { message: /old_text occurs 2 times in notes\/a\.txt; give more context/ });
  await t.rejects(call(fileEdit, { path: 'notes/a.txt', old_text: 'four', new_text: '4' }, ctx), { message: /old_text does not occur/ });
  t.equal(await call(fileEdit, { path: 'notes/a.txt', old_text: 'one', new_text: '1' }, ctx), 'edited notes/a.txt: 1 replacement');
  t.equal(await call(fileEdit, { path: 'notes/a.txt', old_text: 'two', new_text: '2', replace_all: true }, ctx), 'edited notes/a.txt: 2 replacements');
  t.equal(readFileSync(join(dir, 'notes', 'a.txt'), 'utf8'), '1 2 2\nthree\n');
  t.equal(await call(fileList, {}, ctx), '.: 1 entries\nnotes/');
  t.equal(await call(fileList, { path: 'notes' }, ctx), 'notes: 1 entries\na.txt  12 bytes');
  t.ok(fileWrite.explicitOnly && fileEdit.explicitOnly && !fileRead.explicitOnly, 'writing tools are offered by name only');
  t.same([fileRead, fileList, fileWrite, fileEdit].map((x) => x.reaches), [['filesystem'], ['filesystem'], ['filesystem'], ['filesystem']]);
});

t.test('paths out of the workspace, a symlink out of it, binary files and sizes are refused with a reason', async (t) => {
  const { ctx, dir, outside } = context(t);
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  symlinkSync(outside, join(dir, 'link'));
  await t.rejects(call(fileRead, { path: '../outside/secret.txt' }, ctx), { message: /is outside the agent's workspace/ });
  await t.rejects(call(fileRead, { path: 'link/secret.txt' }, ctx), { message: /link\/secret\.txt is outside the agent's workspace/ });
  await t.rejects(call(fileWrite, { path: 'link/new.txt', content: 'x' }, ctx), { message: /outside the agent's workspace/ });
  await t.rejects(call(fileList, { path: '/etc' }, ctx), { message: /outside the agent's workspace/ });
  writeFileSync(join(dir, 'bin'), Buffer.from([1, 0, 2]));
  await t.rejects(call(fileRead, { path: 'bin' }, ctx), { message: 'bin is a binary file; file_read reads text' });
  await t.rejects(call(fileWrite, { path: 'big.txt', content: 'x'.repeat(WRITE_MAX + 1) }, ctx), { message: /over the 1048576 bytes file_write writes; nothing was written/ });
  writeFileSync(join(dir, 'long.txt'), 'y'.repeat(READ_MAX + 10));
  const first = await call(fileRead, { path: 'long.txt' }, ctx);
  t.match(first, /\n\[10 more bytes: call file_read with offset 262144\]$/);
  t.equal(await call(fileRead, { path: 'long.txt', offset: READ_MAX }, ctx), 'y'.repeat(10));
});

t.test('file_upload_bundle: several files in one multipart request; over max_files or max_total_size_bytes nothing is sent', async (t) => {
  const { ctx, dir } = context(t);
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => (bodies.push(b), res.writeHead(200).end('ok'.repeat(10))));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => server.close(() => r())));
  const s: FileUploadBundleConfig = { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/bundle`, headers: {}, max_file_size_bytes: 100, timeout_secs: 5, field_name: 'files', method: 'PUT', max_files: 2, max_total_size_bytes: 150, max_response_body_bytes: 6 };
  writeFileSync(join(dir, 'a.txt'), 'a'.repeat(60));
  writeFileSync(join(dir, 'b.txt'), 'b'.repeat(60));
  writeFileSync(join(dir, 'c.txt'), 'c'.repeat(100));
  t.equal(await uploadBundle({ paths: ['a.txt', 'b.txt'] }, s, ctx), 'uploaded 2 files (a.txt, b.txt), 120 bytes: HTTP 200\nokokok…');
  t.match(bodies[0], /name="files"; filename="a\.txt"[\s\S]*name="files"; filename="b\.txt"/);
  await t.rejects(uploadBundle({ paths: ['a.txt', 'b.txt', 'c.txt'] }, s, ctx), { message: '3 files is over file_upload_bundle.max_files = 2; nothing was sent' });
  await t.rejects(uploadBundle({ paths: ['a.txt', 'c.txt'] }, s, ctx), { message: 'the files add up to more than file_upload_bundle.max_total_size_bytes = 150; nothing was sent' });
  writeFileSync(join(dir, 'd.txt'), 'd'.repeat(101));
  await t.rejects(uploadBundle({ paths: ['d.txt'] }, s, ctx), { message: 'd.txt is 101 bytes, over file_upload_bundle.max_file_size_bytes = 100; nothing was sent' });
  t.equal(bodies.length, 1, 'only the bundle within the limits was sent');
});
