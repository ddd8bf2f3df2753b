// HTTP for model providers: per-attempt timeouts, retries with backoff and jitter on transient failures, Retry-After.
import { backoffMs, parseRetryAfter, timerMs, type Clock, type Logger } from '../../kernel/index.js';
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { ProviderError, type HttpRequest, type ProviderHttp } from './api.js';

export interface HttpPolicy {
  readonly ref: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** 429, 5xx and Anthropic's 529 "overloaded" are worth another try; other statuses are not. */
export function isTransientStatus(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}

/** A response whose body is still to be read; `done` ends the attempt's timer and its cancel listener. */
interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: IncomingMessage;
  readonly done: () => void;
  /** Whether the attempt's timer (timeout_secs) cut it. */
  readonly timedOut: () => boolean;
}

interface Attempt {
  answer?: Answer;
  error?: ProviderError;
}

/** Bytes of one provider answer read at most (a plain JSON answer, or one server-sent event). */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

function readText(body: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_ANSWER_BYTES) {
        body.destroy();
        reject(new Error(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`));
        return;
      }
      chunks.push(c);
    });
    body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    body.on('error', reject);
    body.on('aborted', () => reject(new Error('the answer was cut off')));
  });
}

/**
 * node:http rather than fetch: fetch (undici's web streams, its AbortSignal and FinalizationRegistry bookkeeping)
 * cost about 0.6 ms of CPU more per call here and left each call's objects alive until a full GC, so every scavenge
 * copied megabytes (6-12 ms pauses every ~25 agent turns). `logger` is the provider's own: it binds `provider`
 * already, so no line here repeats the key.
 */
export function createProviderHttp(policy: HttpPolicy, clock: Clock, logger: Logger): ProviderHttp {
  const { ref } = policy;
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

  async function attempt(request: HttpRequest): Promise<Attempt> {
    const cancel = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      cancel.abort();
    }, timerMs(policy.timeoutMs));
    const onCancel = (): void => cancel.abort();
    request.signal?.addEventListener('abort', onCancel, { once: true });
    if (request.signal?.aborted) cancel.abort();
    const done = (): void => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCancel);
    };
    const failed = (err: unknown): ProviderError => {
      done();
      if (request.signal?.aborted) throw new ProviderError(ref, 'the request was cancelled');
      const why = timedOut ? `no answer within ${policy.timeoutMs / 1000} s` : `network error: ${(err as Error).cause ? String((err as { cause: Error }).cause.message) : (err as Error).message}`;
      return new ProviderError(ref, why, undefined, true);
    };
    let res: IncomingMessage;
    try {
      const url = new URL(request.url);
      const https = url.protocol === 'https:';
      const payload = JSON.stringify(request.body);
      res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = (https ? httpsRequest : httpRequest)(
          url,
          {
            method: 'POST',
            agent: https ? agents.https : agents.http,
            signal: cancel.signal,
            headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers, 'content-length': Buffer.byteLength(payload) },
          },
          resolve,
        );
        req.on('error', reject);
        req.end(payload);
      });
    } catch (err) {
      return { error: failed(err) };
    }
    const status = res.statusCode ?? 0;
    if (status >= 200 && status < 300) return { answer: { status, headers: res.headers, body: res, done, timedOut: () => timedOut } };
    const text = await readText(res).catch(() => '');
    done();
    const detail = text.slice(0, 300).replace(/\s+/g, ' ');
    return {
      answer: { status, headers: res.headers, body: res, done, timedOut: () => timedOut },
      error: new ProviderError(ref, `HTTP ${status}${detail ? `: ${detail}` : ''}`, status, isTransientStatus(status)),
    };
  }

  async function withRetries(request: HttpRequest): Promise<Answer> {
    for (let k = 0; ; k++) {
      const { answer, error } = await attempt(request);
      if (!error) return answer!;
      if (!error.transient || k >= policy.maxRetries) {
        logger.error({ status: error.status, attempts: k + 1 }, error.message);
        throw error;
      }
      const header = answer?.headers['retry-after'];
      const hinted = answer ? parseRetryAfter(typeof header === 'string' ? header : null, clock.now()) : undefined;
      const wait = hinted !== undefined ? Math.min(hinted, policy.maxDelayMs) : backoffMs(k + 1, policy.baseDelayMs, policy.maxDelayMs, Math.random());
      logger.warn({ status: error.status, retry: k + 1, wait_ms: Math.round(wait) }, `${error.message}; retrying`);
      await clock.sleep(wait, request.signal);
    }
  }

  /** The rest of an answer's body, under the attempt's timer; a cut-off answer is a network error. */
  async function bodyText(answer: Answer, signal: AbortSignal | undefined): Promise<string> {
    try {
      return await readText(answer.body);
    } catch (err) {
      if (signal?.aborted) throw new ProviderError(ref, 'the request was cancelled');
      throw new ProviderError(ref, answer.timedOut() ? `no answer within ${policy.timeoutMs / 1000} s` : `network error: ${(err as Error).message}`, answer.status, true);
    } finally {
      answer.done();
    }
  }

  return {
    async postJson(request) {
      const answer = await withRetries(request);
      const text = await bodyText(answer, request.signal);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        const error = new ProviderError(ref, `malformed answer: not JSON (${text.slice(0, 80).replace(/\s+/g, ' ')})`, answer.status);
        logger.error(error.message);
        throw error;
      }
    },
    async *postEventStream(request) {
      const answer = await withRetries(request);
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          if (buffered.length > MAX_ANSWER_BYTES) throw new ProviderError(ref, `malformed answer: one event is larger than ${MAX_ANSWER_BYTES} bytes`, answer.status);
          let end: number;
          while ((end = buffered.search(/\r?\n\r?\n/)) >= 0) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end).replace(/^\r?\n\r?\n/, '');
            const data = event
              .split(/\r?\n/)
              .filter((l) => l.startsWith('data:'))
              .map((l) => l.slice(5).replace(/^ /, ''))
              .join('\n');
            if (data) yield data;
          }
        }
      } catch (err) {
        if (request.signal?.aborted) throw new ProviderError(ref, 'the request was cancelled');
        if (err instanceof ProviderError) throw err;
        throw new ProviderError(ref, answer.timedOut() ? `no answer within ${policy.timeoutMs / 1000} s` : `network error: ${(err as Error).message}`, answer.status, true);
      } finally {
        answer.done();
        answer.body.destroy();
      }
    },
  };
}
