// Embeddings for memory: an OpenAI-compatible /embeddings client (openai or custom:<URL>), an LRU of
// embedding_cache_size in front of the store's embeddings table, so that no content is embedded twice.
import type { Awaitable, MemoryStore } from './backend.js';
import { contentHash } from './store.js';

/** Milliseconds one embeddings request may take. */
export const EMBED_TIMEOUT_MS = 10_000;
/** Bytes of one embeddings answer at most. */
export const MAX_EMBED_ANSWER_BYTES = 8 * 1024 * 1024;
const OPENAI_URL = 'https://api.openai.com/v1';

export interface EmbeddingSettings {
  readonly provider: string;
  readonly model: string;
  readonly dimensions: number;
  readonly apiKey: string | null;
}

/** One [[embedding_routes]] rule. */
export interface EmbeddingRoute {
  readonly hint: string;
  readonly provider: string;
  readonly model: string;
  readonly dimensions?: number | null;
  readonly api_key?: string | null;
}

/**
 * The embedding settings memory uses: its own keys, or with embedding_provider = "hint:<name>" the route's provider and
 * model (dimensions and api_key when the route sets them); undefined for none, or for a hint no route has (refused at
 * load, so only a config changed under a running daemon meets it).
 */
export function resolveEmbedding(c: { embedding_provider: string; embedding_model: string; embedding_dimensions: number; embedding_api_key: string | null }, routes: readonly EmbeddingRoute[]): EmbeddingSettings | undefined {
  if (c.embedding_provider === 'none') return undefined;
  if (!c.embedding_provider.startsWith('hint:')) return { provider: c.embedding_provider, model: c.embedding_model, dimensions: c.embedding_dimensions, apiKey: c.embedding_api_key };
  const route = routes.find((r) => r.hint === c.embedding_provider.slice('hint:'.length));
  if (!route) return undefined;
  return { provider: route.provider, model: route.model, dimensions: route.dimensions ?? c.embedding_dimensions, apiKey: route.api_key ?? c.embedding_api_key };
}

/** The base URL of the provider (`…/embeddings` is appended), or undefined for `none`. */
export function embeddingsUrl(provider: string): string | undefined {
  if (provider === 'none') return undefined;
  if (provider === 'openai') return `${OPENAI_URL}/embeddings`;
  return `${provider.slice('custom:'.length).replace(/\/+$/, '')}/embeddings`;
}

/** Asks the provider for the vector of `text`; throws with the reason when it cannot. */
export async function requestEmbedding(settings: EmbeddingSettings, text: string, signal?: AbortSignal): Promise<Float32Array> {
  const url = embeddingsUrl(settings.provider);
  if (!url) throw new Error('memory.embedding_provider = "none"');
  const timeout = AbortSignal.timeout(EMBED_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, input: text, dimensions: settings.dimensions }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (err) {
    // fetch (undici) quotes a bad header value or a URL with its password in its message: only a class of failure
    // leaves here, never the key or the URL (PITFALLS).
    const e = err as Error & { cause?: { code?: unknown; errors?: { code?: unknown }[] } };
    const code = e.cause?.code ?? e.cause?.errors?.[0]?.code;
    const why =
      e.name === 'TimeoutError' || e.name === 'AbortError'
        ? e.name
        : typeof code === 'string'
          ? code
          : e.message === 'fetch failed'
            ? 'a network error'
            : 'the request could not be made (a bad URL or key value)';
    throw new Error(`the embeddings request failed: ${why}`);
  }
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_EMBED_ANSWER_BYTES) throw new Error(`the embeddings answer is ${length} bytes (more than ${MAX_EMBED_ANSWER_BYTES})`);
  const body = await res.text();
  if (body.length > MAX_EMBED_ANSWER_BYTES) throw new Error(`the embeddings answer is larger than ${MAX_EMBED_ANSWER_BYTES} bytes`);
  if (!res.ok) throw new Error(`the embeddings endpoint answered HTTP ${res.status}`);
  const json = JSON.parse(body) as { data?: { embedding?: unknown }[] };
  const v = json.data?.[0]?.embedding;
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'number')) throw new Error('the embeddings answer has no data[0].embedding array of numbers');
  if (v.length !== settings.dimensions) throw new Error(`the embeddings answer has ${v.length} dimensions, memory.embedding_dimensions = ${settings.dimensions}`);
  return Float32Array.from(v as number[]);
}

/** A least-recently-used map of at most `size` entries (0: nothing is kept). */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    if (this.size <= 0) return;
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
  }
  get length(): number {
    return this.map.size;
  }
}

export type Fetcher = (settings: EmbeddingSettings, text: string, signal?: AbortSignal) => Promise<Float32Array>;

/** Embeds through the LRU, then the store's table, then the provider (whose answer is kept in both). */
export class Embedder {
  /** Provider calls made (the cache and the table answer the rest). */
  calls = 0;
  private readonly lru: Lru<Float32Array>;

  constructor(
    readonly settings: EmbeddingSettings,
    cacheSize: number,
    private readonly fetcher: Fetcher = requestEmbedding,
  ) {
    this.lru = new Lru(cacheSize);
  }

  /** The vector of `text` from the LRU or the table, without asking the provider; undefined when neither has it. */
  cached(db: MemoryStore, text: string): Awaitable<Float32Array | undefined> {
    const { model, dimensions } = this.settings;
    const hash = contentHash(text);
    return this.lru.get(`${model}\0${dimensions}\0${hash}`) ?? db.embedding(hash, model, dimensions);
  }

  /** The vector of `text`; a provider's answer is kept in the store's table when `keep` (an entry's, not a query's). */
  async embed(db: MemoryStore, text: string, now: number, signal?: AbortSignal, keep = true): Promise<Float32Array> {
    const { model, dimensions } = this.settings;
    const hash = contentHash(text);
    const key = `${model}\0${dimensions}\0${hash}`;
    const cached = this.lru.get(key);
    // An entry's vector must be in the table too (it may have gone with a forgotten entry of the same content).
    if (cached && (!keep || (await db.embedding(hash, model, dimensions)))) return cached;
    let v = cached ?? (await db.embedding(hash, model, dimensions));
    if (!v) {
      this.calls++;
      v = await this.fetcher(this.settings, text, signal);
      if (keep) await db.putEmbedding(hash, model, dimensions, v, now);
    } else if (cached && keep) await db.putEmbedding(hash, model, dimensions, v, now);
    this.lru.set(key, v);
    return v;
  }
}
