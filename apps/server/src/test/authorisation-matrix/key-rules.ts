import { type KeyScope, type RouteKey, routeOf, scopeFor } from '@sirkula/domain/shared/contract';
import { FEATURES } from '../../features/registry.ts';
import type { MatrixCase, Rule } from './rules.ts';
import { KEY_ACTS_AS, KEY_PERSONA_SCOPES, KEY_PERSONAS, type KeyPersona, type Persona } from './world.ts';

/** Each route's scope for keys, keyed as the matrix names routes (`GET /api/v1/waste/{id}`). */
const SCOPES = new Map<string, KeyScope | null>(
  FEATURES.flatMap((feature) => feature.contracts).flatMap((contract) =>
    Object.entries(contract).map(([key, endpoint]) => {
      const { method, path } = routeOf(key as RouteKey);
      return [`${method} /api/v1${path.replace(/:(\w+)/g, '{$1}')}`, scopeFor(endpoint)] as const;
    }),
  ),
);

const isKeyPersona = (persona: Persona): persona is KeyPersona =>
  (KEY_PERSONAS as readonly string[]).includes(persona);

/**
 * What a persona may do with a route: a person's rule as the feature wrote it; a key's, the rule of the
 * person it acts as where the route names one of the key's scopes, refused everywhere else but on public
 * routes.
 */
export function ruleOf(route: string, matrixCase: MatrixCase, persona: Persona): Rule {
  if (!isKeyPersona(persona)) return matrixCase.who[persona];
  const scope = SCOPES.get(route);
  // A public route answers anyone; a key's header is not read there.
  if (!scope && matrixCase.who.anonymous !== 'refused') return matrixCase.who.anonymous;
  if (!scope || !KEY_PERSONA_SCOPES[persona].includes(scope)) return 'refused';
  return matrixCase.who[KEY_ACTS_AS[persona]];
}
