// The image_gen tool: POST <api_url>/images/generations on an OpenAI-compatible API (the operator's URL, checked at
// load and at connect time), then the image (base64 in the answer, or a URL fetched under the outbound rules) is saved
// into the agent's workspace.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { guardedLookup, isLinkLocalOrMetadataAddress, urlTargetProblem } from '../../lib/net/targets.js';
import type { ToolDefinition } from '../agent/api.js';
import type { ImageGenConfig } from './config.generated.js';
import { outboundRequest } from '../../lib/net/outbound.js';

/** Seconds one generation may take (models take tens of seconds). */
export const IMAGE_TIMEOUT_SECS = 180;
/** Largest answer of the endpoint (base64 of the image inside JSON), in bytes. */
const MAX_ANSWER_BYTES = 40 * 1024 * 1024;
/** Largest image fetched from a URL answer, in bytes. */
const MAX_IMAGE_BYTES = 30 * 1024 * 1024;
const DEFAULT_MODEL = 'gpt-image-1';
const SIZES = ['auto', '256x256', '512x512', '1024x1024', '1024x1536', '1536x1024', '1792x1024', '1024x1792'];

export const IMAGE_TARGET = { purpose: 'image requests', allowPrivate: true, allowPlainHttp: false } as const;

/** Why image_gen.api_url cannot be used, or undefined (checked at load when the tool is enabled). */
export function imageApiProblem(s: ImageGenConfig): string | undefined {
  return urlTargetProblem(s.api_url, IMAGE_TARGET);
}

/** POSTs JSON and reads a bounded answer; the connection refuses link-local and metadata addresses whatever DNS says. */
async function postJson(url: URL, body: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<{ status: number; text: string }> {
  const [{ request: httpRequest }, { request: httpsRequest }] = await Promise.all([import('node:http'), import('node:https')]);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const lookup = guardedLookup((a) => (isLinkLocalOrMetadataAddress(a) ? 'a link-local or cloud metadata address' : undefined));
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }, lookup, signal, agent: false });
    req.on('error', (err) => reject(signal.aborted ? new Error(`timeout: no image within ${IMAGE_TIMEOUT_SECS} s`) : new Error(`image endpoint ${url.host}: ${(err as NodeJS.ErrnoException).code ?? err.message}`)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          res.destroy();
          reject(new Error(`the image endpoint's answer is larger than ${MAX_ANSWER_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.end(payload);
  });
}

/** The file type of an image by its first bytes. */
function extensionOf(image: Buffer): string {
  if (image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (image[0] === 0xff && image[1] === 0xd8) return 'jpg';
  if (image.subarray(0, 4).toString('latin1') === 'RIFF' && image.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return 'png';
}

export function imageGenTool(settings: () => ImageGenConfig, env: NodeJS.ProcessEnv = process.env): ToolDefinition {
  return {
    name: 'image_gen',
    description: 'Generate an image from a text prompt and save it into the workspace; returns the saved path.',
    reaches: ['network', 'filesystem'],
    parameters: {
      type: 'object',
      additionalProperties: false,
      required: ['prompt'],
      properties: {
        prompt: { type: 'string', minLength: 1, maxLength: 4000, description: 'What the image shows' },
        size: { type: 'string', enum: SIZES, description: 'Width x height (default: the model\'s)' },
        model: { type: 'string', description: 'Model id (default: image_gen.default_model)' },
        path: { type: 'string', description: 'Workspace path to save to (default images/image-<time>.<ext>)' },
      },
    },
    handler: async (args, ctx) => {
      const s = settings();
      const problem = imageApiProblem(s);
      if (problem) throw new Error(`image_gen.api_url ${problem}`);
      const model = typeof args.model === 'string' && args.model ? args.model : s.default_model || DEFAULT_MODEL;
      const keyVar = s.api_key_env || 'OPENAI_API_KEY';
      const key = env[keyVar];
      const signal = AbortSignal.any([AbortSignal.timeout(IMAGE_TIMEOUT_SECS * 1000), ctx.signal]);
      const url = new URL(`${s.api_url.replace(/\/+$/, '')}/images/generations`);
      const body = { model, prompt: String(args.prompt), n: 1, ...(typeof args.size === 'string' ? { size: args.size } : {}), ...(model.startsWith('dall-e') ? { response_format: 'b64_json' } : {}) };
      const answer = await postJson(url, body, key ? { authorization: `Bearer ${key}` } : {}, signal);
      let json: { data?: { b64_json?: string; url?: string; revised_prompt?: string }[]; error?: { message?: string } };
      try {
        json = JSON.parse(answer.text) as typeof json;
      } catch {
        throw new Error(`the image endpoint answered HTTP ${answer.status} with a body that is not JSON`);
      }
      if (answer.status < 200 || answer.status >= 300) {
        const why = typeof json.error?.message === 'string' ? json.error.message.slice(0, 500) : 'no error message';
        throw new Error(`the image endpoint answered HTTP ${answer.status}: ${why}${answer.status === 401 && !key ? ` (no key: ${keyVar} is not set)` : ''}`);
      }
      const first = json.data?.[0];
      let image: Buffer;
      if (typeof first?.b64_json === 'string') image = Buffer.from(first.b64_json, 'base64');
      else if (typeof first?.url === 'string') {
        const fetched = await outboundRequest(
          { url: first.url, signal },
          { section: 'image_gen', allowedDomains: ['*'], allowedPrivateHosts: [], maxRedirects: 3, timeoutSecs: IMAGE_TIMEOUT_SECS, maxResponseSize: MAX_IMAGE_BYTES, oversize: 'fail' },
        );
        if (fetched.status !== 200) throw new Error(`the image URL answered HTTP ${fetched.status}`);
        image = fetched.body;
      } else throw new Error('the image endpoint answered without an image (no data[0].b64_json or data[0].url)');
      if (!image.length) throw new Error('the image endpoint answered an empty image');
      const path = typeof args.path === 'string' && args.path ? args.path : `images/image-${Date.now()}.${extensionOf(image)}`;
      const file = ctx.workspace.resolve(path, 'write');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, image);
      const revised = typeof first?.revised_prompt === 'string' ? `\nrevised prompt: ${first.revised_prompt.slice(0, 1000)}` : '';
      return `image saved to ${path} in the workspace (${image.length} bytes, model ${model})${revised}`;
    },
  };
}
