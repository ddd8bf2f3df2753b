// The young generation while a process boots. What a boot allocates mostly lives as long as the process (modules, the
// schema, the config), yet V8 doubles the young generation's semi-spaces whenever much of it survives a scavenge, so a
// daemon ended its boot with 12 MB of young generation holding 4 MB, every page of it resident while idle (measured:
// idle RSS 91 MB with, 82 MB without). Growth is held off while booting and given back once the daemon is ready, so a
// busy gateway still gets the young generation it needs. Only the CLI (`kernel/cli/main.ts`) imports this module: a
// program that embeds the kernel keeps its own V8 settings.
import { setFlagsFromString } from 'node:v8';

/** V8's default factor (`--semi-space-growth-factor`). */
const DEFAULT_GROWTH = 2;

export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}

// The CLI imports this module first, so growth is held before the rest of its modules load.
holdYoungGeneration();

export function releaseYoungGeneration(): void {
  setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH}`);
}
