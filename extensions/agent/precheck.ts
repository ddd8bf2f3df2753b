// agents.<a>.precheck: a cheap screen before an inbound message costs a model call. Its contract (docs/guides/agents.md):
// it runs for untrusted (channel) messages only, and declines (a) a message that is empty once trimmed, (b) a message
// equal to one of the same conversation that is still being answered (a channel's retry, a double send), (c) when the
// agent has a classifier_provider, a message that provider says needs no answer ("IGNORE"), asked within
// precheck.timeout_secs. A classifier that fails or is late lets the message through: the precheck filters noise, it
// is not a security control.
import type { ChatMessage, ProviderClient } from './api.js';

/** Messages being answered per conversation that the precheck tracks at most (a flood is not remembered forever). */
const TRACKED = 10_000;

export const CLASSIFIER_PROMPT =
  'You screen messages sent to an assistant. Reply with exactly one word: ANSWER if the assistant should answer the ' +
  'message, IGNORE if it needs no answer (empty noise, an automated notice that asks nothing, a message addressed to ' +
  'someone else). When unsure, reply ANSWER.';

export interface PrecheckInput {
  readonly channel: string;
  readonly conversation: string;
  readonly message: string;
  /** The message as the model would see it (framed), for the classifier. */
  readonly framed: string;
  readonly timeoutSecs: number;
  readonly classifier?: ProviderClient;
  readonly signal?: AbortSignal;
}

export type PrecheckVerdict = { readonly answer: true; readonly classifierFailed?: string } | { readonly answer: false; readonly reason: string };

export class Precheck {
  /** `channel\0conversation\0text` of the messages being answered now, with how many copies. */
  private readonly answering = new Map<string, number>();

  /**
   * Screens a message; when it is to be answered, the caller calls the returned `done` once the answer is over (the
   * message stops counting as in progress for duplicates).
   */
  async check(input: PrecheckInput): Promise<PrecheckVerdict & { readonly done: () => void }> {
    const text = input.message.trim();
    if (!text) return { answer: false, reason: 'empty message', done: () => {} };
    const key = `${input.channel}\0${input.conversation}\0${text}`;
    if (this.answering.has(key)) return { answer: false, reason: 'the same message of this conversation is being answered', done: () => {} };
    // Counted as in progress at once, so that a copy arriving while the classifier thinks is a duplicate too.
    const tracked = this.answering.size < TRACKED;
    if (tracked) this.answering.set(key, 1);
    const done = (): void => void (tracked && this.answering.delete(key));
    const verdict = await this.classify(input).catch((err: unknown) => {
      done();
      throw err;
    });
    if (!verdict.answer) done();
    return { ...verdict, done };
  }

  private async classify(input: PrecheckInput): Promise<PrecheckVerdict> {
    if (!input.classifier) return { answer: true };
    const timeout = AbortSignal.timeout(input.timeoutSecs * 1000);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    const messages: ChatMessage[] = [
      { role: 'system', content: CLASSIFIER_PROMPT },
      { role: 'user', content: input.framed },
    ];
    try {
      const reply = await input.classifier.complete({ messages, tools: [], signal });
      if (/^\W*IGNORE\b/i.test(reply.text)) return { answer: false, reason: 'the classifier said it needs no answer' };
      return { answer: true };
    } catch (err) {
      if (input.signal?.aborted) throw err;
      return { answer: true, classifierFailed: timeout.aborted ? `no answer within ${input.timeoutSecs} s` : (err as Error).message };
    }
  }
}
