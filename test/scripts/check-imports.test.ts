// The import rules hold on this tree, and the checker catches each kind of violation (on a temp tree).
import t from 'tap';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importViolations, kernelCycles, kernelSizeProblems } from '../../scripts/check-imports.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

t.test('the kernel imports no extension nor role folder but lib/; lib/ nothing outside itself; extensions meet only through api.ts; none imports pino or the merged types', async (t) => {
  t.same(importViolations(ROOT), []);
});

t.test('each rule catches its violation, dynamic imports and re-exports included', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'svc-imports-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  file('kernel/host.ts', "import { x } from '../extensions/gateway/api.js';\n");
  file('extensions/sop/index.ts', "import { a } from '../agent/api.js';\nimport { b } from './engine.js';\nexport { c } from '../gateway/server.js';\n");
  file('extensions/cron/index.ts', "const m = await import('../agent/runtime.js');\nimport pino from 'pino';\nimport type { SopConfig } from '../../schema/" + "config.generated.js';\n"); // split: this file is scanned too
  file('extensions/cron/checks.ts', "import type { CronJobsConfig } from './config.generated.js';\nimport type { ShellToolConfig } from '../agent/api.js';\n");
  file('kernel/boot.ts', "import { runDaemon } from '../runner/daemon.js';\nimport { x } from '../lib/json.js';\n");
  file('lib/json.ts', "import { SvcError } from '../kernel/errors.js';\nimport { y } from './time.js';\n");
  file('extensions/agent/index.ts', "import { store } from '../../core/config/store.js';\nimport { backoff } from '../../lib/retry.js';\n");
  file('test/extensions/cron/x.test.ts', "import type { SvcConfig } from '../../../schema/" + "config.generated.js';\n");
  const found = importViolations(root).map((v) => `${v.file} ${v.imports}`).sort();
  t.same(found, [
    'extensions/agent/index.ts ../../core/config/store.js',
    'extensions/cron/index.ts ../../schema/config.generated.js',
    'extensions/cron/index.ts ../agent/runtime.js',
    'extensions/cron/index.ts pino',
    'extensions/sop/index.ts ../gateway/server.js',
    'kernel/boot.ts ../runner/daemon.js',
    'kernel/host.ts ../extensions/gateway/api.js',
    'lib/json.ts ../kernel/errors.js',
    'test/extensions/cron/x.test.ts ../../../schema/config.generated.js',
  ]);
});

t.test('the kernel has no import cycle, type-only imports included; the checker finds one', async (t) => {
  t.same(kernelCycles(ROOT), []);
  const root = mkdtempSync(join(tmpdir(), 'svc-cycles-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'kernel', 'config'), { recursive: true });
  writeFileSync(join(root, 'kernel', 'boot.ts'), "import { Store } from './config/store.js';\n");
  writeFileSync(join(root, 'kernel', 'config', 'store.ts'), "import type { Session } from '../boot.js';\n");
  writeFileSync(join(root, 'kernel', 'leaf.ts'), "import { x } from './boot.js';\n");
  t.same(kernelCycles(root), [['kernel/boot.ts', 'kernel/config/store.ts']]);
});

t.test('the kernel stays small enough to read in one sitting: at most 3,000 lines, no file over 400; the check finds both', async (t) => {
  t.same(kernelSizeProblems(ROOT), []);
  const root = mkdtempSync(join(tmpdir(), 'svc-kernel-size-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'kernel'), { recursive: true });
  writeFileSync(join(root, 'kernel', 'a.ts'), 'x\n'.repeat(5));
  writeFileSync(join(root, 'kernel', 'b.ts'), 'x\n'.repeat(3));
  t.same(kernelSizeProblems(root, { total: 10, file: 5 }), []);
  t.same(kernelSizeProblems(root, { total: 7, file: 4 }), ['kernel/a.ts is 5 lines (at most 4: split it by job)', 'kernel/ is 8 lines (at most 7: move what is not the host to a role folder or lib/)']);
});
