// The delegate extension's public API: how a delegated turn is named (channel `delegate`, conversation
// `<chain>:<id>`), so that others (the cost ledger) can tell for which agents a delegate works, and the chain of the
// delegated turn running now (risk profiles hold a delegate's tool calls to every caller's profile).
import { AsyncLocalStorage } from 'node:async_hooks';

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

/** The agents a delegated turn passes through, the first caller first; carried by the async context of the call. */
const chains = new AsyncLocalStorage<readonly string[]>();

/**
 * The chain of the delegated turn this code runs in (every caller, first caller first, then the delegate), from the
 * async context the delegate tool started it in; empty outside a delegated turn.
 */
export function currentDelegationChain(): readonly string[] {
  return chains.getStore() ?? [];
}

/** Runs `work` (a delegate's turn) as the delegated turn of `chain`: what it starts sees that chain. */
export function runDelegated<T>(chain: readonly string[], work: () => T): T {
  return chains.run(Object.freeze([...chain]), work);
}
