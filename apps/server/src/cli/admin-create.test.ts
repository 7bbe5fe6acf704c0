import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const command = fileURLToPath(new URL('./admin-create.ts', import.meta.url));
let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'sirkula-admin-create-test-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** `npm run admin:create -- <args>` with `input` on standard input (closed at once when undefined). */
function adminCreate(dataDir: string, args: string[], input?: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const { DATABASE_URL, ...env } = process.env;
    const child = execFile(process.execPath, ['--import', 'tsx', command, ...args], {
      env: { ...env, DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin?.end(input);
  });
}

// Started side by side: none of them gets as far as the database.
describe.concurrent('creating the first admin from the command line', () => {
  it('stops with a message when no password comes on standard input', async () => {
    const dataDir = join(base, 'no-password');
    const result = await adminCreate(dataDir, ['--email', 'ops@example.co.id']);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'No password given: type it at the prompt, or pipe it on standard input.',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops with a message when the e-mail is empty', async () => {
    const dataDir = join(base, 'no-email');
    const result = await adminCreate(dataDir, ['--email', ''], 'Sampah#2026\n');
    expect(result.code).toBe(1);
    expect(result.output).toContain('E-mail: This field is required');
    expect(result.output).toContain('Usage: npm run admin:create -- --email');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops with a message when the name is empty', async () => {
    const dataDir = join(base, 'no-name');
    const result = await adminCreate(
      dataDir,
      ['--email', 'ops@example.co.id', '--name', ' '],
      'Sampah#2026\n',
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('Name: Enter at least 2 characters');
    expect(existsSync(dataDir)).toBe(false);
  });
});
