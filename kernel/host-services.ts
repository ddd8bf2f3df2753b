// Services (Backstage's registerInit): an extension declares in apply the object that will serve a point; the host
// makes it at the extension's start, serves the point from it, drains it and closes it. Before its start, and after its
// close, the point is an object whose every member says so (SVC_ERR_SERVICE_NOT_STARTED) rather than a facade that
// each extension writes by hand.
import { kernelError } from './errors.js';
import type { KernelHooks } from './hooks.js';
import type { Kernel, ServiceDeps, ServiceHandle, ServiceSpec } from './types.js';

/** Runs the service's start before the extension's own start taps (which may use it), its drain and close with theirs. */
const SERVICE_STAGE = -100;

/** The object that stands for a service: its members are the started object's (methods bound), or a throw. */
function serving<T extends object>(name: string, id: string, current: () => T | undefined, phase: () => string): T {
  /** Each method bound once to the object, rebound when the object's property changes. */
  const bound = new Map<PropertyKey, { readonly value: Function; readonly fn: Function }>();
  const target = (): T => {
    const impl = current();
    if (!impl) {
      throw kernelError('SVC_ERR_SERVICE_NOT_STARTED', `the service of "${id}" (extension "${name}") is ${phase()}: use it from a start tap or later, while the daemon runs`);
    }
    return impl;
  };
  return new Proxy({} as T, {
    get(_, prop) {
      const impl = target();
      const value = Reflect.get(impl, prop, impl) as unknown;
      if (typeof value !== 'function') return value;
      const hit = bound.get(prop);
      if (hit?.value === value) return hit.fn;
      const fn = (value as Function).bind(impl);
      bound.set(prop, { value: value as Function, fn });
      return fn;
    },
    // A write goes to the started object itself (a test that wraps one of its methods wraps the object's).
    set: (_, prop, value) => Reflect.set(target(), prop, value),
    has: (_, prop) => Reflect.has(target(), prop),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, prop) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), prop);
      return d ? { ...d, configurable: true } : undefined;
    },
  });
}

/**
 * Declares `spec` for the extension `view` belongs to: provides its point and taps start, drain and shutdown through
 * the view's hooks, so the host's guards, order and attribution apply to them as to any tap.
 */
export function declareService<P extends object, T extends P, D extends ServiceDeps>(view: Pick<Kernel, 'extension' | 'provide' | 'use'>, hooks: KernelHooks, spec: ServiceSpec<P, T, D>): ServiceHandle<T> {
  const name = view.extension;
  if (!spec || typeof spec.start !== 'function' || !spec.point || typeof spec.point.id !== 'string') {
    throw kernelError('SVC_ERR_EXT_REGISTER', `extension "${name}" declares a service without a point and a start function`);
  }
  let impl: T | undefined;
  let phase = 'not started yet';
  view.provide(spec.point, serving<P>(name, spec.point.id, () => impl, () => phase));
  hooks.start.tapPromise({ name, stage: SERVICE_STAGE }, async (runtime) => {
    const deps = Object.fromEntries(Object.entries(spec.deps ?? {}).map(([key, point]) => [key, view.use(point)]));
    phase = 'starting';
    const made = await spec.start({ deps: deps as never, runtime });
    if (made === null || typeof made !== 'object') {
      phase = 'not started (its start made no object)';
      throw kernelError('SVC_ERR_EXT_REGISTER', `the service of "${spec.point.id}" started without an object to serve it`);
    }
    impl = made;
  });
  hooks.drain.tapPromise({ name, stage: SERVICE_STAGE }, async ({ deadline }, work) => {
    if (!impl) return;
    if (spec.drain) await spec.drain(impl, deadline, work);
    else await (impl as { drain?: (d: AbortSignal, w: typeof work) => unknown }).drain?.(deadline, work);
  });
  hooks.shutdown.tapPromise({ name, stage: SERVICE_STAGE }, async () => {
    const started = impl;
    if (!started) return;
    impl = undefined;
    phase = 'closed (the daemon is stopping)';
    if (spec.close) await spec.close(started);
    else await (started as { close?: () => unknown }).close?.();
  });
  return { current: () => impl };
}
