// The one way tests wait: poll a condition until it holds, and fail loudly, naming what was awaited, when it never does.

/** Resolves once `check` holds; throws `timed out after <ms> ms waiting for <what>` otherwise. Never a fixed sleep. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
