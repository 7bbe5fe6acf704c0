import type { BinInput } from '@sirkula/domain/smartbins/inputs';
import { SIMULATION_LABEL } from '@sirkula/domain/smartbins/simulation';
import { z } from 'zod';

// What the simulator asks of the API as a staff user: its bins and the customers they stand at.

/** The largest page the list endpoints give. */
const PAGE_SIZE = 100;

// Only the fields the simulator reads, so a field the answers gain or lose elsewhere never stops it.
const companyPage = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
const lastValues = z.object({ fillPercent: z.number().nullable(), batteryPercent: z.number().nullable() });
const binPage = z.object({ items: z.array(z.object({ label: z.string(), latest: lastValues.nullable() })) });

export interface StaffSession {
  url: string;
  cookie: string;
}

const errorAnswer = z.object({ message: z.string() });

/** Why a request failed, with the server's message when it sent one. */
export async function failure(what: string, answer: Response): Promise<Error> {
  const text = await answer.text();
  let message = text.slice(0, 200);
  try {
    message = errorAnswer.parse(JSON.parse(text)).message;
  } catch {
    // Not our error answer (a proxy's page, an empty body): its start is all there is to show.
  }
  return new Error(`${what}: HTTP ${answer.status} ${message}`);
}

/** Signs in as the web app does (POST /api/v1/auth/login) and keeps the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<StaffSession> {
  const answer = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw await failure(`Signing in as ${email}`, answer);
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { url, cookie };
}

async function get<T extends z.ZodType>(
  session: StaffSession,
  path: string,
  schema: T,
): Promise<z.output<T>> {
  const answer = await fetch(`${session.url}/api/v1${path}`, { headers: { cookie: session.cookie } });
  if (!answer.ok) throw await failure(`GET ${path}`, answer);
  const parsed = schema.safeParse(await answer.json());
  if (!parsed.success) throw new Error(`GET ${path}: unexpected answer\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every page of a list, read until a short page says it is the last. */
async function allPages<Item>(read: (page: number) => Promise<{ items: Item[] }>): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    items.push(...answer.items);
    if (answer.items.length < PAGE_SIZE) return items;
  }
}

/** The active customer companies, by name, so each bin number lands at the same one run after run. */
export async function customerCompanies(session: StaffSession): Promise<{ id: string; name: string }[]> {
  const companies = await allPages((page) =>
    get(
      session,
      `/companies?kind=customer&status=active&sort=name&order=asc&pageSize=${PAGE_SIZE}&page=${page}`,
      companyPage,
    ),
  );
  return companies.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The bins an earlier run created: those whose label starts with the simulation's. */
export async function simulationBins(session: StaffSession): Promise<z.output<typeof binPage>['items']> {
  const query = encodeURIComponent(SIMULATION_LABEL.trim());
  const bins = await allPages((page) =>
    get(session, `/smartbins?q=${query}&pageSize=${PAGE_SIZE}&page=${page}`, binPage),
  );
  return bins.filter((bin) => bin.label.startsWith(SIMULATION_LABEL));
}

export async function createBin(session: StaffSession, input: BinInput): Promise<void> {
  const answer = await fetch(`${session.url}/api/v1/smartbins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie },
    body: JSON.stringify(input),
  });
  if (!answer.ok) throw await failure(`Creating ${input.label}`, answer);
}
