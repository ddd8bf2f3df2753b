// A model server (OpenAI Chat Completions) that answers only when told, so a test can catch work mid-step: `held` are
// the requests waiting, `release` answers them all, `answerAll` makes it answer every request from now on.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openai } from './fake-llm.js';

export interface HeldModel {
  readonly url: string;
  readonly held: ServerResponse[];
  release(text: string): void;
  answerAll(text: string): void;
}

export async function heldModel(t: { teardown(fn: () => unknown): void }): Promise<HeldModel> {
  const held: ServerResponse[] = [];
  let always: string | undefined;
  const answer = (res: ServerResponse, text: string) => {
    // The asker may be gone (a killed daemon): its socket is closed, and the answer goes nowhere.
    if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(openai.text(text).json));
  };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => (always === undefined ? held.push(res) : answer(res, always)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  const release = (text: string) => {
    for (const res of held.splice(0)) answer(res, text);
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    release,
    answerAll(text) {
      always = text;
      release(text);
    },
  };
}
