// The dashboard's Chat page in headless Chromium against a real `svc daemon` and a streaming fake model (issue 33):
// a reply streams in as the model writes it, tool calls fold under the reply, "New chat" starts another conversation,
// the list switches between them (history from the daemon), Stop cancels a turn, and a model that stops answering
// gives a failure with an error id that the daemon's log carries. At 1280 and 390 px, with screenshots.
import t from 'tap';
import type { Page } from 'playwright-core';
import { streamingModel, type Script } from '../../helpers/streaming-model.js';
import { waitFor } from '../../helpers/wait.js';
import { DESKTOP, overflows, PHONE, screenshot, signIn, startDashboard, TOKEN } from './harness.js';

const script = (last: string): Script => {
  if (last.includes('[tool result]')) return { pieces: ['Nothing ', 'there.'] };
  if (last.includes('fetch')) return { pieces: [], tool: { name: 'http_request', args: { url: 'http://127.0.0.1:9/x', method: 'GET' } } };
  if (last.includes('slowly')) return { pieces: ['Otters ', 'hold ', 'hands.'], hold: true };
  return { pieces: ['You said ', `${last.slice(0, 30)}.`] };
};

t.test('chat in the dashboard: streamed replies, folded tool calls, conversations, stop, failures', async (t) => {
  const model = await streamingModel(script);
  let modelUp = true;
  t.teardown(() => (modelUp ? model.close() : undefined));
  // The scripted model answers from the start of the last message: no [Memory context] of the other conversations after it.
  const dash = await startDashboard(t, { toml: `[providers.models.openai.local]\nbase_url = "${model.url}"\nmodel = "m"\nmax_retries = 0\n[memory]\nauto_hydrate = false\n` });

  for (const viewport of [DESKTOP, PHONE]) {
    const page: Page = await dash.browser.newPage({ viewport });
    page.setDefaultTimeout(15_000);
    await signIn(page, dash.base);
    const chat = page.locator('#chat');
    const log = page.locator('#chat-log');
    const input = page.getByLabel('Message', { exact: true });
    const agentReplies = log.locator('.chat-agent');
    const size = `${viewport.width} px`;
    // Conversations stay on the daemon: each viewport's have names of their own.
    const tag = viewport.width;

    // Streams: the first piece shows while the model holds the rest.
    await input.fill(`tell me slowly ${tag}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await agentReplies.last().getByText('Otters', { exact: false }).waitFor();
    t.notOk(model.requests.at(-1)!.finished, `${size}: the first piece is shown before the model finished`);
    t.notMatch(await agentReplies.last().innerText(), /hands/);
    t.ok(await page.getByRole('button', { name: 'Stop' }).isVisible(), `${size}: Stop while a turn runs`);
    model.release();
    await agentReplies.last().getByText('Otters hold hands.').waitFor();
    await page.locator('#chat-sessions .chat-session').getByText(`tell me slowly ${tag}`).waitFor();

    // Tool calls fold under the reply.
    await input.fill(`please fetch it ${tag}`);
    await input.press('Enter');
    await agentReplies.last().getByText('Nothing there.').waitFor();
    const folded = agentReplies.last().locator('details.chat-tool-calls');
    t.equal(await folded.locator('summary').innerText(), '1 tool call');
    t.equal(await folded.getAttribute('open'), null, `${size}: folded`);
    await folded.locator('summary').click();
    await folded.getByText('http_request').waitFor();
    await screenshot(page, chat, dash.shots, 'chat', [TOKEN]);

    // Stop cancels the turn; what came stays.
    await input.fill('again slowly');
    await input.press('Enter');
    await agentReplies.last().getByText('Otters').waitFor();
    const held = model.requests.at(-1)!;
    await page.getByRole('button', { name: 'Stop' }).click();
    await waitFor(() => held.closedEarly, 'the model to see its connection close');
    await agentReplies.last().getByText('Stopped.').waitFor();

    // New chat, and back to the first conversation from the list.
    await page.getByRole('button', { name: 'New chat' }).click();
    t.equal(await agentReplies.count(), 0, `${size}: a new chat starts empty`);
    await input.fill(`hello there ${tag}`);
    await input.press('Enter');
    await agentReplies.last().getByText(`You said hello there ${tag}.`).waitFor();
    await page.locator('#chat-sessions .chat-session').getByText(`hello there ${tag}`).waitFor();
    await page.locator('#chat-sessions .chat-session', { hasText: `tell me slowly ${tag}` }).click();
    await log.getByText('Otters hold hands.').waitFor();
    await log.getByText(`please fetch it ${tag}`).waitFor();
    t.notOk(await overflows(page), `${size}: no sideways scrolling`);
    await page.close();
  }

  // The model stops answering: the chat says so, with an id the daemon's log carries.
  await model.close();
  modelUp = false;
  const page = await dash.browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  await signIn(page, dash.base);
  const input = page.getByLabel('Message', { exact: true });
  await input.fill('are you there?');
  await input.press('Enter');
  const failed = page.locator('#chat-log .chat-failed');
  await failed.getByText(/could not be answered: the model is not answering right now.*\(error E-[0-9a-f]{8}\)/).waitFor();
  const id = /E-[0-9a-f]{8}/.exec(await failed.innerText())![0];
  t.match(await dash.daemon.waitFor((l) => l.error_id === id), { level: 50, err: /provider openai\.local/ });
  await page.close();
});
