// A server on the demo data for the scripts that measure the built app (first-screen.ts, lighthouse.ts):
// seeded once, then served from a copy, as the browser tests do (global-setup.ts, tests/fixtures.ts).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REPO_ROOT, type RunningServer, startServer } from './server.ts';

export const DEMO_PASSWORD = 'Demo12345';

export async function startDemoServer(port: number): Promise<RunningServer> {
  const seedDir = join(REPO_ROOT, `.tmp/demo-seed-${port}`);
  const dataDir = join(REPO_ROOT, `.tmp/demo-${port}`);
  for (const dir of [seedDir, dataDir]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  const seeding = await startServer(port, seedDir);
  await seeding.stop();
  cpSync(seedDir, dataDir, { recursive: true, filter: (source) => basename(source) !== 'sirkula.lock' });
  rmSync(seedDir, { recursive: true, force: true });
  const server = await startServer(port, dataDir);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session answer's fields the browser keeps (toStoredEntries in @sirkula/domain/auth/stored-session). */
export interface SessionAnswer {
  user: { id: string; name: string; userType: string; role: string; companyId: string | null };
  expiresAt: string;
}

/** What the login page stores in the browser: the portal's guard reads it (lib/stored-session.ts). */
export function storedSession(session: SessionAnswer): Record<string, string> {
  return {
    userId: session.user.id,
    isLoggedIn: 'true',
    userName: session.user.name,
    userType: session.user.userType,
    userRole: session.user.role,
    companyUuid: session.user.companyId ?? '',
    dataExpiry: String(new Date(session.expiresAt).getTime()),
  };
}

/** Signs a demo account in through the API: its session cookie and what the browser stores. */
export async function signInDemo(
  baseUrl: string,
  email: string,
): Promise<{ cookie: string; stored: Record<string, string> }> {
  const answer = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`Signing in as ${email} failed: ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const session = await fetch(`${baseUrl}/api/v1/auth/session`, { headers: { cookie } });
  return { cookie, stored: storedSession((await session.json()) as SessionAnswer) };
}
