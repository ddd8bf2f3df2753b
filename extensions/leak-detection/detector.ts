// The leak detector: finds the running config's secret values (raw and encoded), key-shaped tokens and high-entropy
// strings in a text, and replaces each with [REDACTED:<kind>]. Pure and synchronous; the guard (guard.ts) feeds it the
// config and reports what it found.

/** What a hit is replaced by: `[REDACTED:<kind>]`, never a hint of which secret it was. */
export type LeakKind = 'secret' | 'api_key' | 'private_key' | 'jwt' | 'high_entropy';

export const marker = (kind: LeakKind): string => `[REDACTED:${kind}]`;

/** Secret values shorter than this are not looked for: they would blank out ordinary words. */
export const MIN_SECRET_LENGTH = 8;

export interface DetectorOptions {
  /** The running config's secret values (decrypted). */
  readonly secrets: readonly string[];
  /** Also flag high-entropy strings that match no known shape. */
  readonly highEntropy: boolean;
  /** 0.0 (lenient) to 1.0 (strict): the length and entropy a string needs to count as high-entropy (entropyRule). */
  readonly sensitivity: number;
}

/** One hit: the span [start, end) of the text and its kind. */
export interface Hit {
  readonly start: number;
  readonly end: number;
  readonly kind: LeakKind;
}

// ---------------------------------------------------------------------------------------------------------------------
// Secret values, in the encodings they travel in.

/**
 * The stretch of the base64 of `value` that does not depend on the bytes around it, when `value` starts `offset` bytes
 * (0, 1, 2) into a 3-byte group: so a secret inside a larger encoded text (a Basic credential `user:secret`, a JSON
 * document in base64) is found whatever its alignment.
 */
function base64Core(value: Buffer, offset: number): string {
  const encoded = Buffer.concat([Buffer.alloc(offset), value]).toString('base64');
  return encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + value.length) * 8) / 6));
}

/** The forms a secret value is looked for in: raw, JSON-escaped, URL-encoded, base64 and base64url (each alignment), hex. */
export function secretForms(value: string): string[] {
  const forms = new Set<string>([value, JSON.stringify(value).slice(1, -1)]);
  const url = encodeURIComponent(value);
  forms.add(url).add(url.replace(/%20/g, '+'));
  const bytes = Buffer.from(value, 'utf8');
  for (const offset of [0, 1, 2]) {
    const core = base64Core(bytes, offset);
    forms.add(core).add(core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  const hex = bytes.toString('hex');
  forms.add(hex).add(hex.toUpperCase());
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

/** Characters of each form the automaton walks; a longer form is checked whole where its prefix matched. */
const PREFIX = 12;

/** Table entries (states × character classes) at most for the dense automaton: 16 MiB, about 60 secrets of 30 characters. */
const DENSE_MAX = 1 << 22;

/**
 * Aho-Corasick over the forms' prefixes: one step per character of the text, whatever the number of secrets, then a
 * whole-form check where a prefix ends. A regular expression alternating hundreds of literals is 20 times slower on V8
 * from about 250 of them. Up to DENSE_MAX the automaton is a full table (state × class: one lookup per character);
 * beyond, the trie's edges and failure links are walked (a few lookups per character, memory bounded by the forms).
 */
class SecretMatcher {
  private readonly classes = new Uint16Array(65536);
  private readonly width: number;
  /** The trie's edges by state * width + class. */
  private readonly edges = new Map<number, number>();
  private readonly fail: Int32Array;
  /** The full transition table, when small enough. */
  private readonly next: Int32Array | undefined;
  /** Per state, the forms (indexes) whose prefix ends there, including via suffix links. */
  private readonly outputs: (readonly number[] | undefined)[];

  constructor(private readonly forms: readonly string[]) {
    let width = 1;
    for (const f of forms) {
      for (let i = 0; i < Math.min(PREFIX, f.length); i++) {
        const c = f.charCodeAt(i);
        if (!this.classes[c]) this.classes[c] = width++;
      }
    }
    this.width = width;
    const { edges, classes } = this;
    const own: number[][] = [[]];
    const children: number[][] = [[]];
    for (let index = 0; index < forms.length; index++) {
      const f = forms[index]!;
      let state = 0;
      for (let i = 0; i < Math.min(PREFIX, f.length); i++) {
        const c = classes[f.charCodeAt(i)]!;
        let to = edges.get(state * width + c);
        if (to === undefined) {
          to = own.length;
          edges.set(state * width + c, to);
          children[state]!.push(c);
          own.push([]);
          children.push([]);
        }
        state = to;
      }
      own[state]!.push(index);
    }
    const states = own.length;
    const fail = new Int32Array(states);
    this.fail = fail;
    this.outputs = new Array(states);
    // Breadth first: a state's failure state is shallower, so complete by the time it is needed.
    const queue: number[] = [];
    for (const c of children[0]!) queue.push(edges.get(c)!);
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head]!;
      const out = [...own[s]!, ...(this.outputs[fail[s]!] ?? [])];
      if (out.length) this.outputs[s] = out;
      for (const c of children[s]!) {
        const to = edges.get(s * width + c)!;
        fail[to] = this.step(fail[s]!, c);
        queue.push(to);
      }
    }
    if (states * width > DENSE_MAX) return;
    const next = new Int32Array(states * width);
    for (let c = 0; c < width; c++) next[c] = edges.get(c) ?? 0;
    for (const s of queue) for (let c = 0; c < width; c++) next[s * width + c] = edges.get(s * width + c) ?? next[fail[s]! * width + c]!;
    this.next = next;
  }

  /** The sparse transition: the edge, else the failure state's transition. */
  private step(state: number, c: number): number {
    for (;;) {
      const to = this.edges.get(state * this.width + c);
      if (to !== undefined) return to;
      if (state === 0) return 0;
      state = this.fail[state]!;
    }
  }

  /** Every place a whole form occurs, as spans (possibly overlapping). */
  find(text: string, hits: Hit[]): void {
    const { classes, next, width, outputs, forms } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const c = classes[text.charCodeAt(i)]!;
      state = next ? next[state * width + c]! : c === 0 ? 0 : this.step(state, c);
      const out = outputs[state];
      if (!out) continue;
      for (const index of out) {
        const form = forms[index]!;
        const start = i + 1 - Math.min(PREFIX, form.length);
        if (form.length <= PREFIX || text.startsWith(form, start)) hits.push({ start, end: start + form.length, kind: 'secret' });
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Key-shaped tokens, private keys and JWTs (one regular expression), high-entropy runs (another).

/** Where a token must end: not followed by more token characters. */
const END = String.raw`(?![A-Za-z0-9_-])`;

const isWordChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
/** Base64, base64url and hex characters (not the padding), by character code below 128. */
const RUN_CHARS = new Uint8Array(128).map((_, c) => (isWordChar(c) || c === 43 || c === 47 ? 1 : 0));
/** n r t b f: the letters of JSON's escapes. */
const isEscapeLetter = (c: number): boolean => c === 110 || c === 114 || c === 116 || c === 98 || c === 102;

/**
 * Whether a token may start at `at`: not inside a longer word (`=`, `/`, `+` and `.` separate, as in `key=sk-…` or a
 * URL path), except right after a JSON escape, so that in JSON text (a log line, a body) `\nsk-…` is found and a
 * replacement never splits an escape. Checked in code rather than by a lookbehind, which would keep V8 from skipping
 * ahead to the characters a shape can start with.
 */
function startsToken(text: string, at: number): boolean {
  if (at === 0) return true;
  if (escaped(text, at)) return false;
  const before = text.charCodeAt(at - 1);
  return !isWordChar(before) || (isEscapeLetter(before) && escaped(text, at - 1));
}

/** Whether the character at `at` follows an odd number of backslashes (it is part of an escape). */
function escaped(text: string, at: number): boolean {
  let n = 0;
  while (at - n - 1 >= 0 && text.charCodeAt(at - n - 1) === 92) n++;
  return n % 2 === 1;
}

/** Provider key shapes (kind api_key); `digit` asks the body for a digit, so that prose such as `sk-learn-…` is not one. */
const KEY_SHAPES: readonly { readonly re: string; readonly digit?: boolean }[] = [
  { re: String.raw`sk-ant-[A-Za-z0-9_-]{20,}` },
  { re: String.raw`sk-[A-Za-z0-9_-]{20,}`, digit: true },
  { re: String.raw`[rsp]k_(?:live|test)_[A-Za-z0-9]{16,}` },
  { re: String.raw`(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}` },
  { re: String.raw`github_pat_[A-Za-z0-9_]{40,}` },
  { re: String.raw`glpat-[A-Za-z0-9_-]{20,}` },
  { re: String.raw`xox[abposr]-[A-Za-z0-9-]{10,}`, digit: true },
  { re: String.raw`xapp-[0-9]-[A-Za-z0-9-]{10,}` },
  { re: String.raw`(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{16}` },
  { re: String.raw`AIza[0-9A-Za-z_-]{35}` },
  { re: String.raw`svc_[0-9a-f]{64}` },
  { re: String.raw`(?:hf|gsk|npm)_[A-Za-z0-9]{30,}` },
  { re: String.raw`xai-[A-Za-z0-9]{40,}` },
  { re: String.raw`SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}` },
  { re: String.raw`[0-9]{8,10}:AA[A-Za-z0-9_-]{33}` },
];

/**
 * A PEM private key block: its base64, header lines (`Proc-Type: 4,ENCRYPTED`) and line breaks (JSON's `\n` too), up
 * to its END line; one cut short is taken to the end of that text. Linear: no lazy search for the END line.
 */
const PRIVATE_KEY = String.raw`-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:(?!-----END )[A-Za-z0-9+/=\s\\:,-])*(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)?`;
/** A JWT: two base64url JSON objects (`eyJ` is `{"`) and a signature, which an unsigned token leaves empty. */
const JWT = String.raw`eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*`;
/** Key shapes, private keys and JWTs: one expression, one pass (where a token may start is checked by startsToken). */
function shapesRegex(): RegExp {
  const keys = KEY_SHAPES.map((k, i) => `(?<k${i}>${k.re})${END}`).join('|');
  return new RegExp(`(?<pem>${PRIVATE_KEY})|(?<jwt>${JWT})|${keys}`, 'g');
}

/**
 * Each run of base64 (padding at its end only), base64url and hex characters of at least `minLength`, as [start, end)
 * pairs: the high-entropy candidates.
 */
function runs(text: string, minLength: number, each: (start: number, end: number) => void): void {
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (c < 128 && RUN_CHARS[c]) {
      // Right after a backslash the character belongs to an escape (`\n`, `\/`, `\u00e9`): the run starts after it.
      if (start < 0) start = escaped(text, i) ? i + (c === 117 ? 5 : 1) : i;
      continue;
    }
    if (start < 0) continue;
    let end = i;
    while (end < text.length && end - i < 2 && text.charCodeAt(end) === 61) end++;
    if (end - start >= minLength) each(start, end);
    start = -1;
    i = end - 1 > i ? end - 1 : i;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// High entropy.

/**
 * What sensitivity s (0..1) asks of a string to count as high-entropy (docs/guides/security.md, "Leak detection"): at
 * least `minLength = round(40 - 20 s)` characters (26 at the default 0.7), a letter and a digit, and a Shannon entropy
 * of at least `ratio = 0.95 - 0.15 s` (0.845 at 0.7) of what a random string of its length and alphabet has on average
 * (the alphabet: 16 for hex, else 26 per letter case present, 10 for digits, 2 for `+/_-`). Random keys score about
 * 1.0 (below 0.9 less than once in 200); prose, identifiers and paths far less, or are words (wordShare).
 */
export function entropyRule(sensitivity: number): { minLength: number; ratio: number } {
  const s = Math.min(1, Math.max(0, sensitivity));
  return { minLength: Math.round(40 - 20 * s), ratio: Math.round((0.95 - 0.15 * s) * 1000) / 1000 };
}

/** Hex strings up to this long are never high-entropy: commit ids, digests, ETags. */
export const HEX_SKIPPED_UP_TO = 64;
/** A string whose letters are mostly words (wordShare) is an identifier or prose, whatever its entropy. */
export const WORD_SHARE_MAX = 0.5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-fA-F]+$/;
/** A short word before an id (`run_`, `msg-`): left out when judging whether the rest is a hex id or a UUID. */
const ID_PREFIX = /^[A-Za-z0-9]{1,16}[_-](?=.)/;
/** camelCase, PascalCase, snake_case and ACRONYM parts. */

/** Shannon entropy in bits per character. */
export function shannon(text: string): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let h = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const runCounts = new Int32Array(128);
/** shannon() of a run (ASCII only), without allocating. */
function runEntropy(run: string): number {
  runCounts.fill(0);
  for (let i = 0; i < run.length; i++) runCounts[run.charCodeAt(i) & 127]! += 1;
  let h = 0;
  for (let c = 0; c < 128; c++) {
    const n = runCounts[c]!;
    if (n) h -= (n / run.length) * Math.log2(n / run.length);
  }
  return h;
}

const expectedCache = new Map<number, number>();
/**
 * The mean Shannon entropy of n characters drawn uniformly from k: log2 n minus (k/n) E[N log2 N] with N binomial (n,
 * 1/k). Longer strings are taken at 256 characters, where the mean is within 1 % of its limit for the alphabets above.
 */
export function expectedEntropy(length: number, k: number): number {
  const n = Math.min(length, 256);
  const key = n * 1024 + k;
  const hit = expectedCache.get(key);
  if (hit !== undefined) return hit;
  const p = 1 / k;
  let sum = 0;
  let logC = 0;
  for (let j = 1; j <= n; j++) {
    logC += Math.log((n - j + 1) / j);
    sum += Math.exp(logC + j * Math.log(p) + (n - j) * Math.log1p(-p)) * j * Math.log2(j);
  }
  const e = Math.log2(n) - (k / n) * sum;
  expectedCache.set(key, e);
  return e;
}

/**
 * The share of a string's characters that sit in word-like parts (camelCase, PascalCase, snake_case and ACRONYM parts):
 * 3+ letters with a vowel and no 4 consonants in a row.
 */
export function wordShare(text: string): number {
  let covered = 0;
  let length = 0;
  let vowel = false;
  let consonants = 0;
  let clustered = false;
  const close = (): void => {
    if (length >= 3 && vowel && !clustered) covered += length;
    length = 0;
    vowel = false;
    consonants = 0;
    clustered = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const upper = c >= 65 && c <= 90;
    const lower = c >= 97 && c <= 122;
    if (!upper && !lower) {
      close();
      continue;
    }
    // A part ends before an upper-case letter that follows a lower-case one (camelCase), or before the last capital of
    // an acronym that starts a word (`HTTPServer`: HTTP, Server).
    const prev = i > 0 ? text.charCodeAt(i - 1) : 0;
    const nextLower = i + 1 < text.length && text.charCodeAt(i + 1) >= 97 && text.charCodeAt(i + 1) <= 122;
    if (upper && length > 0 && ((prev >= 97 && prev <= 122) || nextLower)) close();
    const l = c | 32;
    const isVowel = l === 97 || l === 101 || l === 105 || l === 111 || l === 117;
    if (isVowel) vowel = true;
    consonants = isVowel || l === 121 ? 0 : consonants + 1;
    if (consonants >= 4) clustered = true;
    length++;
  }
  close();
  return covered / text.length;
}

function alphabet(piece: string, hex: boolean): number {
  if (hex) return 16;
  return (/[a-z]/.test(piece) ? 26 : 0) + (/[A-Z]/.test(piece) ? 26 : 0) + 10 + (/[+/_-]/.test(piece) ? 2 : 0);
}

/** A compact ISO-8601 date and time (`20261127T023307540Z`, as backup and log file names carry): not a secret. */
const COMPACT_TIME = /(?:19|20)\d{6}T\d{6,9}Z?/g;

function highEntropy(piece: string, rule: { minLength: number; ratio: number }): boolean {
  if (piece.length < rule.minLength) return false;
  // Judged without its timestamps: `svc-backup-20261127T023307540Z` is a name and a time.
  if (COMPACT_TIME.test(piece)) {
    COMPACT_TIME.lastIndex = 0;
    return highEntropy(piece.replace(COMPACT_TIME, ''), rule);
  }
  if (!/[0-9]/.test(piece) || !/[A-Za-z]/.test(piece)) return false;
  const id = piece.replace(ID_PREFIX, '');
  if (UUID.test(piece) || UUID.test(id) || (HEX.test(id) && id.length <= HEX_SKIPPED_UP_TO)) return false;
  if (runEntropy(piece) < rule.ratio * expectedEntropy(piece.length, alphabet(piece, HEX.test(piece)))) return false;
  return wordShare(piece) < WORD_SHARE_MAX;
}

/**
 * The high-entropy parts of one run: the whole run when it carries base64's `+` or trailing `=`, else each `/`
 * separated piece on its own (so a URL path of words and ids is judged piece by piece).
 */
function entropyHits(run: string, at: number, rule: { minLength: number; ratio: number }, hits: Hit[]): void {
  if (/\+|=$/.test(run) || !run.includes('/')) {
    if (highEntropy(run, rule)) hits.push({ start: at, end: at + run.length, kind: 'high_entropy' });
    return;
  }
  let offset = 0;
  for (const piece of run.split('/')) {
    if (highEntropy(piece, rule)) hits.push({ start: at + offset, end: at + offset + piece.length, kind: 'high_entropy' });
    offset += piece.length + 1;
  }
}

// ---------------------------------------------------------------------------------------------------------------------

/** Which kind wins where hits overlap: the more certain one names the merged span. */
const RANK: Readonly<Record<LeakKind, number>> = { secret: 5, private_key: 4, jwt: 3, api_key: 2, high_entropy: 1 };

export interface Redaction {
  readonly text: string;
  /** The kinds found, each once (empty: `text` is the input). */
  readonly kinds: readonly LeakKind[];
  /** Hits by kind. */
  readonly counts: Readonly<Partial<Record<LeakKind, number>>>;
}

export class Detector {
  private readonly secrets: SecretMatcher | undefined;
  private readonly shapes = shapesRegex();
  private readonly highEntropy: boolean;
  private readonly rule: { minLength: number; ratio: number };
  private readonly digitKeys: ReadonlySet<string>;

  constructor(options: DetectorOptions) {
    const forms = new Set<string>();
    for (const v of options.secrets) if (v.length >= MIN_SECRET_LENGTH) for (const f of secretForms(v)) forms.add(f);
    this.secrets = forms.size ? new SecretMatcher([...forms]) : undefined;
    this.rule = entropyRule(options.sensitivity);
    this.highEntropy = options.highEntropy;
    this.digitKeys = new Set(KEY_SHAPES.flatMap((k, i) => (k.digit ? [`k${i}`] : [])));
  }

  /** Every hit in `text`, merged where they overlap, in order. */
  hits(text: string): Hit[] {
    const found: Hit[] = [];
    this.secrets?.find(text, found);
    const re = this.shapes;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const groups = m.groups!;
      const at = m.index;
      if (groups.pem === undefined && !startsToken(text, at)) {
        re.lastIndex = at + 1;
        continue;
      }
      if (groups.pem !== undefined) found.push({ start: at, end: at + m[0].length, kind: 'private_key' });
      else if (groups.jwt !== undefined) found.push({ start: at, end: at + m[0].length, kind: 'jwt' });
      else {
        const key = Object.keys(groups).find((g) => groups[g] !== undefined)!;
        if (!this.digitKeys.has(key) || /[0-9]/.test(m[0])) found.push({ start: at, end: at + m[0].length, kind: 'api_key' });
      }
    }
    if (this.highEntropy) runs(text, this.rule.minLength, (start, end) => entropyHits(text.slice(start, end), start, this.rule, found));
    if (found.length < 2) return found;
    found.sort((a, b) => a.start - b.start || b.end - a.end);
    const merged: Hit[] = [];
    for (const h of found) {
      const last = merged[merged.length - 1];
      if (last && h.start < last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, h.end), kind: RANK[h.kind] > RANK[last.kind] ? h.kind : last.kind };
      else merged.push(h);
    }
    return merged;
  }

  redact(text: string): Redaction {
    const hits = this.hits(text);
    if (!hits.length) return { text, kinds: [], counts: {} };
    let out = '';
    let from = 0;
    const counts: Partial<Record<LeakKind, number>> = {};
    for (const h of hits) {
      out += text.slice(from, h.start) + marker(h.kind);
      from = h.end;
      counts[h.kind] = (counts[h.kind] ?? 0) + 1;
    }
    return { text: out + text.slice(from), kinds: Object.keys(counts) as LeakKind[], counts };
  }
}
