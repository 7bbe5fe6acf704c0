import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCase } from './authorisation-matrix/run.ts';
import { PERSONAS, startWorld, type World } from './authorisation-matrix/world.ts';
import { EXPECTATIONS } from './authorisation-matrix.expectations.ts';

/**
 * Every route of the API, called as every persona, on another company's records and on its own: an
 * answer that shows or changes another company's data, or lets a persona do what its role may not,
 * fails. The expectations are data (authorisation-matrix.expectations.ts); a route without one fails.
 */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

function documentedRoutes(document: unknown): string[] {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
}

describe(`authorisation matrix (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('has an expectation for every route of the OpenAPI document, and a route for every expectation', () => {
    const documented = documentedRoutes(world.app.swagger());
    const expected = Object.keys(EXPECTATIONS);
    const missing = documented
      .filter((route) => !expected.includes(route))
      .map(
        (route) =>
          `${route} has no expectation: add one to its feature's file under authorisation-matrix/ (see authorisation-matrix.expectations.ts): what each persona may do, why, and a valid request`,
      );
    const stale = expected
      .filter((route) => !documented.includes(route))
      .map((route) => `${route} is not in the OpenAPI document any more: remove its expectation`);
    expect([...missing, ...stale]).toEqual([]);
  });

  for (const [route, cases] of Object.entries(EXPECTATIONS)) {
    for (const matrixCase of cases) {
      for (const persona of PERSONAS) {
        it(`${route}: ${matrixCase.does}, as ${persona} — ${matrixCase.who[persona]}`, async () => {
          expect(await checkCase(world, route, matrixCase, persona)).toEqual([]);
        });
      }
    }
  }
});
