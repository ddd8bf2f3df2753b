// Services: declared in apply, made at the provider's start from typed dependencies, served from the point, drained
// and closed by the host; a use before the start or after the close says so with SVC_ERR_SERVICE_NOT_STARTED.
import t from 'tap';
import { SvcError } from '../../kernel/errors.js';
import { createExtensionPoint, defineExtension } from '../../kernel/extension.js';
import { ExtensionHost, type LoadedExtension } from '../../kernel/host.js';
import { LogRoot } from '../../kernel/logger.js';
import type { ShutdownWork } from '../../kernel/hooks.js';
import type { ExtensionDefinition, Kernel, Runtime, ServiceHandle } from '../../kernel/types.js';
import { coreServices } from '../../core/services.js';

const paths = { configDir: '/tmp/x', dataDir: '/tmp/x/data', configFile: '/tmp/x/config.toml' };
const hostOf = (...defs: ExtensionDefinition[]) =>
  new ExtensionHost(defs.map((definition): LoadedExtension => ({ definition, source: 'test' })), paths, new LogRoot({ fd: 2, level: 'silent', pretty: false }), coreServices());
const runtime = (deadline = new AbortController().signal): Runtime => ({ config: { greeting: 'hello' }, paths, deadline });
const ext = (name: string, dependsOn: string[], apply: (k: Kernel) => void): ExtensionDefinition => defineExtension({ name, version: '1.0.0', dependsOn, apply });

interface Clock {
  now(): number;
}
interface Greeter {
  greet(who: string): string;
  readonly greetings: number;
}
const clockPoint = createExtensionPoint<Clock>('test.clock');
const greeterPoint = createExtensionPoint<Greeter>('test.greeter');

class GreeterImpl implements Greeter {
  greetings = 0;
  drained: AbortSignal | undefined;
  closed = false;
  constructor(private readonly word: string, private readonly clock: Clock) {}
  greet(who: string): string {
    this.greetings += 1;
    return `${this.word} ${who} at ${this.clock.now()}`;
  }
  async drain(deadline: AbortSignal, work: ShutdownWork): Promise<void> {
    this.drained = deadline;
    work.finished('greetings', this.greetings);
  }
  close(): void {
    this.closed = true;
  }
}

t.test('the point is served by what start made, from typed dependencies; drain and close are the object\'s own', async (t) => {
  const events: string[] = [];
  let made: GreeterImpl | undefined;
  let early: Greeter | undefined;
  let handle: ServiceHandle<Greeter> | undefined;
  const host = hostOf(
    ext('clock', [], (k) => k.service({ point: clockPoint, start: () => ({ now: () => 42 }) })),
    ext('greeter', ['clock'], (k) => {
      handle = k.service({
        point: greeterPoint,
        deps: { clock: clockPoint },
        start: ({ deps, runtime }) => {
          events.push('service start');
          return (made = new GreeterImpl(String(runtime.config.greeting), deps.clock));
        },
      });
      k.hooks.start.tapPromise('greeter', async () => void events.push(`own start tap sees ${k.use(greeterPoint).greet('tap')}`));
    }),
    ext('user', ['greeter'], (k) => {
      early = k.use(greeterPoint);
      k.hooks.start.tapPromise('user', async () => void events.push(`user: ${early!.greet('user')}`));
    }),
  );
  host.apply();
  t.equal(handle!.current(), undefined, 'the handle holds nothing before the start');
  const notYet = t.throws(() => early!.greet('too soon')) as unknown as SvcError;
  t.match(notYet, { code: 'SVC_ERR_SERVICE_NOT_STARTED', message: /"test\.greeter" \(extension "greeter"\) is not started yet/ });
  await host.start(runtime());
  t.same(events, ['service start', 'own start tap sees hello tap at 42', 'user: hello user at 42'], 'made before its own start taps, from the clock it depends on');
  t.equal(early!.greetings, 2, 'a property reads the started object');
  t.equal(handle!.current(), made, 'the handle holds the started object itself');
  const original = early!.greet;
  (early as { greet: Greeter['greet'] }).greet = (who) => `patched ${who}`;
  t.equal(made!.greet('x'), 'patched x', 'a write through the point goes to the started object');
  t.equal(early!.greet('y'), 'patched y', 'and a method read after it is the new one');
  (early as { greet: Greeter['greet'] }).greet = original;
  t.equal(made!.greet('z'), 'hello z at 42', 'the original, bound to the object, still works');
  t.equal(early!.greet, early!.greet, 'a method is bound once');
  const deadline = new AbortController().signal;
  const report = await host.shutdown(runtime(deadline));
  t.equal(made!.drained, deadline, 'its own drain got the deadline');
  t.same(report.work.finished, { greetings: 3 }, 'and the work ledger');
  t.equal(made!.closed, true, 'its own close ran');
  t.equal(handle!.current(), undefined, 'and nothing after the close');
  t.throws(() => early!.greet('late'), { code: 'SVC_ERR_SERVICE_NOT_STARTED', message: /closed \(the daemon is stopping\)/ });
});

t.test('drain and close of the spec replace the object\'s own; a service that never started is neither drained nor closed', async (t) => {
  const calls: string[] = [];
  const host = hostOf(
    ext('greeter', [], (k) =>
      k.service({
        point: greeterPoint,
        start: () => ({ greet: () => 'hi', greetings: 0, drain: () => void calls.push('own drain'), close: () => void calls.push('own close') }),
        drain: () => void calls.push('spec drain'),
        close: () => void calls.push('spec close'),
      }),
    ),
    ext('broken', ['greeter'], (k) => k.hooks.start.tapPromise('broken', async () => Promise.reject(new Error('no')))),
    ext('later', [], (k) => k.service({ point: clockPoint, start: () => (calls.push('later started'), { now: () => 1 }) })),
  );
  host.apply();
  await t.rejects(host.start(runtime()), { code: 'SVC_ERR_TAP_FAILED', message: /"broken" failed in hook "start"/ });
  await host.shutdown(runtime());
  t.same(calls, ['spec drain', 'spec close'], 'the started one is drained and closed by its spec; the one after the failure never started');
});

t.test('a start that makes no object, a dependency not declared, a second provider: each an error naming the extension', async (t) => {
  const none = hostOf(ext('greeter', [], (k) => k.service({ point: greeterPoint, start: () => undefined as unknown as Greeter })));
  none.apply();
  await t.rejects(none.start(runtime()), { message: /extension "greeter" failed in hook "start".*started without an object/ });

  const undeclared = hostOf(
    ext('clock', [], (k) => k.service({ point: clockPoint, start: () => ({ now: () => 1 }) })),
    ext('greeter', [], (k) => k.service({ point: greeterPoint, deps: { clock: clockPoint }, start: ({ deps }) => ({ greet: () => String(deps.clock.now()), greetings: 0 }) })),
  );
  undeclared.apply();
  await t.rejects(undeclared.start(runtime()), { message: /"greeter" uses extension point "test\.clock", provided by "clock"; add "clock" to "greeter"\.dependsOn/ });

  const twice = hostOf(
    ext('a', [], (k) => k.service({ point: clockPoint, start: () => ({ now: () => 1 }) })),
    ext('b', [], (k) => k.provide(clockPoint, { now: () => 2 })),
  );
  t.throws(() => twice.apply(), { message: /extension point "test\.clock" is provided by both "a" and "b"/ });
  t.throws(() => hostOf(ext('a', [], (k) => k.service({} as never))).apply(), { message: /extension "a" declares a service without a point and a start function/ });
});
