// Which svc an extension was built for and which versions it needs: ranges refused by name with both versions; unknown
// definition keys and point ids get a did-you-mean; a default that fails its own schema blames the extension.
import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createExtensionPoint, defineExtension } from '../../kernel/extension.js';
import { ExtensionHost, type LoadedExtension } from '../../kernel/host.js';
import { LogRoot } from '../../kernel/logger.js';
import { version } from '../../lib/version.js';
import type { ExtensionDefinition } from '../../kernel/types.js';
import { thrownSvcError } from '../helpers/errors.js';
import { bootWith, tempConfigDir } from '../helpers/kernel.js';
import { svc } from '../helpers/cli.js';
import { coreServices } from '../../core/services.js';

const paths = { configDir: '/tmp/x', dataDir: '/tmp/x/data', configFile: '/tmp/x/config.toml' };

function hostWith(defs: ExtensionDefinition[], extra: Partial<LoadedExtension> = {}, lines: Record<string, unknown>[] = []): ExtensionHost {
  const stream = new Writable({ write: (c, _e, done) => (lines.push(JSON.parse(String(c))), done()) });
  return new ExtensionHost(
    defs.map((definition) => ({ definition, source: 'test', ...extra })),
    paths,
    new LogRoot({ fd: 2, level: 'info', pretty: false, stream }),
    coreServices(),
  );
}
const ext = (name: string, more: Partial<ExtensionDefinition> = {}): ExtensionDefinition => defineExtension({ name, version: '1.4.2', apply() {}, ...more });

t.test('an extension outside its svc range is refused naming both versions; inside it loads', async (t) => {
  t.doesNotThrow(() => hostWith([ext('fits', { svc: `^${version()}` })]));
  const err = thrownSvcError(() => hostWith([ext('old-plugin', { svc: '>=9.0.0' })]));
  t.match(err, { code: 'SVC_ERR_EXT_VERSION', exitCode: 78 });
  t.equal(err.message, `extension "old-plugin" supports svc >=9.0.0, but this is svc ${version()}`);
  t.match(thrownSvcError(() => hostWith([ext('pkg')], { hostRange: '<0.0.1' })).message, /"pkg" supports svc <0\.0\.1/, 'engines.svc of its package counts too');
  t.match(thrownSvcError(() => hostWith([ext('typo', { svc: 'soon' })])).message, /declares the svc range "soon", which is not a semver range/);
});

t.test('dependsOn ranges: the loaded version must be inside; the name alone still orders', async (t) => {
  const host = hostWith([ext('needs', { dependsOn: ['base@^1.4'] }), ext('base')]);
  t.same(host.ordered.map((e) => e.definition.name), ['base', 'needs']);
  const err = thrownSvcError(() => hostWith([ext('needs', { dependsOn: ['base@^2'] }), ext('base')]));
  t.match(err, { code: 'SVC_ERR_EXT_VERSION' });
  t.equal(err.message, 'extension "needs" needs "base" ^2, but "base" 1.4.2 is loaded');
  t.doesNotThrow(() => hostWith([ext('maybe', { optionalDependsOn: ['absent@^3'] })]), 'an absent optional dependency has no version to check');
});

t.test('unknown definition keys are a WARN with the closest key; an unknown point id suggests the closest', async (t) => {
  const lines: Record<string, unknown>[] = [];
  hostWith([{ ...ext('sloppy'), dependOn: ['agent'], colour: 'blue' } as ExtensionDefinition], {}, lines);
  t.match(lines, [
    { level: 40, ext: 'sloppy', key: 'dependOn', hint: 'dependsOn', msg: 'unknown key "dependOn" in the extension\'s definition is ignored (did you mean "dependsOn"?)' },
    { level: 40, ext: 'sloppy', key: 'colour', msg: 'unknown key "colour" in the extension\'s definition is ignored' },
  ]);
  t.notOk('hint' in lines[1]!);
  const routes = createExtensionPoint<object>('gateway.routes');
  const typo = createExtensionPoint<object>('gateway.route');
  const host = hostWith([ext('provider', { apply: (k) => k.provide(routes, {}) }), ext('user', { dependsOn: ['provider'], apply: (k) => void k.use(typo) })]);
  t.match(thrownSvcError(() => host.apply()).message, /uses extension point "gateway\.route", provided by no applied extension \(did you mean "gateway\.routes"\?\)/);
});

t.test('a section default that fails its own schema names the extension, not the operator', async (t) => {
  const broken = defineExtension({
    name: 'svc-broken-default',
    version: '1.0.0',
    sections: { broken: { type: 'object', additionalProperties: false, default: {}, properties: { port: { type: 'integer', minimum: 1, default: 0 } } } },
    apply() {},
  });
  const { session } = await bootWith(t, [broken], '');
  const err = thrownSvcError(() => session.config());
  t.match(err, { code: 'SVC_ERR_SECTION_SCHEMA', exitCode: 78 });
  t.equal(err.message, 'extension "svc-broken-default" ships a default for "broken.port" that does not validate against its own schema: must be >= 1 (found 0)');
  const fine = await bootWith(t, [broken], '[broken]\nport = 8\n');
  t.equal((fine.session.config().broken as { port: number }).port, 8, 'a value the operator writes is checked as usual');
  const wrong = await bootWith(t, [broken], '[broken]\nport = -1\n');
  t.match(thrownSvcError(() => wrong.session.config()), { code: 'SVC_ERR_CONFIG_INVALID', message: /broken\.port: must be >= 1/ }, 'a wrong value written is the operator\'s');
});

t.test('a package whose engines.svc excludes this svc is refused at load (exit 78)', async (t) => {
  const dir = tempConfigDir(t);
  const pkg = join(dir, 'svc-ext-future');
  mkdirSync(pkg);
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'svc-ext-future', version: '2.0.0', type: 'module', main: 'index.js', engines: { svc: '^9.0.0' } }));
  writeFileSync(join(pkg, 'index.js'), "export default { name: 'svc-ext-future', version: '2.0.0', apply() {} };\n");
  writeFileSync(join(dir, 'config.toml'), 'extensions = ["./svc-ext-future"]\n');
  const r = await svc(['config', 'validate'], { SVC_CONFIG_DIR: dir });
  t.equal(r.code, 78, r.stderr);
  t.ok(r.stderr.startsWith(`svc: extension "svc-ext-future" supports svc ^9.0.0, but this is svc ${version()}`), r.stderr);
  t.match(r.stderr, /\(error code SVC_ERR_EXT_VERSION\)/);
});
