// HTTP for model providers: per-attempt timeouts, retries with backoff and jitter on transient failures, Retry-After.
import { backoffMs, parseRetryAfter, timerMs, type Clock, type Logger } from '../../kernel/index.js';
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

interface Attempt {
  response?: Response;
  error?: ProviderError;
}

/** `logger` is the provider's own: it binds `provider` already, so no line here repeats the key. */
export function createProviderHttp(policy: HttpPolicy, clock: Clock, logger: Logger): ProviderHttp {
  const { ref } = policy;

  async function attempt(request: HttpRequest): Promise<Attempt> {
    const timeout = AbortSignal.timeout(timerMs(policy.timeoutMs));
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...request.headers },
        body: JSON.stringify(request.body),
        signal,
        redirect: 'manual',
      });
      if (response.ok) return { response };
      const text = await response.text().catch(() => '');
      const detail = text.slice(0, 300).replace(/\s+/g, ' ');
      return { response, error: new ProviderError(ref, `HTTP ${response.status}${detail ? `: ${detail}` : ''}`, response.status, isTransientStatus(response.status)) };
    } catch (err) {
      if (request.signal?.aborted) throw new ProviderError(ref, 'the request was cancelled');
      const timedOut = timeout.aborted;
      const why = timedOut ? `no answer within ${policy.timeoutMs / 1000} s` : `network error: ${(err as Error).cause ? String((err as { cause: Error }).cause.message) : (err as Error).message}`;
      return { error: new ProviderError(ref, why, undefined, true) };
    }
  }

  async function withRetries(request: HttpRequest): Promise<Response> {
    for (let k = 0; ; k++) {
      const { response, error } = await attempt(request);
      if (!error) return response!;
      if (!error.transient || k >= policy.maxRetries) {
        logger.error({ status: error.status, attempts: k + 1 }, error.message);
        throw error;
      }
      const hinted = response ? parseRetryAfter(response.headers.get('retry-after'), clock.now()) : undefined;
      const wait = hinted !== undefined ? Math.min(hinted, policy.maxDelayMs) : backoffMs(k + 1, policy.baseDelayMs, policy.maxDelayMs, Math.random());
      logger.warn({ status: error.status, retry: k + 1, wait_ms: Math.round(wait) }, `${error.message}; retrying`);
      await clock.sleep(wait, request.signal);
    }
  }

  return {
    async postJson(request) {
      const response = await withRetries(request);
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        const error = new ProviderError(ref, `malformed answer: not JSON (${text.slice(0, 80).replace(/\s+/g, ' ')})`, response.status);
        logger.error(error.message);
        throw error;
      }
    },
    async *postEventStream(request) {
      const response = await withRetries(request);
      if (!response.body) throw new ProviderError(ref, 'malformed answer: an empty event stream');
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
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
    },
  };
}
