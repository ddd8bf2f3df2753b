// The error reference (docs/reference/errors.md, generated) and the error registries (kernel and built-in extensions) say the same thing.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KERNEL_ERRORS, SvcError, defineErrors } from '../../kernel/errors.js';
import { builtinExtensions } from '../../bin/builtins.js';

const ERRORS_PAGE = readFileSync(fileURLToPath(new URL('../../docs/reference/errors.md', import.meta.url)), 'utf8');

t.test('every registered code has one row in the error reference with the same exit code, meaning and action', async (t) => {
  const rows = new Map<string, string[]>();
  for (const m of ERRORS_PAGE.matchAll(/^\| `(SVC_ERR_[A-Z0-9_]+)` \| (\d+) \| (.+?) \| (.+?) \|$/gm)) {
    t.notOk(rows.has(m[1]!), `${m[1]} appears once`);
    rows.set(m[1]!, [m[2]!, m[3]!.replace(/\\\|/g, '|'), m[4]!.replace(/\\\|/g, '|')]);
  }
  const registry = { ...KERNEL_ERRORS };
  for (const ext of builtinExtensions) Object.assign(registry, ext.errors ?? {});
  t.same([...rows.keys()].sort(), Object.keys(registry).sort(), 'same set of codes');
  for (const [code, spec] of Object.entries(registry)) {
    t.same(rows.get(code), [String(spec.exit), spec.meaning, spec.action], code);
  }
});

t.test('codes are well-formed and an SvcError takes its exit code from the registry', async (t) => {
  t.throws(() => defineErrors({ BAD_CODE: { exit: 1, meaning: 'm', action: 'a' } }), /does not match/);
  t.equal(new SvcError('SVC_ERR_CONFIG_INVALID', 'x').exitCode, 78);
  t.equal(new SvcError('SVC_ERR_USAGE', 'x').exitCode, 2);
  t.equal(new SvcError('SVC_ERR_NO_DAEMON', 'x').exitCode, 1);
  const own = defineErrors({ SVC_ERR_PIGEON_LOST: { exit: 78, meaning: 'm', action: 'a' } });
  t.equal(new SvcError('SVC_ERR_PIGEON_LOST', 'x', { registry: own }).exitCode, 78);
});

t.test('an SvcError or ProviderError from another copy of svc-runtime is recognised by instanceof', async (t) => {
  // dist/ is a second copy of these modules beside the sources the tests import: as a package with its own svc-runtime.
  const dist = (path: string) => new URL(`../../dist/${path}`, import.meta.url).href; // a URL: not part of the TS program
  const copy = (await import(dist('kernel/errors.js'))) as typeof import('../../kernel/errors.js');
  const agentCopy = (await import(dist('extensions/agent/api.js'))) as typeof import('../../extensions/agent/api.js');
  const { ProviderError } = await import('../../extensions/agent/api.js');
  t.not(copy.SvcError, SvcError, 'two copies of the class');
  const foreign = new copy.SvcError('SVC_ERR_CONFIG_INVALID', 'from a copy');
  t.ok(foreign instanceof SvcError, "the host's class recognises the copy's error");
  t.ok(new SvcError('SVC_ERR_USAGE', 'x') instanceof copy.SvcError, 'and the other way round');
  t.notOk(new Error('plain') instanceof SvcError, 'a plain Error is not one');
  t.notOk((null as unknown) instanceof SvcError);
  t.notOk(Object.assign(new Error('x'), { code: 'SVC_ERR_USAGE' }) instanceof SvcError, 'a code alone does not make one');
  t.ok(new agentCopy.ProviderError('x.y', 'down', 503, true) instanceof ProviderError);
  t.notOk(foreign instanceof ProviderError);
  t.same(Object.keys(foreign).includes('Symbol(svc-runtime.SvcError)'), false, 'the brand is not an enumerable key');
  t.equal(JSON.stringify({ ...foreign }).includes('svc-runtime'), false);

  const { startTestHost } = await import('../../bin/testing.js');
  const ext = {
    name: 'svc-copy',
    version: '1.0.0',
    apply(kernel: import('../../kernel/index.js').Kernel) {
      kernel.hooks.start.tapPromise('svc-copy', async () => {
        throw new copy.SvcError('SVC_ERR_CONFIG_INVALID', 'the kite has no line');
      });
    },
  };
  await t.rejects(startTestHost({ extensions: [ext] }), { code: 'SVC_ERR_CONFIG_INVALID', exitCode: 78, extension: 'svc-copy', hook: 'start' }, "the copy's code and exit code survive the host's wrapping");
});
