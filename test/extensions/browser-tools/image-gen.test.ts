// image_gen against a local fake of the OpenAI images endpoint: the request it sends (model, prompt, size, the key of
// api_key_env), the image saved into the workspace (base64 answers and URL answers), readable errors, and api_url
// checked at load.
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import t from 'tap';
import type { ToolContext } from '../../../extensions/agent/api.js';
import type { ImageGenConfig } from '../../../extensions/browser-tools/config.generated.js';
import { imageApiProblem, imageGenTool } from '../../../extensions/browser-tools/image-gen.js';
import { silentLogger } from '../../../kernel/logger.js';
import { recordingServer } from '../../../testing/index.js';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'svc-image-ws-')));
t.teardown(() => rmSync(workspace, { recursive: true, force: true }));
const context = {
  agent: 'a',
  channel: 'c',
  conversation: 'x',
  signal: new AbortController().signal,
  logger: silentLogger(),
  workspace: {
    dir: workspace,
    resolve: (path: string) => {
      const full = resolve(workspace, path);
      const rel = relative(workspace, full);
      if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${path} is outside the workspace`);
      return full;
    },
  },
} as unknown as ToolContext;

const settings = (url: string, s: Partial<ImageGenConfig> = {}): ImageGenConfig => ({ api_key_env: 'SVC_TEST_IMAGE_KEY', api_url: url, default_model: '', enabled: true, ...s });

t.test('a base64 answer is saved into the workspace; the request carries model, prompt, size and the key', async (t) => {
  const api = await recordingServer({ json: { created: 1, data: [{ b64_json: PNG.toString('base64'), revised_prompt: 'a red dot, centred' }] } });
  t.teardown(() => api.close());
  const tool = imageGenTool(() => settings(`${api.url}/v1`), { SVC_TEST_IMAGE_KEY: 'sk-image-test' });
  const out = await tool.handler({ prompt: 'a red dot', size: '1024x1024', path: 'art/dot.png' }, context);
  t.equal(out, `image saved to art/dot.png in the workspace (${PNG.length} bytes, model gpt-image-1)\nrevised prompt: a red dot, centred`);
  t.same(readFileSync(join(workspace, 'art', 'dot.png')), PNG);
  const [r] = api.requests;
  t.equal(r!.method, 'POST');
  t.equal(r!.path, '/v1/images/generations');
  t.equal(r!.headers.authorization, 'Bearer sk-image-test');
  t.same(r!.json, { model: 'gpt-image-1', prompt: 'a red dot', n: 1, size: '1024x1024' });
});

t.test('a URL answer is fetched under the outbound rules (a loopback image host is refused); dall-e is asked for base64', async (t) => {
  const files = await recordingServer({ status: 200, body: PNG.toString('latin1'), headers: { 'content-type': 'image/png' } });
  t.teardown(() => files.close());
  const api = await recordingServer({ json: { data: [{ url: `${files.url}/img.png` }] } });
  t.teardown(() => api.close());
  const tool = imageGenTool(() => settings(`${api.url}/v1`, { default_model: 'dall-e-3' }), {});
  // The image host is loopback: the outbound rules refuse it (a provider's URL answer is never a private address).
  await t.rejects(Promise.resolve().then(() => tool.handler({ prompt: 'x' }, context)), { message: /^refused by rule private-address: 127\.0\.0\.1:\d+ is a private or loopback address/ });
  t.same(files.requests, [], 'the private address was never reached');
  t.same(api.requests[0]!.json, { model: 'dall-e-3', prompt: 'x', n: 1, response_format: 'b64_json' }, 'dall-e models are asked for base64');
  t.equal(api.requests[0]!.headers.authorization, undefined, 'no key set: no Authorization header');
});

t.test('errors are told to the model: HTTP errors with their message, no image, a path outside the workspace', async (t) => {
  const api = await recordingServer({ status: 401, json: { error: { message: 'Incorrect API key provided' } } });
  t.teardown(() => api.close());
  const tool = imageGenTool(() => settings(`${api.url}/v1`), {});
  await t.rejects(Promise.resolve().then(() => tool.handler({ prompt: 'x' }, context)), { message: 'the image endpoint answered HTTP 401: Incorrect API key provided (no key: SVC_TEST_IMAGE_KEY is not set)' });
  api.push({ json: { data: [] } });
  await t.rejects(Promise.resolve().then(() => tool.handler({ prompt: 'x' }, context)), { message: /answered without an image/ });
  api.push({ json: { data: [{ b64_json: PNG.toString('base64') }] } });
  await t.rejects(Promise.resolve().then(() => tool.handler({ prompt: 'x', path: '../escape.png' }, context)), { message: /outside the workspace/ });
  api.push({ json: { data: [{ b64_json: PNG.toString('base64') }] } });
  t.match(await tool.handler({ prompt: 'x' }, context), /^image saved to images\/image-\d+\.png in the workspace/, 'the default path: images/, named by the bytes\' type');
});

t.test('api_url: plain http only to loopback, never link-local or metadata', async (t) => {
  t.equal(imageApiProblem(settings('https://api.openai.com/v1')), undefined);
  t.equal(imageApiProblem(settings('http://127.0.0.1:8080/v1')), undefined);
  t.match(imageApiProblem(settings('http://images.example.com/v1')), /plain http is allowed only to a loopback host/);
  t.match(imageApiProblem(settings('http://169.254.169.254/v1')), /link-local or cloud metadata/);
});
