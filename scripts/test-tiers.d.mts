// Types of scripts/test-tiers.mjs (plain JavaScript, so that `npm run test:unit` needs no build).
export declare const ROOT: string;
/** The environment variable that hands the unit tier (files relative to the root, one a line) to the guard. */
export declare const UNIT_ENV: string;
export interface Classification {
  readonly tier: 'unit' | 'process';
  /** Why the file is a process test; empty for a unit test. */
  readonly reasons: string[];
}
/** The tier of one test file of the project at `root` (default: this checkout). */
export declare function classify(file: string, root?: string): Classification;
/** Every test file tap runs under root/test, relative to root, sorted. */
export declare function testFiles(root?: string): string[];
/** The test files of each tier, relative to root, and why each process test is one. */
export declare function tiers(root?: string): { unit: string[]; process: string[]; reasons: Record<string, string[]> };
