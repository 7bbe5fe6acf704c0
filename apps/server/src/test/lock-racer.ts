// One racer of the data directory lock test: `tsx lock-racer.ts <base dir> <trials> <gap ms> <hold ms>`.
// Says it is ready (`<base>/ready-<pid>`), waits for `<base>/go` (the start instant, epoch ms), then at each trial's instant tries to lock
// `<base>/trial-<n>` and prints `<n> <from> <to>` (monotonic ns) for the time it held the lock, or
// `error <n> <message>` when locking failed for another reason than a live owner.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from '../db/lock.ts';

const [base = '', trialsText = '0', gapText = '0', holdText = '0'] = process.argv.slice(2);
const pause = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => {
  if (ms > 0) Atomics.wait(pause, 0, 0, ms);
};

writeFileSync(join(base, `ready-${process.pid}`), '');
const goFile = join(base, 'go');
while (!existsSync(goFile)) sleep(5);
const start = Number(readFileSync(goFile, 'utf8'));
const lines: string[] = [];
for (let trial = 0; trial < Number(trialsText); trial++) {
  sleep(start + trial * Number(gapText) - Date.now());
  let release: () => void;
  try {
    release = lockDataDir(join(base, `trial-${trial}`));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes('is in use by process')) lines.push(`error ${trial} ${message}`);
    continue;
  }
  const from = process.hrtime.bigint();
  sleep(Number(holdText));
  const to = process.hrtime.bigint();
  release();
  lines.push(`${trial} ${from} ${to}`);
}
process.stdout.write(lines.join('\n'));
