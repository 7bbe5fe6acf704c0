import type { LightMyRequestResponse } from 'fastify';
import { backgroundWorkDone } from '../../lib/http.ts';
import { multipartForm } from '../multipart.ts';
import { ruleOf } from './key-rules.ts';
import type { MatrixCase, MatrixRequest, Rule } from './rules.ts';
import {
  type Caller,
  changedTables,
  foreignMarkers,
  othersChanged,
  type Snapshot,
  secretMarkers,
  snapshot,
  UNWATCHED,
} from './snapshot.ts';
import type { Cast, Persona, PersonaCast, User, World } from './world.ts';

type Expected = 'success' | 'refused' | 'narrowed' | 'invalid';
const REFUSALS = [401, 403, 404];
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** The calls a rule needs: other companies' records always, the persona's own where that is the point. */
function sidesFor(rule: Rule, persona: PersonaCast, matrixCase: MatrixCase) {
  const [first, ...rest] = persona.others;
  if (matrixCase.scope === 'none') return [{ side: 'other' as const, target: first }];
  const sides: Array<{ side: 'own' | 'other'; target: Cast }> = [first, ...rest].map((target) => ({
    side: 'other',
    target,
  }));
  if (rule !== 'allowed' && persona.home) sides.push({ side: 'own', target: persona.home });
  return sides;
}

function expectedAnswer(rule: Rule, side: 'own' | 'other', matrixCase: MatrixCase): Expected {
  if (rule === 'allowed') return 'success';
  if (rule === 'refused') return 'refused';
  return side === 'own' ? 'success' : (matrixCase.others ?? 'refused');
}

interface Credentials {
  cookie: string | null;
  authorization?: string;
}

async function actorFor(world: World, persona: PersonaCast, kind: MatrixCase['actor']) {
  // A key is always itself: the routes that want a fresh account are people's, and refuse keys.
  if (!kind || kind === 'persona' || persona.authorization) {
    return {
      user: persona.user,
      credentials: { cookie: persona.cookie, authorization: persona.authorization },
    };
  }
  const placement = kind === 'companyless' ? { ...persona.placement, companyId: null } : persona.placement;
  const user = await world.fresh.user(placement);
  return { user, credentials: { cookie: persona.user ? await world.fresh.signIn(user) : null } };
}

function multipart(upload: NonNullable<MatrixRequest['upload']>) {
  const boundary = '----sirkula-matrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head), upload.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

function urlOf(path: string, request: MatrixRequest): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`The request for ${path} gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query).toString();
  return query ? `${filled}?${query}` : filled;
}

async function send(world: World, route: string, request: MatrixRequest, credentials: Credentials) {
  const { cookie, authorization } = credentials;
  const [method, path] = route.split(' ') as [Method, string];
  if (!METHODS.includes(method) || !path) throw new Error(`Not a route key: ${route}`);
  const url = urlOf(path, request);
  const headers: Record<string, string> = {
    'accept-language': 'en',
    ...(cookie && { cookie }),
    ...(authorization && { authorization }),
  };
  if (request.form) {
    const { contentType, payload } = multipartForm(request.form.fields, request.form.files);
    const response = await world.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    return { url, response };
  }
  if (request.upload) {
    const { contentType, body } = multipart(request.upload);
    const response = await world.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
    return { url, response };
  }
  return { url, response: await world.app.inject({ method, url, headers, payload: request.payload }) };
}

function excerpt(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.body.slice(0, 300)}`;
}

interface Judged {
  expected: Expected;
  response: LightMyRequestResponse;
  sent: string;
  caller: Caller & { internal: boolean; internalAdmin: boolean };
  before: Snapshot;
  after: Snapshot;
}

function judgeStatus({ expected, response, before, after }: Judged): string[] {
  const status = response.statusCode;
  const succeeded = status >= 200 && status < 300;
  if (expected === 'success' || expected === 'narrowed') {
    return succeeded ? [] : [`expected success, got ${excerpt(response)}`];
  }
  const wanted = expected === 'invalid' ? [400] : REFUSALS;
  const problems = wanted.includes(status)
    ? []
    : [`expected ${expected === 'invalid' ? '400' : 'a refusal (401/403/404)'}, got ${excerpt(response)}`];
  const changed = changedTables(before, after);
  if (changed.length > 0) problems.push(`a refused call changed ${changed.join(', ')}`);
  return problems;
}

/** What no answer may carry whatever its status: others' data for company users, one-time links for all but internal admins. */
function judgeContent({ response, sent, caller, before, after }: Judged): string[] {
  const problems: string[] = [];
  const body = response.body;
  const unsent = (marker: string) => marker.length > 0 && !sent.includes(marker) && body.includes(marker);
  if (!caller.internal) {
    const leaked = foreignMarkers(caller, before).filter(unsent);
    if (leaked.length > 0) problems.push(`the answer shows others' data (${leaked.slice(0, 3).join(', ')})`);
    problems.push(...othersChanged(caller, before, after).map((change) => `the call ${change}`));
  }
  if (!caller.internalAdmin) {
    const secrets = secretMarkers(before, after).filter(unsent);
    if (secrets.length > 0) problems.push(`the answer shows a one-time link or token (${secrets[0]})`);
  }
  return problems;
}

function callerOf(user: User | null) {
  return {
    userId: user?.id ?? null,
    companyId: user?.companyId ?? null,
    internal: user?.userType === 'internal',
    internalAdmin: user?.userType === 'internal' && user.role === 'admin',
  };
}

/** Makes the calls one persona's rule for one case needs; the problems found, empty when all is well. */
export async function checkCase(
  world: World,
  route: string,
  matrixCase: MatrixCase,
  persona: Persona,
): Promise<string[]> {
  const cast = world.personas[persona];
  const rule = ruleOf(route, matrixCase, persona);
  const problems: string[] = [];
  for (const { side, target } of sidesFor(rule, cast, matrixCase)) {
    const actor = await actorFor(world, cast, matrixCase.actor);
    const context = { world, target, side, self: actor.user, fresh: world.fresh };
    const request = await matrixCase.request(context);
    if (!request) continue;
    const expected = expectedAnswer(rule, side, matrixCase);
    const caller = callerOf(request.actsFor ?? actor.user);
    // An internal admin's successful call has nothing to hide or keep: its snapshots are skipped.
    const watched = !(caller.internalAdmin && expected === 'success');
    const before = watched ? await snapshot(world.db) : UNWATCHED;
    const { url, response } = await send(world, route, request, actor.credentials);
    // What a call starts after its answer (an e-mail) is part of the call.
    await backgroundWorkDone(world.app);
    const after = watched ? await snapshot(world.db) : UNWATCHED;
    const judged: Judged = {
      expected,
      response,
      sent: `${url} ${JSON.stringify(request.payload ?? {})}`,
      caller,
      before,
      after,
    };
    const found = [...judgeStatus(judged), ...judgeContent(judged)];
    if (found.length === 0 && judged.expected === 'success' && matrixCase.stored) {
      const stored = await matrixCase.stored(context, request);
      if (stored) found.push(stored);
    }
    const whose = side === 'own' ? 'its own company' : `${target.company.name}`;
    problems.push(...found.map((problem) => `${persona} on ${whose}: ${problem}`));
  }
  return problems;
}
