// Query classification (runtime_profiles.<p>.auto_classify with [query_classification] enabled): the agent's
// classifier_provider says how much effort a message needs, and the hint the profile names for that class becomes the
// turn's model (`hint:<name>` of [[model_routes]]). A classifier that fails, is late or answers something else leaves
// the agent's own model.
import type { ModelReply, ModelRequest } from './api.js';

export type Effort = 'simple' | 'standard' | 'complex';

const INSTRUCTIONS =
  'Classify the request in the next message by the effort an answer needs. Reply with exactly one word: SIMPLE (small talk, a short factual answer), STANDARD (an ordinary task) or COMPLEX (multi-step reasoning, code, analysis, a long document).';

const ANSWER = /^\W*(SIMPLE|STANDARD|COMPLEX)\b/i;

/** The class of `framed` (the message as the model sees it), or why there is none. */
export async function classifyEffort(
  complete: (request: ModelRequest) => Promise<ModelReply>,
  framed: string,
  timeoutSecs: number,
  signal: AbortSignal | undefined,
): Promise<{ readonly effort: Effort } | { readonly failed: string }> {
  const timeout = AbortSignal.timeout(timeoutSecs * 1000);
  try {
    const reply = await complete({
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: framed },
      ],
      tools: [],
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const m = ANSWER.exec(reply.text);
    return m ? { effort: m[1]!.toLowerCase() as Effort } : { failed: `the classifier answered ${JSON.stringify(reply.text.slice(0, 40))}, not SIMPLE, STANDARD or COMPLEX` };
  } catch (err) {
    return { failed: timeout.aborted ? `no answer within ${timeoutSecs} s` : (err as Error).message };
  }
}
