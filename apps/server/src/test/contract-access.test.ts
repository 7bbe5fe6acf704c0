import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Access, Endpoint, RouteKey } from '@sirkula/domain/shared/contract';
import { isKeyAccess, routeOf } from '@sirkula/domain/shared/contract';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features/registry.ts';
import { expectationsByFeature } from './authorisation-matrix/expectations.ts';
import type { MatrixCase, RouteExpectations } from './authorisation-matrix/rules.ts';
import type { Person } from './authorisation-matrix/world.ts';

/**
 * A contract's access and the feature's policy must say the same thing: the access is the narrowest
 * that admits every persona the authorisation matrix expects to succeed. A contract admitting everyone
 * signed in while only staff may act would leave the policy as the only wall; this test refuses it.
 */
const COMPANY_PERSONAS: Person[] = [
  'customerAAdmin',
  'customerAMember',
  'customerBAdmin',
  'partnerAdmin',
  'partnerDriver',
];

/** An endpoint for integration keys admits no persona at all; any other, the narrowest access that fits. */
function narrowestAccess(cases: MatrixCase[], endpoint: Endpoint): Access {
  const admits = (persona: Person) => cases.some((matrixCase) => matrixCase.who[persona] !== 'refused');
  const admitsAnyone = admits('anonymous') || admits('internalAdmin') || COMPANY_PERSONAS.some(admits);
  if (isKeyAccess(endpoint.access) && !admitsAnyone) return endpoint.access;
  if (admits('anonymous')) return 'public';
  return COMPANY_PERSONAS.some(admits) ? 'signedIn' : 'internal';
}

/** The matrix's key for a contract's endpoint: `GET /api/v1/contracts/{id}` for `GET /contracts/:id`. */
function matrixKey(key: RouteKey): string {
  const { method, path } = routeOf(key);
  return `${method} /api/v1${path.replace(/:(\w+)/g, '{$1}')}`;
}

const endpoints = FEATURES.flatMap((feature) =>
  feature.contracts
    .flatMap((contract) => Object.entries(contract))
    .map(([key, endpoint]) => ({ key: key as RouteKey, endpoint })),
);

const expectations: RouteExpectations = Object.assign({}, ...(await expectationsByFeature()).values());

describe('contract access', () => {
  it.each(endpoints)(
    '$key admits exactly the callers its authorisation matrix entry expects',
    ({ key, endpoint }) => {
      const cases = expectations[matrixKey(key)];
      expect(cases, `${matrixKey(key)} has no authorisation matrix entry`).toBeDefined();
      expect(endpoint.access).toBe(narrowestAccess(cases ?? [], endpoint));
    },
  );
});

describe('routes', () => {
  it('come from the contracts only: no feature registers a route of its own', () => {
    const features = join(import.meta.dirname, '..', 'features');
    const ownRoutes = readdirSync(features, { recursive: true, encoding: 'utf8' })
      // The health check answers load balancers outside the API (/api/health), with no contract.
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('health/'))
      .filter((file) =>
        /\bapp\.(get|post|put|patch|delete|route)\(/.test(readFileSync(join(features, file), 'utf8')),
      );
    expect(ownRoutes).toEqual([]);
  });
});
