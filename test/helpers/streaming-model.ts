// A model server (OpenAI Chat Completions, on 127.0.0.1 port 0) that streams when asked and can hold mid-answer: the
// first piece of a held answer is sent at once, the rest when the test says so, so a test sees streamed pieces arrive
// before the end, and sees the asker hang up (a cancelled turn closes the model's connection).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StreamedRequest {
  readonly body: { stream?: boolean; messages?: { role: string; content: unknown }[]; model?: string };
  /** Its connection closed before the answer ended: the asker gave up (a cancelled turn). */
  closedEarly: boolean;
  /** The whole answer was written. */
  finished: boolean;
}

/** What a request is answered: the text in pieces; `hold` keeps every piece after the first until release(). */
export interface Script {
  readonly pieces: readonly string[];
  readonly hold?: boolean;
  /** Answer a call of this tool instead of text (the next request, with its result, is scripted again). */
  readonly tool?: { readonly name: string; readonly args: unknown };
}

export interface StreamingModel {
  /** What base_url takes (`/chat/completions` is appended). */
  readonly url: string;
  readonly requests: StreamedRequest[];
  /** Sends the rest of every held answer. */
  release(): void;
  close(): Promise<void>;
}

const chunk = (model: string, content: string) => `data: ${JSON.stringify({ id: 'chatcmpl-s', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** `script` decides each answer from the last user message (unframed text not needed: tests match on substrings). */
export async function streamingModel(script: (lastUser: string) => Script): Promise<StreamingModel> {
  const requests: StreamedRequest[] = [];
  const held: (() => void)[] = [];
  const server = createServer((req, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as StreamedRequest['body'];
      const rec: StreamedRequest = { body, closedEarly: false, finished: false };
      requests.push(rec);
      res.on('close', () => (rec.closedEarly = !rec.finished));
      const users = (body.messages ?? []).filter((m) => m.role === 'user');
      const last = String(users[users.length - 1]?.content ?? '');
      const lastRole = body.messages?.[body.messages.length - 1]?.role;
      const { pieces, hold, tool } = script(lastRole === 'tool' ? `${last} [tool result]` : last);
      const model = body.model ?? 'm';
      if (tool) {
        const call = { id: `call_${requests.length}`, type: 'function', function: { name: tool.name, arguments: JSON.stringify(tool.args) } };
        rec.finished = true;
        if (!body.stream) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'chatcmpl-s', object: 'chat.completion', model, choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [call] }, finish_reason: 'tool_calls' }] }));
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        return void res.end(`data: ${JSON.stringify({ id: 'chatcmpl-s', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: { tool_calls: [{ index: 0, ...call }] }, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`);
      }
      if (!body.stream) {
        rec.finished = true;
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'chatcmpl-s', object: 'chat.completion', model, choices: [{ index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' }] }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const rest = () => {
        if (res.destroyed) return;
        for (const p of pieces.slice(1)) res.write(chunk(model, p));
        rec.finished = true;
        res.end('data: [DONE]\n\n');
      };
      res.write(chunk(model, pieces[0] ?? ''));
      if (hold) held.push(rest);
      else rest();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    release: () => held.splice(0).forEach((f) => f()),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
