// Loaded into every tap child (package.json "tap"."node-arg"). tap imports @tapjs/processinfo into each test process
// and, through NODE_OPTIONS and a hook on every spawn (process-on-spawn), into every node process a test starts: svc
// commands, daemons, generators, tsc, npm. In each it registers an off-thread module hook (a worker thread on Node 20)
// and writes a JSON file of what it loaded at exit, which only coverage reads; coverage is off here
// (package.json "tap"."disable-coverage", so tap hands each test _TAPJS_PROCESSINFO_COVERAGE_=0). Measured: `svc
// --version` costs 0.22 s of CPU with it and 0.12 s without, and the suite starts several hundred node children.
// So, with coverage off, a test's children start as plain node; the test process itself keeps tap's hooks.
if (process.env._TAPJS_PROCESSINFO_COVERAGE_ === '0') {
  // process-on-spawn keeps its listeners on this global (one per process, whichever copy loaded it).
  const state = globalThis[Symbol.for('process-on-spawn@*:singletonId')];
  if (Array.isArray(state?.listeners)) state.listeners.length = 0;
  const options = process.env.NODE_OPTIONS;
  if (options !== undefined) {
    // Only tap's own entry goes (tap writes it quoted: "--import=file:///…/@tapjs/processinfo/…"); whatever else is
    // there stays as written.
    const kept = options.replace(/(^|\s)"?--(import|loader|experimental-loader)[= ][^\s"]*@tapjs[\\/]processinfo[\\/][^\s"]*"?(?=\s|$)/g, '').trim();
    if (kept) process.env.NODE_OPTIONS = kept;
    else delete process.env.NODE_OPTIONS;
  }
}
