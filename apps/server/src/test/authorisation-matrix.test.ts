import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './app.ts';
import { expectationsByFeature, FEATURES_DIR } from './authorisation-matrix/expectations.ts';
import type { RouteExpectations } from './authorisation-matrix/rules.ts';

/**
 * The authorisation matrix is split per feature: each feature's `authorisation.ts` says what every
 * persona may do with its routes, and its `authorisation.test.ts` runs those cases (the shared runner,
 * world and rules are in authorisation-matrix/). This file checks the split leaves nothing out: every
 * route of the OpenAPI document has an expectation, every expectation a route, and every feature's
 * expectations a test file that runs them.
 */

/** A test file's call of the shared runner: the feature's name and, for a feature in parts, which part. */
const MATRIX_CALL = /authorisationMatrix\('([\w-]+)', EXPECTATIONS(?:, \{ part: (\d+), of: (\d+) \})?\)/g;

let test: Awaited<ReturnType<typeof startTestApp>>;
let byFeature: Map<string, RouteExpectations>;
beforeAll(async () => {
  test = await startTestApp();
  byFeature = await expectationsByFeature();
});
afterAll(() => test?.close());

function documentedRoutes(document: unknown): string[] {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
}

describe('authorisation matrix', () => {
  it('has an expectation for every route of the OpenAPI document, and a route for every expectation', () => {
    const documented = documentedRoutes(test.app.swagger());
    const expected = [...byFeature.values()].flatMap((expectations) => Object.keys(expectations));
    const missing = documented
      .filter((route) => !expected.includes(route))
      .map(
        (route) =>
          `${route} has no expectation: add one to the authorisation.ts of the feature that serves it (apps/server/src/features/<feature>/authorisation.ts, with an authorisation.test.ts beside it): what each persona may do, why, and a valid request`,
      );
    const stale = expected
      .filter((route) => !documented.includes(route))
      .map((route) => `${route} is not in the OpenAPI document any more: remove its expectation`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it('has each route in one feature only', () => {
    const owners = new Map<string, string[]>();
    for (const [feature, expectations] of byFeature) {
      for (const route of Object.keys(expectations))
        owners.set(route, [...(owners.get(route) ?? []), feature]);
    }
    const twice = [...owners]
      .filter(([, features]) => features.length > 1)
      .map(([route, features]) => `${route} is expected in ${features.join(' and ')}`);
    expect(twice).toEqual([]);
  });

  it("runs every feature's expectations, whole or in all of its parts, in its authorisation test files", () => {
    const unrun = [...byFeature.keys()].flatMap((feature) => {
      const dir = join(FEATURES_DIR, feature);
      const calls = readdirSync(dir)
        .filter((name) => /^authorisation.*\.test\.ts$/.test(name))
        .flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(MATRIX_CALL)])
        .map(([, name, part, of]) => ({ name, part: Number(part ?? 1), of: Number(of ?? 1) }));
      const parts = calls.filter((call) => call.name === feature);
      const of = parts[0]?.of ?? 1;
      const complete =
        parts.length === of &&
        parts.every((call) => call.of === of) &&
        Array.from({ length: of }, (_, index) => index + 1).every((part) =>
          parts.some((call) => call.part === part),
        );
      return complete
        ? []
        : [
            `features/${feature}/authorisation.test.ts should call authorisationMatrix('${feature}', EXPECTATIONS), or its parts (authorisation.part-2.test.ts …) each call it with { part, of }`,
          ];
    });
    expect(unrun).toEqual([]);
  });
});
