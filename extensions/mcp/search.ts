// BM25 over tool names and descriptions: what tool_search ranks with (mcp.deferred_loading). Built once per tool set,
// queried per call; names count twice, split at _, -, . and camelCase so "read_file" and "readFile" both match "read".
import type { JsonSchema } from '../../kernel/index.js';

/** The tool_search tool as the model sees it (mcp.deferred_loading); the mcp extension adds when and how it runs. */
export const searchToolShape: { readonly name: string; readonly description: string; readonly parameters: JsonSchema } = {
  name: 'tool_search',
  description: 'Search the MCP tools you can use by keywords (names and descriptions). Their schemas load with the answer: the tools found can be called from the next step on.',
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['query'],
    properties: {
      query: { type: 'string', minLength: 1, maxLength: 500, description: 'Keywords, e.g. "create issue" or "read file".' },
      limit: { type: 'integer', minimum: 1, maximum: 20, description: 'Tools returned at most (default 5).' },
    },
  },
};

export interface SearchDoc {
  readonly name: string;
  readonly description: string;
}

const K1 = 1.2;
const B = 0.75;

/** Lower-case word tokens of `text`: split at non-alphanumerics and at camelCase boundaries. */
export function tokens(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

export class Bm25Index<D extends SearchDoc> {
  /** term → [doc index, term frequency] pairs. */
  private readonly postings = new Map<string, [number, number][]>();
  private readonly lengths: number[] = [];
  private readonly average: number;

  constructor(readonly docs: readonly D[]) {
    let total = 0;
    docs.forEach((doc, i) => {
      const words = [...tokens(doc.name), ...tokens(doc.name), ...tokens(doc.description)];
      this.lengths.push(words.length);
      total += words.length;
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      for (const [term, n] of tf) {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push([i, n]);
      }
    });
    this.average = docs.length ? total / docs.length : 1;
  }

  /** The best `limit` documents for `query`, best first; documents matching no term are left out. */
  search(query: string, limit: number): { doc: D; score: number }[] {
    const n = this.docs.length;
    const scores = new Map<number, number>();
    for (const term of new Set(tokens(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
      for (const [i, tf] of list) {
        const norm = tf + K1 * (1 - B + (B * this.lengths[i]!) / this.average);
        scores.set(i, (scores.get(i) ?? 0) + (idf * tf * (K1 + 1)) / norm);
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([i, score]) => ({ doc: this.docs[i]!, score }));
  }
}
