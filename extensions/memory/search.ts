// How recall searches (memory.retrieval_stages, search_mode, fts_early_return_score): which stages run and in which
// order, and reciprocal rank fusion, applied by the service over what any store answers (SQLite, Markdown, PostgreSQL).
import type { MemoryConfig } from './config.generated.js';
import { cosine, jaccard, mmrPick, rank, wordSet, type Hit, type Ranking } from './store.js';

export interface SearchPlan {
  /** The keyword stage runs (fts in retrieval_stages). */
  readonly keyword: boolean;
  /** The query is embedded and the vector stage runs (vector in retrieval_stages). */
  readonly vector: boolean;
  /** fts comes before vector: a keyword match scoring fts_early_return_score or more skips the vector stage. */
  readonly earlyReturn: boolean;
  /** search_mode = { kind = "rrf" }: its k. */
  readonly rrf?: number;
}

export function searchPlan(c: MemoryConfig): SearchPlan {
  const stages = c.retrieval_stages;
  const fts = stages.indexOf('fts');
  const vector = stages.indexOf('vector');
  const mode = c.search_mode as { kind?: string; k?: number };
  return {
    keyword: fts >= 0,
    vector: vector >= 0,
    earlyReturn: fts >= 0 && vector > fts && c.fts_early_return_score <= 1,
    ...(mode.kind === 'rrf' ? { rrf: mode.k ?? 60 } : {}),
  };
}

/**
 * Reciprocal rank fusion of a store's candidates (`hits`, asked without min_relevance_score, MMR or a limit): each
 * stage scores a candidate (k + 1) / (k + its rank in that stage), 0 when the stage did not find it; the two scores are
 * weighted like the hybrid ones (rank), then min_relevance_score, MMR and the limit apply. Pinned hits stay first.
 */
export function fuse(hits: readonly Hit[], k: number, ranking: Ranking, limit: number, now: number, withVectors: boolean, vectorOf?: (h: Hit) => Float32Array | undefined): Hit[] {
  const pinned = hits.filter((h) => h.pinned).slice(0, limit);
  const ranked = hits.filter((h) => !h.pinned);
  const rankIn = (score: (h: Hit) => number): Map<number, number> => {
    const found = ranked.filter((h) => score(h) > 0).sort((a, b) => score(b) - score(a) || b.id - a.id);
    return new Map(found.map((h, i) => [h.id, (k + 1) / (k + i + 1)]));
  };
  const byKeyword = rankIn((h) => h.keyword);
  const byVector = withVectors ? rankIn((h) => h.vector ?? 0) : new Map<number, number>();
  const out: Hit[] = [];
  for (const h of ranked) {
    const keyword = byKeyword.get(h.id) ?? 0;
    const vector = withVectors ? (byVector.get(h.id) ?? 0) : null;
    const { relevance, score } = rank({ keyword, vector, importance: h.importance, updatedAt: h.updatedAt }, ranking, now, withVectors);
    if (relevance < ranking.minRelevance) continue;
    out.push({ ...h, relevance, score });
  }
  out.sort((a, b) => b.score - a.score || b.id - a.id);
  const room = Math.max(0, limit - pinned.length);
  if (!ranking.mmr || out.length < ranking.mmr.threshold) return [...pinned, ...out.slice(0, room)];
  const similarity = (a: Hit, b: Hit): number => {
    const va = vectorOf?.(a);
    const vb = vectorOf?.(b);
    return va && vb ? cosine(va, vb) : jaccard(wordSet(a.content), wordSet(b.content));
  };
  return [...pinned, ...mmrPick(out, room, ranking.mmr.lambda, similarity)];
}
