// PATCH /api/config takes the config path as a TOML dotted key (trial 49): a model name with a dot is one quoted key,
// written as given (never gpt_4_1), and the answer's entry is found whichever quotes the client used.
import t from 'tap';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { startAgent } from '../../helpers/agent.js';
import { send } from '../../helpers/http.js';
import { tempConfigDir } from '../../helpers/kernel.js';

const PAIRED = 'svc_' + 'ef'.repeat(32);
const AUTH = { authorization: `Bearer ${PAIRED}`, 'content-type': 'application/json' };

t.test('PATCH /api/config with quoted key segments', async (t) => {
  const dir = tempConfigDir(t);
  const hash = createHash('sha256').update(PAIRED).digest('hex');
  const g = await startAgent(t, `[gateway]\npaired_tokens = ["${hash}"]\n`, { dir });
  let etag = String((await send(g.url, '/api/config/list', { method: 'GET', headers: AUTH })).headers.etag);
  const patch = async (path: string, value: unknown) => {
    const r = await send(g.url, '/api/config', { method: 'PATCH', headers: { ...AUTH, 'if-match': etag }, body: JSON.stringify({ path, value }) });
    if (r.headers.etag) etag = String(r.headers.etag);
    return r;
  };
  const table = await patch('cost.rates.providers.models.openai."gpt-4.1"', { input_per_mtok: 2, output_per_mtok: 8 });
  t.equal(table.status, 200, JSON.stringify(table.body));
  const field = await patch("cost.rates.providers.models.openai.'gpt-4.1'.input_per_mtok", 3);
  t.equal(field.status, 200, JSON.stringify(field.body));
  t.equal(field.body.path, 'cost.rates.providers.models.openai."gpt-4.1".input_per_mtok', 'the path as config list prints it');
  t.equal(field.body.entry?.value, 3, 'the entry is found under that path');
  const file = parse(readFileSync(join(dir, 'config.toml'), 'utf8')) as { cost: { rates: { providers: { models: { openai: Record<string, unknown> } } } } };
  t.same(file.cost.rates.providers.models.openai, { 'gpt-4.1': { input_per_mtok: 3, output_per_mtok: 8 } });
  // Control: the bare form is two keys, which the schema does not have.
  const bare = await patch('cost.rates.providers.models.openai.gpt-4.1.input_per_mtok', 1);
  t.equal(bare.status, 400, JSON.stringify(bare.body));
  const broken = await patch('cost.rates.providers.models.openai."gpt-4.1', 1);
  t.equal(broken.status, 400, JSON.stringify(broken.body));
});
