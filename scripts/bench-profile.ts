// `node dist/scripts/bench-profile.js <file.cpuprofile> [top]`: where a profiled process spent its time, from a V8 CPU
// profile (`BENCH_DAEMON_ARGS="--cpu-prof --cpu-prof-dir=prof" npm run bench -- e2e`): the share of idle, GC and
// busy time, the functions with the most self time, and the same summed by package or source folder.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Summary {
  /** Microseconds by kind: everything, idle, GC, the program (the rest), self time by function and by place. */
  total: number;
  idle: number;
  gc: number;
  byFunction: [string, number][];
  byPlace: [string, number][];
  /** For each function, its self time by the function that called it. */
  callers: Map<string, Map<string, number>>;
}

/** Where a frame's code lives: a package in node_modules, node's own code, or a folder of this project. */
function place(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const local = /\/dist\/(.+)\/[^/]+$/.exec(url);
  return local ? local[1]! : url.replace(/^file:\/\//, '');
}

const nameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode): string =>
  `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${lineNumber + 1}` : ''}`.trim();

export function summarize(profile: Profile): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const callers = new Map<string, Map<string, number>>();
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  let idle = 0;
  let gc = 0;
  const fn = new Map<string, number>();
  const where = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url } = byId.get(id)!.callFrame;
    total += us;
    if (functionName === '(idle)') idle += us;
    else if (functionName === '(garbage collector)') gc += us;
    const key = nameOf(byId.get(id)!);
    fn.set(key, (fn.get(key) ?? 0) + us);
    const up = parent.get(id);
    const byCaller = callers.get(key) ?? new Map<string, number>();
    const caller = up ? nameOf(up) : '(root)';
    byCaller.set(caller, (byCaller.get(caller) ?? 0) + us);
    callers.set(key, byCaller);
    if (functionName !== '(idle)') where.set(place(url), (where.get(place(url)) ?? 0) + us);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, idle, gc, byFunction: sorted(fn), byPlace: sorted(where), callers };
}

export function printSummary(s: Summary, top = 25): void {
  const busy = s.total - s.idle;
  const pct = (us: number, of: number) => `${((us / of) * 100).toFixed(1).padStart(5)}%`;
  console.log(`profiled ${(s.total / 1e6).toFixed(1)} s: idle ${pct(s.idle, s.total)}, busy ${pct(busy, s.total)}; of the busy time, GC ${pct(s.gc, busy)}`);
  console.log(`\ntop ${top} functions by self time (share of the busy time):`);
  for (const [name, us] of s.byFunction.filter(([n]) => !n.startsWith('(idle)')).slice(0, top)) {
    // The callers of a native or node-internal function say whose work it is.
    const by = [...(s.callers.get(name) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(`${pct(us, busy)}  ${name}${by.length ? `   ← ${by.map(([c, t]) => `${c} ${((t / us) * 100).toFixed(0)}%`).join(', ')}` : ''}`);
  }
  console.log('\nself time by package or folder (share of the busy time):');
  for (const [name, us] of s.byPlace.slice(0, 15)) console.log(`${pct(us, busy)}  ${name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: bench-profile.js <file.cpuprofile> [top]');
  printSummary(summarize(JSON.parse(readFileSync(file, 'utf8')) as Profile), Number(process.argv[3] ?? 25));
}
