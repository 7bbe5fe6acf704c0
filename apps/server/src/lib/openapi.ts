import {
  type Endpoint,
  isKeyAccess,
  KEY_SCOPES,
  type KeyScope,
  scopeFor,
} from '@sirkula/domain/shared/contract';

/** What each scope lets a key do, as the API document says it. */
const SCOPE_TEXTS: Record<KeyScope, string> = {
  'waste:read': "read the company's waste records (list and detail)",
  'pickups:write': 'request pickups: create, submit and cancel pickup requests, read the pickup rule',
  'journeys:read': 'read the journeys carrying the company’s waste, their tracking and routes',
  'invoices:read': "read the company's invoices and download their PDFs",
  'telemetry:write': "send smart-bin sensor readings (the company's bins; the provider's key: every bin)",
};

const DESCRIPTION = `Waste-management platform API.

## Authentication
- **Session** (the web app): the session cookie set by \`POST /api/v1/auth/login\`.
- **API key**: \`Authorization: Bearer sirkula_<public id>_<secret>\`. Company admins make keys in their
  company's Developers section, the provider's admins under Internal → API. A key acts for its company
  (a provider key for the provider) and reaches only the endpoints naming one of its scopes; anything else
  answers 403 \`KEY_SCOPE\`. A revoked, expired or unknown key answers 401 \`INVALID_KEY\`.
- Each key has a limit of requests per minute, counted across every server; past it the answer is 429
  \`KEY_RATE_LIMITED\` with a \`Retry-After\` header in seconds.
- Rotating a key gives a new secret; the old one keeps working for the grace period chosen.

## Scopes
${KEY_SCOPES.map((scope) => `- \`${scope}\`: ${SCOPE_TEXTS[scope]}`).join('\n')}
`;

/** The document's head: the two ways to authenticate and what each scope allows. */
export const OPENAPI_HEAD = {
  info: { title: 'Sirkula API', description: DESCRIPTION, version: '1.0.0' },
  components: {
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'sirkula.session_token' },
      apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'sirkula_<public id>_<secret>' },
    },
  },
} as const;

type Security = { security: Array<Record<string, string[]>>; description?: string };

/** An endpoint's security in the document: who may call it, and the key scope it takes if any. */
export function endpointSecurity(endpoint: Endpoint): Security {
  const scope = scopeFor(endpoint);
  if (endpoint.access === 'public') return { security: [] };
  const viaKey = scope ? { description: `API keys need the scope \`${scope}\`.` } : {};
  if (isKeyAccess(endpoint.access)) return { security: [{ apiKey: [] }], ...viaKey };
  return { security: scope ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }], ...viaKey };
}
