// The extension host: dependency order, missing and circular dependencies, section ownership, tap wrapping, points.
import t from 'tap';
import { thrownSvcError } from '../helpers/errors.js';
import { waitFor } from '../helpers/wait.js';
import { SvcError } from '../../kernel/errors.js';
import { createExtensionPoint, defineExtension } from '../../kernel/extension.js';
import { collectClaims, ExtensionHost, inventoryPoint, orderExtensions, type LoadedExtension } from '../../kernel/host.js';
import { LogRoot } from '../../kernel/logger.js';
import type { ExtensionDefinition, Runtime } from '../../kernel/types.js';
import { coreServices } from '../../core/services.js';

const paths = { configDir: '/tmp/x', dataDir: '/tmp/x/data', configFile: '/tmp/x/config.toml' };
const loaded = (...defs: ExtensionDefinition[]): LoadedExtension[] => defs.map((definition) => ({ definition, source: 'test' }));
const hostOf = (...defs: ExtensionDefinition[]) => new ExtensionHost(loaded(...defs), paths, new LogRoot({ fd: 2, level: 'silent', pretty: false }), coreServices());
const runtime = (): Runtime => ({ config: {}, paths, deadline: new AbortController().signal });

function ext(name: string, dependsOn: string[] = [], apply: ExtensionDefinition['apply'] = () => {}): ExtensionDefinition {
  return defineExtension({ name, version: '1.0.0', dependsOn, apply });
}

const thrown = thrownSvcError;

t.test('applies, starts in dependency order and shuts down in reverse', async (t) => {
  const events: string[] = [];
  const tracked = (name: string, deps: string[] = []) =>
    ext(name, deps, (k) => {
      events.push(`apply ${name}`);
      k.hooks.start.tapPromise(name, async () => void events.push(`start ${name}`));
      k.hooks.shutdown.tapPromise(name, async () => void events.push(`stop ${name}`));
    });
  // Offered in the wrong order on purpose: c needs b, b needs a.
  const host = hostOf(tracked('c', ['b']), tracked('b', ['a']), tracked('a'), tracked('lone'));
  t.same(host.ordered.map((e) => e.definition.name), ['a', 'b', 'c', 'lone']);
  host.apply();
  await host.start(runtime());
  await host.shutdown(runtime());
  t.same(events, [
    'apply a', 'apply b', 'apply c', 'apply lone',
    'start a', 'start b', 'start c', 'start lone',
    'stop lone', 'stop c', 'stop b', 'stop a',
  ]);
});

t.test('a tap stage orders taps inside one extension but never across the dependency order', async (t) => {
  const events: string[] = [];
  const host = hostOf(
    ext('first', [], (k) => {
      k.hooks.start.tapPromise({ name: 'first', stage: 10 }, async () => void events.push('first late'));
      k.hooks.start.tapPromise({ name: 'first', stage: -10 }, async () => void events.push('first early'));
    }),
    ext('second', ['first'], (k) => k.hooks.start.tapPromise({ name: 'second', stage: -400 }, async () => void events.push('second'))),
  );
  host.apply();
  await host.start(runtime());
  t.same(events, ['first early', 'first late', 'second']);
});

t.test('a missing dependency names both ends', async (t) => {
  const err = thrown(() => orderExtensions(loaded(ext('webhook-channel', ['agent']))));
  t.equal(err.code, 'SVC_ERR_EXT_DEPENDENCY');
  t.equal(err.exitCode, 78);
  t.match(err.message, /"webhook-channel" depends on "agent", which is not loaded/);
});

t.test('a cycle names both ends and the path', async (t) => {
  const err = thrown(() => orderExtensions(loaded(ext('a', ['b']), ext('b', ['c']), ext('c', ['a']))));
  t.equal(err.code, 'SVC_ERR_EXT_CYCLE');
  t.equal(err.exitCode, 78);
  t.match(err.message, /extensions "c" and "a" depend on each other in a cycle: a -> b -> c -> a/);
  const self = thrown(() => orderExtensions(loaded(ext('narcissus', ['narcissus']))));
  t.match(self.message, /narcissus -> narcissus/);
});

t.test('two extensions with one name are refused', async (t) => {
  const err = thrown(() => orderExtensions([...loaded(ext('twin')), { definition: ext('twin'), source: './other.js' }]));
  t.equal(err.code, 'SVC_ERR_EXT_DUPLICATE');
  t.match(err.message, /"twin" is loaded twice \(from test and \.\/other\.js\)/);
});

t.test('two extensions owning one section stop startup naming both', async (t) => {
  const schema = { type: 'object', properties: {} };
  const a = { ...ext('gateway'), sections: { gateway: schema } };
  const b = { ...ext('gateway-two'), sections: { gateway: schema } };
  const err = thrown(() => collectClaims({}, loaded(a, b)));
  t.equal(err.code, 'SVC_ERR_SECTION_CONFLICT');
  t.equal(err.exitCode, 78);
  t.match(err.message, /section "gateway" is claimed by both extension "gateway" and extension "gateway-two"/);
  const kernelOwned = thrown(() => collectClaims({ secrets: schema }, loaded({ ...ext('thief'), sections: { secrets: schema } })));
  t.match(kernelOwned.message, /both extension "kernel" and extension "thief"/);
  const badPath = thrown(() => collectClaims({}, loaded({ ...ext('odd'), sections: { 'Bad-Path': schema } })));
  t.equal(badPath.code, 'SVC_ERR_SECTION_SCHEMA');
});

t.test('a throw in a tap is reported with the extension and hook names, cause kept', async (t) => {
  const cause = new Error('port 1 is privileged');
  const host = hostOf(
    ext('ok'),
    ext('broken', ['ok'], (k) => {
      k.hooks.start.tapPromise('broken', async () => {
        throw cause;
      });
      k.hooks.validateConfig.tap('broken', () => {
        throw new TypeError('bad check');
      });
    }),
  );
  host.apply();
  const err = await host.start(runtime()).then(
    () => undefined,
    (e: unknown) => e as SvcError,
  );
  t.ok(err instanceof SvcError);
  t.equal(err!.code, 'SVC_ERR_TAP_FAILED');
  t.equal(err!.exitCode, 1);
  t.equal(err!.message, 'extension "broken" failed in hook "start": port 1 is privileged');
  t.equal(err!.cause, cause);
  const sync = thrown(() => host.hooks.validateConfig.call({}, { explicit: {}, add() {}, problems: [] }));
  t.equal(sync.code, 'SVC_ERR_CONFIG_TAP_FAILED');
  t.equal(sync.exitCode, 78, 'a failure while the config loads is a configuration error');
  t.same([sync.extension, sync.hook], ['broken', 'validateConfig'], 'the owner is data, not only text');
  t.same([err!.extension, err!.hook], ['broken', 'start']);
  t.match(sync.message, /extension "broken" failed in hook "validateConfig": bad check/);
  t.ok(sync.cause instanceof TypeError);
});

t.test('callback-style and sync taps are wrapped too', async (t) => {
  const host = hostOf(
    ext('cb', [], (k) => k.hooks.beforeStart.tapAsync('cb', (_rt, done) => done(new Error('callback failure')))),
  );
  host.apply();
  const err = (await host.start(runtime()).catch((e: unknown) => e)) as SvcError;
  t.equal(err.code, 'SVC_ERR_TAP_FAILED');
  t.match(err.message, /extension "cb" failed in hook "beforeStart": callback failure/);
});

t.test('a start failure shuts down only what started before it', async (t) => {
  const events: string[] = [];
  const probe = (name: string, deps: string[], fail = false) =>
    ext(name, deps, (k) => {
      k.hooks.start.tapPromise(name, async () => {
        if (fail) throw new Error('no');
        events.push(`start ${name}`);
      });
      k.hooks.shutdown.tapPromise(name, async () => void events.push(`stop ${name}`));
    });
  const host = hostOf(probe('a', []), probe('b', ['a'], true), probe('c', ['b']));
  host.apply();
  await t.rejects(host.start(runtime()), { code: 'SVC_ERR_TAP_FAILED', message: /"b" failed in hook "start"/ });
  await host.shutdown(runtime());
  t.same(events, ['start a', 'stop a']);
});

t.test('a start tap that never settles fails the start by name after the deadline; what started before it stops', async (t) => {
  const events: string[] = [];
  const host = hostOf(
    ext('early', [], (k) => {
      k.hooks.start.tapPromise('early', async () => void events.push('start early'));
      k.hooks.shutdown.tapPromise('early', async () => void events.push('stop early'));
    }),
    ext('stuck', ['early'], (k) => {
      // A callback-style tap that never calls back: guarded like a promise.
      k.hooks.start.tapAsync('stuck', () => void events.push('start stuck'));
      k.hooks.shutdown.tapPromise('stuck', async () => void events.push('stop stuck'));
    }),
  );
  host.apply();
  const err = await host.start(runtime(), undefined, 30).then(() => undefined, (e: SvcError) => e);
  t.match(err, { code: 'SVC_ERR_START_TIMEOUT', extension: 'stuck', hook: 'start', exitCode: 1 });
  t.match(err!.message, /extension "stuck" failed in hook "start": did not settle within 0\.03 s/);
  await host.shutdown(runtime());
  t.same(events, ['start early', 'start stuck', 'stop early'], 'the stuck extension is not shut down, the one before it is');
});

t.test('interruptStart: the running start tap is no longer awaited and the start fails as interrupted', async (t) => {
  let entered = false;
  const host = hostOf(ext('slow', [], (k) => k.hooks.start.tapPromise('slow', () => ((entered = true), new Promise<void>(() => undefined)))));
  host.apply();
  const started = host.start(runtime()).then(() => undefined, (e: SvcError) => e);
  await waitFor(() => entered, 'the start tap to run');
  host.interruptStart('SIGTERM');
  t.match(await started, { code: 'SVC_ERR_START_INTERRUPTED', extension: 'slow', hook: 'start', message: /interrupted \(SIGTERM\)/ });
});

t.test('shutdown: a throwing and a hanging tap skip nobody; errors are collected, the hung one is named', async (t) => {
  const events: string[] = [];
  let hanging = false;
  const host = hostOf(
    ext('base', [], (k) => k.hooks.shutdown.tapPromise('base', async () => void events.push('stop base'))),
    ext('thrower', ['base'], (k) =>
      k.hooks.shutdown.tap('thrower', () => {
        events.push('stop thrower');
        throw new Error('the store would not close');
      }),
    ),
    ext('hanger', ['thrower'], (k) => k.hooks.shutdown.tapPromise('hanger', () => ((hanging = true), events.push('stop hanger'), new Promise<void>(() => undefined)))),
    ext('last', ['hanger'], (k) => k.hooks.shutdown.tapPromise('last', async () => void events.push('stop last'))),
  );
  host.apply();
  await host.start(runtime());
  const grace = new AbortController();
  const done = host.shutdown({ ...runtime(), deadline: grace.signal });
  await waitFor(() => hanging, 'the hanging shutdown tap to run');
  t.same(events, ['stop last', 'stop hanger'], 'nothing after the hanging tap ran before the deadline');
  grace.abort();
  const report = await done;
  t.same(events, ['stop last', 'stop hanger', 'stop thrower', 'stop base']);
  t.same(report.abandoned, ['hanger']);
  t.equal(report.errors.length, 1);
  t.match(report.errors[0], { code: 'SVC_ERR_TAP_FAILED', extension: 'thrower', hook: 'shutdown', message: /the store would not close/ });
});

t.test('an extension that throws in apply is named', async (t) => {
  const host = hostOf(ext('eager', [], () => {
    throw new Error('opened a socket in apply');
  }));
  const err = thrown(() => host.apply());
  t.equal(err.code, 'SVC_ERR_EXT_APPLY');
  t.match(err.message, /extension "eager" failed in hook "apply": opened a socket in apply/);
});

t.test('extension points: provided, used through dependsOn only, never twice', async (t) => {
  const registry = createExtensionPoint<{ add(tool: string): void; list(): string[] }>('agent.tools');
  const tools: string[] = [];
  let seen: string[] = [];
  const host = hostOf(
    ext('agent', [], (k) => k.provide(registry, { add: (x) => void tools.push(x), list: () => [...tools] })),
    ext('shell-tool', ['agent'], (k) => k.use(registry).add('shell')),
    ext('reporter', ['shell-tool'], (k) => (seen = k.use(registry).list())),
  );
  host.apply();
  t.same(seen, ['shell'], 'a transitive dependency counts as declared');

  const undeclared = hostOf(ext('agent', [], (k) => k.provide(registry, { add() {}, list: () => [] })), ext('sneaky', [], (k) => k.use(registry)));
  const e1 = thrown(() => undeclared.apply());
  t.equal(e1.code, 'SVC_ERR_EXT_POINT');
  t.match(e1.message, /"sneaky" uses extension point "agent\.tools", provided by "agent"; add "agent" to "sneaky"\.dependsOn \(or optionalDependsOn\)/);

  const twice = hostOf(ext('one', [], (k) => k.provide(registry, { add() {}, list: () => [] })), ext('two', [], (k) => k.provide(registry, { add() {}, list: () => [] })));
  t.match(thrown(() => twice.apply()).message, /"agent\.tools" is provided by both "one" and "two"/);

  const nobody = hostOf(ext('lonely', [], (k) => k.use(registry)));
  t.match(thrown(() => nobody.apply()).message, /provided by no applied extension/);
});

t.test('provideScoped: one implementation per consumer, made on its first use and kept, through dependsOn only', async (t) => {
  const routes = createExtensionPoint<{ readonly owner: string; add(route: string): void }>('test.routes');
  const made: string[] = [];
  const added: string[] = [];
  const got: Record<string, unknown[]> = {};
  const server = ext('server', [], (k) =>
    k.provideScoped(routes, (consumer) => {
      made.push(consumer);
      return { owner: consumer, add: (r) => void added.push(`${consumer} ${r}`) };
    }),
  );
  const user = (name: string, deps: string[]) =>
    ext(name, deps, (k) => {
      const first = k.use(routes);
      first.add(`/${name}`);
      got[name] = [first, k.tryUse(routes), k.use(routes)];
    });
  const host = hostOf(server, user('alpha', ['server']), user('beta', ['alpha']));
  host.apply();
  t.same(made, ['alpha', 'beta'], 'made once per consumer, on its first use');
  t.same(added, ['alpha /alpha', 'beta /beta'], 'each registration is known by its owner');
  t.equal(got.alpha![0], got.alpha![1], 'tryUse gives the cached implementation');
  t.equal(got.alpha![0], got.alpha![2], 'so does a second use');
  t.not(got.alpha![0], got.beta![0], 'another consumer gets its own');
  t.equal((got.beta![0] as { owner: string }).owner, 'beta', 'a transitive dependency counts as declared');
  const infos = Object.fromEntries(host.extensionInfo().map((e) => [e.name, e]));
  t.same([infos.server!.provides, infos.server!.uses], [['test.routes'], []], 'extension info: points provided');
  t.same([infos.alpha!.provides, infos.alpha!.uses], [[], ['test.routes']], 'extension info: points used');

  const sneaky = hostOf(server, ext('sneaky', [], (k) => k.tryUse(routes)));
  const refused = thrown(() => sneaky.apply());
  t.equal(refused.code, 'SVC_ERR_EXT_POINT');
  t.match(refused.message, /"sneaky" uses extension point "test\.routes", provided by "server"; add "server" to "sneaky"\.dependsOn/);
  t.same(made, ['alpha', 'beta'], 'nothing is made for a consumer that may not use the point');

  const twice = hostOf(server, ext('other', [], (k) => k.provide(routes, { owner: 'x', add() {} })));
  t.match(thrown(() => twice.apply()).message, /"test\.routes" is provided by both "server" and "other"/);

  const broken = hostOf(ext('server', [], (k) => k.provideScoped(routes, () => { throw new Error('no port table'); })), user('gamma', ['server']));
  const err = thrown(() => broken.apply());
  t.equal(err.code, 'SVC_ERR_EXT_APPLY');
  t.equal(err.extension, 'server', 'a throw in make is the provider\'s failure');
  t.match(err.message, /extension "server" failed to make extension point "test\.routes" for "gamma": no port table/);
});

t.test('inventory: collectors run only when asked, lists merge by kind and extension, a throw names its owner', async (t) => {
  let calls = 0;
  const host = hostOf(
    ext('web', [], (k) => {
      k.use(inventoryPoint).contribute('routes', async () => (calls++, { web: ['GET /'], feature: ['GET /feature'] }));
      k.use(inventoryPoint).contribute('routes', async () => ({ feature: ['POST /feature'] }));
    }),
    ext('broken', [], (k) => k.use(inventoryPoint).contribute('jobs', async () => {
      throw new Error('no queue');
    })),
  );
  host.apply();
  t.equal(calls, 0, 'apply only registers the collector');
  const { lists, errors } = await host.inventory();
  t.same(lists, { routes: { web: ['GET /'], feature: ['GET /feature', 'POST /feature'] } });
  t.equal(errors.length, 1);
  t.equal(errors[0]!.extension, 'broken');
  t.match(errors[0]!.message, /extension "broken" failed: no queue/);
  const bad = hostOf(ext('odd', [], (k) => k.use(inventoryPoint).contribute('Routes!', async () => ({}))));
  t.equal(thrown(() => bad.apply()).code, 'SVC_ERR_EXT_REGISTER');
});

t.test('optionalDependsOn: ordered after a loaded one and its point usable; an absent one is no error', async (t) => {
  const routes = createExtensionPoint<{ add(route: string): void }>('test.routes');
  const mounted: string[] = [];
  const events: string[] = [];
  const server = ext('server', [], (k) => {
    k.provide(routes, { add: (r) => void mounted.push(r) });
    k.hooks.start.tapPromise('server', async () => void events.push('start server'));
  });
  const feature = defineExtension({
    name: 'feature',
    version: '1',
    optionalDependsOn: ['server', 'never-loaded'],
    apply: (k) => {
      k.tryUse(routes)?.add('/feature');
      k.hooks.start.tapPromise('feature', async () => void events.push('start feature'));
    },
  });
  // Offered first: the optional dependency still orders it after the server.
  const both = hostOf(feature, server);
  t.same(both.ordered.map((e) => e.definition.name), ['server', 'feature']);
  both.apply();
  await both.start(runtime());
  t.same(mounted, ['/feature']);
  t.same(events, ['start server', 'start feature']);
  const info = both.extensionInfo().find((e) => e.name === 'feature')!;
  t.same([info.dependsOn, info.optionalDependsOn], [[], ['server']], 'only the loaded optional dependency is listed');

  const alone = hostOf(feature);
  t.doesNotThrow(() => alone.apply(), 'without the server, tryUse gives undefined');
  t.same(mounted, ['/feature']);

  const undeclared = hostOf(server, ext('sneaky', [], (k) => k.tryUse(routes)));
  t.match(thrown(() => undeclared.apply()).message, /"sneaky" uses extension point "test\.routes", provided by "server"; add "server" to "sneaky"\.dependsOn/);
});

t.test('the hooks object is frozen and extension info lists taps and sections', async (t) => {
  const host = hostOf({
    ...ext('watcher', [], (k) => {
      k.hooks.ready.tap('watcher', () => {});
      k.hooks.rawConfig.tap('watcher', (raw) => raw);
    }),
    sections: { watcher: { type: 'object', properties: {} } },
  });
  t.ok(Object.isFrozen(host.hooks));
  t.throws(() => {
    (host.hooks as unknown as Record<string, unknown>).extra = 1;
  });
  host.apply();
  const [info] = host.extensionInfo();
  t.same(info!.hooks, ['ready', 'rawConfig']);
  t.same(info!.sections, ['watcher']);
  t.ok(info!.applyMs >= 0);
});

t.test('commands and control commands are registered once', async (t) => {
  const spec = { name: 'sop list', summary: 's', run: async () => {} };
  const host = hostOf(ext('sop', [], (k) => k.addCommand(spec)), ext('sop-two', [], (k) => k.addCommand(spec)));
  t.match(thrown(() => host.apply()).message, /command "svc sop list" is added by both "sop" and "sop-two"/);
  const bad = hostOf(ext('loud', [], (k) => k.addCommand({ ...spec, name: 'SOP List' })));
  const badErr = thrown(() => bad.apply());
  t.equal(badErr.code, 'SVC_ERR_EXT_REGISTER');
  t.equal(badErr.extension, 'loud');
});

t.test('errors keep their owner: own codes, exit codes from the owner\'s registry, async apply refused', async (t) => {
  const errors = { SVC_ERR_PROBE_BAD: { exit: 78 as const, meaning: 'm', action: 'a' }, SVC_ERR_PROBE_BUSY: { exit: 2 as const, meaning: 'm', action: 'a' } };
  const probe = {
    ...ext('probe', [], (k) => {
      // Thrown without passing the registry: the host resolves the code through the owner.
      k.hooks.start.tapPromise('probe', async () => {
        throw new SvcError('SVC_ERR_PROBE_BAD', 'the probe is misconfigured');
      });
      k.addCommand({ name: 'probe run', summary: 's', run: async () => { throw new SvcError('SVC_ERR_PROBE_BUSY', 'the probe is busy'); } });
      k.use(ctl).register('probe.poke', () => {
        throw new SvcError('SVC_ERR_PROBE_BAD', 'no poking');
      });
    }),
    errors,
  };
  const ctl = (await import('../../kernel/host.js')).controlCommands;
  const host = hostOf(probe);
  host.apply();
  const started = (await host.start(runtime()).catch((e: unknown) => e)) as SvcError;
  t.match(started, { code: 'SVC_ERR_PROBE_BAD', exitCode: 78, extension: 'probe', hook: 'start' }, 'the extension\'s own code, not SVC_ERR_TAP_FAILED');
  t.equal(started.message, 'extension "probe" failed in hook "start": the probe is misconfigured');
  const command = (await host.commands.get('probe run')!.spec.run({} as never).catch((e: unknown) => e)) as SvcError;
  t.match(command, { code: 'SVC_ERR_PROBE_BUSY', exitCode: 2, extension: 'probe', message: 'the probe is busy' }, 'a command keeps its message');
  const poked = (await Promise.resolve(host.controlHandlers.get('probe.poke')!.handler(null)).catch((e: unknown) => e)) as SvcError;
  t.match(poked, { code: 'SVC_ERR_PROBE_BAD', exitCode: 78, extension: 'probe' });
  const control = new SvcError('SVC_ERR_PROBE_BAD', 'no registry');
  t.equal(control.exitCode, 1, 'positive control: without the host the code is unknown, exit 1');

  let rejected = false;
  const eager = hostOf(
    ext('eager', [], (async () => {
      await Promise.resolve();
      rejected = true;
      throw new Error('too late');
    }) as unknown as ExtensionDefinition['apply']),
  );
  const err = thrown(() => eager.apply());
  t.match(err, { code: 'SVC_ERR_EXT_APPLY', extension: 'eager', hook: 'apply' });
  t.match(err.message, /extension "eager" has an async apply \(it returned a promise\)/);
  await new Promise((resolve) => setImmediate(resolve));
  t.ok(rejected, 'its promise settled, handled by the host');
});

t.test('kernel.config: the running section after every change, another config through of(), clear refusals', async (t) => {
  let access: import('../../kernel/types.js').SectionAccess<{ port: number }> | undefined;
  let early: SvcError | undefined;
  const host = hostOf(
    ext('web', [], (k) => {
      access = k.config<{ port: number }>('web');
      try {
        access();
      } catch (err) {
        early = err as SvcError;
      }
    }),
  );
  host.apply();
  t.match(early, { code: 'SVC_ERR_EXT_SECTION', message: /before any config runs/ }, 'nothing runs during apply');
  let running: Record<string, unknown> = { web: { port: 1 } };
  host.runningConfig(() => running);
  t.equal(access!().port, 1);
  running = { web: { port: 2 } };
  t.equal(access!().port, 2, 'a reload is seen without any tap');
  t.equal(access!.of({ web: { port: 3 } }).port, 3, 'of() reads a draft');
  t.match(thrown(() => access!.of({})), { code: 'SVC_ERR_EXT_SECTION', message: /"web" reads config section "web", which no loaded extension defines/ });
  const bad = hostOf(ext('odd', [], (k) => void k.config('Not A Path')));
  t.match(thrown(() => bad.apply()), { code: 'SVC_ERR_EXT_SECTION', extension: 'odd' });
});

t.test('extension states follow the start: running, starting, not started; then failed for one whose start threw', async (t) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let entered = false;
  const host = hostOf(
    ext('a', [], (k) => k.hooks.start.tapPromise('a', async () => {})),
    ext('quiet', ['a']),
    ext('b', ['quiet'], (k) => k.hooks.start.tapPromise('b', async () => void ((entered = true), await held))),
    ext('c', ['b'], (k) => k.hooks.start.tapPromise('c', async () => {})),
  );
  host.apply();
  const states = () => Object.fromEntries(host.extensionStates(false).map((e) => [e.name, e.state]));
  t.same(states(), { a: 'not_started', quiet: 'not_started', b: 'not_started', c: 'not_started' }, 'before the start');
  const starting = host.start(runtime());
  await waitFor(() => entered, 'b to be starting');
  t.same(states(), { a: 'running', quiet: 'inert', b: 'starting', c: 'not_started' }, 'an extension without a start tap counts as started once passed (inert: it taps nothing that runs)');
  release();
  await starting;
  t.same(states(), { a: 'running', quiet: 'inert', b: 'running', c: 'running' });
  const startMs = Object.fromEntries(host.extensionStates(false).map((e) => [e.name, e.start_ms === null ? null : typeof e.start_ms]));
  t.same(startMs, { a: 'number', quiet: null, b: 'number', c: 'number' }, 'start times: none for an extension without a start tap');
  t.same(host.extensionStates(true).map((e) => e.state), ['stopping', 'stopping', 'stopping', 'stopping']);

  const failing = hostOf(ext('ok'), ext('bad', ['ok'], (k) => k.hooks.start.tapPromise('bad', async () => Promise.reject(new Error('no')))), ext('after', ['bad']));
  failing.apply();
  await t.rejects(failing.start(runtime()));
  t.same(failing.extensionStates(false).map((e) => [e.name, e.state]), [['ok', 'inert'], ['bad', 'failed'], ['after', 'not_started']]);
  t.same(
    failing.extensionStates(false).map((e) => [e.name, e.start_ms === null ? null : typeof e.start_ms]),
    [['ok', null], ['bad', 'number'], ['after', null]],
    'a failed start still took its time; one that never ran has none',
  );
});
