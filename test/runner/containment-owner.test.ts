// Who an escaped error belongs to: a third-party extension's file in its stack, else the extension whose code started
// the chain (timers and promises keep it), else the kernel.
import t from 'tap';
import { runAs } from '../../kernel/containment.js';
import { crashOwner } from '../../runner/containment.js';

const locations = [
  { name: 'pigeon', prefixes: ['/srv/ext/pigeon/', 'file:///srv/ext/pigeon/'] },
  { name: 'single', prefixes: ['/srv/ext/one.js:', 'file:///srv/ext/one.js:'] },
];
const errorAt = (frame: string): Error => Object.assign(new Error('boom'), { stack: `Error: boom\n    at handler (${frame})\n    at emit (node:events:519:28)` });

t.test('a frame in a third-party extension names it, as a path or a file URL', async (t) => {
  t.equal(crashOwner(errorAt('/srv/ext/pigeon/lib/parse.js:3:9'), locations), 'pigeon');
  t.equal(crashOwner(errorAt('file:///srv/ext/one.js:12:5'), locations), 'single');
  t.equal(crashOwner(errorAt('file:///srv/ext/one.jsx:12:5'), locations), 'kernel', 'a file of a similar name is not the extension');
  t.equal(crashOwner(errorAt('/srv/ext/pigeonry/x.js:1:1'), locations), 'kernel', 'nor a sibling folder');
});

t.test('otherwise the extension whose code started the chain: a timer keeps its owner', async (t) => {
  const owner = await new Promise<string>((resolve) => runAs('cron', () => setTimeout(() => resolve(crashOwner(new Error('x'), locations)), 1)));
  t.equal(owner, 'cron');
  const viaPromise = await runAs('sop', () => Promise.resolve().then(() => crashOwner('not an error', locations)));
  t.equal(viaPromise, 'sop', 'a value without a stack: the owner of the chain');
  t.equal(crashOwner(new Error('x'), []), 'kernel', 'no owner: the kernel');
});

t.test('the prefixes of a loaded third-party file and package directory', async (t) => {
  const { extensionLocations } = await import('../../runner/containment.js');
  const host = { ordered: [{ definition: { name: 'one' }, location: '/srv/ext/one.js' }, { definition: { name: 'pkg' }, location: '/srv/ext/pkg' }, { definition: { name: 'agent' } }] };
  t.same(extensionLocations(host as never), [
    { name: 'one', prefixes: ['/srv/ext/one.js:', 'file:///srv/ext/one.js:'] },
    { name: 'pkg', prefixes: ['/srv/ext/pkg/', 'file:///srv/ext/pkg/'] },
  ]);
});
