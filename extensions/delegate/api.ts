// The delegate extension's public API: how a delegated turn is named (channel `delegate`, conversation
// `<chain>:<id>`), so that others (the cost ledger) can tell for which agents a delegate works.

/** The pseudo-channel delegated turns run on: their history, log lines and model calls carry it. */
export const DELEGATE_CHANNEL = 'delegate';

/**
 * The conversation of a delegated turn: the chain of callers (first caller first, each alias URI-encoded, joined with
 * `/`), a colon and a random id. A first-level delegation of agent `otto` is `otto:<id>`.
 */
export function delegatedConversation(chain: readonly string[], id: string): string {
  return `${chain.map(encodeURIComponent).join('/')}:${id}`;
}

/** The callers a delegated turn works for, first caller first; empty when `channel` is not `delegate` or it is malformed. */
export function delegationChain(channel: string, conversation: string): string[] {
  if (channel !== DELEGATE_CHANNEL) return [];
  const colon = conversation.lastIndexOf(':');
  if (colon <= 0) return [];
  try {
    return conversation.slice(0, colon).split('/').map(decodeURIComponent).filter((a) => a.length > 0);
  } catch {
    return [];
  }
}
