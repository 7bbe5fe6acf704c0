import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleOf } from './key-rules.ts';
import type { RouteExpectations } from './rules.ts';
import { checkCase } from './run.ts';
import { PERSONAS, startWorld, type World } from './world.ts';

/**
 * Registers one feature's part of the authorisation matrix in the calling test file (the feature's
 * `authorisation.test.ts`): every route it names, called as every persona, on another company's records
 * and on its own. An answer that shows or changes another company's data, or lets a persona do what its
 * role may not, fails. Each file starts its own world (a copy of the migrated database and a small
 * cast), so the features' files run in parallel; authorisation-matrix.test.ts checks every route has
 * an expectation in some feature's `authorisation.ts`.
 */
export function authorisationMatrix(
  feature: string,
  expectations: RouteExpectations,
  /** A feature too large for one file runs in parts, each file taking every `of`-th route. */
  { part, of }: { part: number; of: number } = { part: 1, of: 1 },
): void {
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(() => world?.close());

  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const title = of > 1 ? `${feature}, part ${part} of ${of}` : feature;
  const routes = Object.entries(expectations).filter((_, index) => index % of === part - 1);
  describe(`authorisation matrix of ${title} (${database})`, () => {
    for (const [route, cases] of routes) {
      for (const matrixCase of cases) {
        for (const persona of PERSONAS) {
          it(`${route}: ${matrixCase.does}, as ${persona} — ${ruleOf(route, matrixCase, persona)}`, async () => {
            expect(await checkCase(world, route, matrixCase, persona)).toEqual([]);
          });
        }
      }
    }
  });
}
