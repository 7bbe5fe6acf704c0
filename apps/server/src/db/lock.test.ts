import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

const run = promisify(execFile);
const racer = fileURLToPath(new URL('../test/lock-racer.ts', import.meta.url));
/** Above any Linux pid_max, so no process can have it: the lock of a process that is gone. */
const GONE_PID = 2_147_483_646;

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'sirkula-lock-test-'));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

const lockFile = (dir: string) => join(dir, 'sirkula.lock');

describe('data directory lock', () => {
  it('takes over a lock left with our own pid, as after a container restart', async () => {
    const dir = join(base, 'data');
    await mkdir(dir);
    await writeFile(lockFile(dir), String(process.pid));
    const release = lockDataDir(dir);
    expect(await readFile(lockFile(dir), 'utf8')).toMatch(new RegExp(`^${process.pid}:`));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over the lock of a process that is gone, and refuses one that runs', async () => {
    const dir = join(base, 'data');
    await mkdir(dir);
    await writeFile(lockFile(dir), `${GONE_PID}:left-by-a-crash`);
    lockDataDir(dir)();

    await writeFile(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}. Stop it first`);
    expect(await readFile(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('creates the data directory private to its user and tightens a wider one', async () => {
    const fresh = join(base, 'fresh', 'data');
    lockDataDir(fresh)();
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);

    const open = join(base, 'open');
    await mkdir(open);
    await chmod(open, 0o755);
    const release = lockDataDir(open);
    expect((await stat(open)).mode & 0o777).toBe(0o700);
    expect((await stat(lockFile(open))).mode & 0o777).toBe(0o600);
    release();
  });

  it('is held by at most one of four processes starting at once, stale lock or not', async () => {
    const trials = 30;
    const gapMs = 40;
    const holdMs = 15;
    const racers = Array.from({ length: 4 }, () => {
      const child = run(process.execPath, [
        '--import',
        'tsx',
        racer,
        base,
        String(trials),
        String(gapMs),
        String(holdMs),
      ]);
      return { pid: child.child.pid ?? 0, output: child };
    });
    // A third of the trials start free, a third with the lock of a process that is gone, a third with a
    // lock holding one racer's own pid (which only that racer may take over: the others see it alive).
    for (let trial = 0; trial < trials; trial++) {
      const dir = join(base, `trial-${trial}`);
      await mkdir(dir);
      if (trial % 3 === 1) await writeFile(lockFile(dir), String(GONE_PID));
      if (trial % 3 === 2) await writeFile(lockFile(dir), String(racers[trial % 4]?.pid));
    }
    // Started together once all have loaded, so every trial is a real race.
    while (racers.some(({ pid }) => !existsSync(join(base, `ready-${pid}`)))) await sleep(20);
    await writeFile(join(base, 'go'), String(Date.now() + 50));

    const holds = new Map<number, Array<{ from: bigint; to: bigint }>>();
    for (const { output } of racers) {
      for (const line of (await output).stdout.split('\n').filter(Boolean)) {
        expect(line).not.toMatch(/^error/);
        const [trial, from, to] = line.split(' ');
        const list = holds.get(Number(trial)) ?? [];
        list.push({ from: BigInt(from ?? 0), to: BigInt(to ?? 0) });
        holds.set(Number(trial), list);
      }
    }
    for (let trial = 0; trial < trials; trial++) {
      const list = (holds.get(trial) ?? []).sort((a, b) => (a.from < b.from ? -1 : 1));
      expect(list.length, `trial ${trial}: nobody got the lock`).toBeGreaterThan(0);
      list.slice(1).forEach((hold, index) => {
        const before = list[index];
        expect(before && hold.from > before.to, `trial ${trial}: two processes held the lock at once`).toBe(
          true,
        );
      });
    }
  });
});
