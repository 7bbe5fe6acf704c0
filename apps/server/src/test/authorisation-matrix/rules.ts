import type { FormFile } from '../multipart.ts';
import type { Cast, Fresh, Person, User, World } from './world.ts';

/**
 * What a persona may do with a route:
 * - `refused`: 401, 403 or 404 — on another company's records and on its own — and nothing changes;
 * - `own-only`: succeeds on its own company's records; another company's are answered as the case's
 *   `others` says (by default refused, exactly like records that do not exist);
 * - `allowed`: succeeds, on any company's records.
 */
export type Rule = 'refused' | 'own-only' | 'allowed';
/** Per person; the key personas' rules follow from these and the route's scope (`ruleOf`). */
export type Rules = Record<Person, Rule>;

/**
 * How an `own-only` route answers when the call names another company's records:
 * - `refused`: 401/403/404 and nothing changes;
 * - `narrowed`: 2xx, but the answer shows and the call touches only the caller's own company
 *   (lists filtered to it, a new account placed in it whatever the body said);
 * - `invalid`: 400 and nothing changes — a reference in the body that is not yours reads like one that
 *   does not exist.
 */
export type OthersAnswer = 'refused' | 'narrowed' | 'invalid';

/** One request to make: the path's parameters, the query, and a JSON body or one uploaded file. */
export interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object;
  upload?: { fileName: string; data: Buffer };
  /** A whole multipart form: text fields and named files (a phone's handover). */
  form?: { fields: Record<string, string | number>; files: FormFile[] };
  /**
   * The account the call acts for when the body, not the session, says who it is (a one-time link's
   * token, a sign-in's credentials): the answer and the changes are judged as that account's.
   */
  actsFor?: User;
}

export interface RequestContext {
  world: World;
  /** The company whose records the call names: the caller's own, or another one. */
  target: Cast;
  side: 'own' | 'other';
  /** Who calls (a fresh account when the case asks for one); null for anonymous. */
  self: User | null;
  fresh: Fresh;
}

/** After a successful call: a problem to report, or undefined when what was stored is right. */
export type StoredCheck = (context: RequestContext, request: MatrixRequest) => Promise<string | undefined>;

export interface MatrixCase {
  /** What the call tries, e.g. "rename a member of the target company". */
  does: string;
  who: Rules;
  /** The product rule behind `who`, in a sentence. */
  why: string;
  /**
   * Who makes the call: the persona's own signed-in account (default); a fresh account in the same
   * place (calls that sign out, change the password or could raise the caller's own privileges, so a
   * hole cannot spoil the persona for the rest of the matrix); or a fresh one without a company.
   */
  actor?: 'persona' | 'fresh' | 'companyless';
  /** `company` (default): called on another company's records and, unless refused outright, on its own. */
  scope?: 'company' | 'none';
  others?: OthersAnswer;
  /** Null when the call cannot be made for this target (e.g. a partner has no waste records). */
  request: (context: RequestContext) => Promise<MatrixRequest | null>;
  stored?: StoredCheck;
}

/** Keyed by method and OpenAPI path, e.g. `PATCH /api/v1/users/{id}`. */
export type RouteExpectations = Record<string, MatrixCase[]>;

const everyone = (rule: Rule): Rules => ({
  anonymous: rule,
  customerAAdmin: rule,
  customerAMember: rule,
  customerBAdmin: rule,
  partnerAdmin: rule,
  partnerDriver: rule,
  internalMember: rule,
  internalAdmin: rule,
});

/** Open to anyone, signed in or not. */
export const PUBLIC: Rules = everyone('allowed');

/** Any signed-in account, about itself or about nothing in particular. */
export const SIGNED_IN: Rules = { ...everyone('allowed'), anonymous: 'refused' };

/** The provider's staff only. */
export const INTERNAL_ONLY: Rules = {
  ...everyone('refused'),
  internalMember: 'allowed',
  internalAdmin: 'allowed',
};

/** Endpoints for integration keys (machines): no signed-in account may call them, however privileged. */
export const KEYS_ONLY: Rules = everyone('refused');

/** Only internal admins. */
export const INTERNAL_ADMINS: Rules = { ...everyone('refused'), internalAdmin: 'allowed' };

/** Customer and partner admins only (about themselves or their own company). */
export const COMPANY_ADMINS: Rules = {
  ...everyone('refused'),
  customerAAdmin: 'allowed',
  customerBAdmin: 'allowed',
  partnerAdmin: 'allowed',
};

/** Every company user reads their own company's records; staff read everyone's. */
export const COMPANY_USERS_OWN: Rules = {
  anonymous: 'refused',
  customerAAdmin: 'own-only',
  customerAMember: 'own-only',
  customerBAdmin: 'own-only',
  partnerAdmin: 'own-only',
  partnerDriver: 'own-only',
  internalMember: 'allowed',
  internalAdmin: 'allowed',
};

/** A company's admins manage their own company; members may not; staff manage every company. */
export const COMPANY_ADMINS_OWN: Rules = {
  ...COMPANY_USERS_OWN,
  customerAMember: 'refused',
  partnerDriver: 'refused',
};

/** Waste records are the customers' (partners see only what their journeys carry); staff see all. */
export const CUSTOMERS_OWN: Rules = {
  ...COMPANY_USERS_OWN,
  partnerAdmin: 'refused',
  partnerDriver: 'refused',
};

/**
 * Journeys are their transporter's and receiver's (partner P is a transporter); a driver account's are
 * those assigned to it (the matrix assigns P's journeys to the caller when it is P's driver); staff
 * reach all.
 */
export const PARTNERS_OWN: Rules = {
  ...everyone('refused'),
  partnerAdmin: 'own-only',
  partnerDriver: 'own-only',
  internalMember: 'allowed',
  internalAdmin: 'allowed',
};

/**
 * What a journey's receiver does (receiving, closing the delivery, confirming processing): the
 * receiving partner's admins and members on its own journeys — never a driver account, which carries
 * only — and staff on any.
 */
export const RECEIVER_OWN: Rules = { ...PARTNERS_OWN, partnerDriver: 'refused' };

/** Partners and staff, about nothing of a company's (the list of transit hubs). */
export const PARTNERS_AND_STAFF: Rules = {
  ...everyone('refused'),
  partnerAdmin: 'allowed',
  partnerDriver: 'allowed',
  internalMember: 'allowed',
  internalAdmin: 'allowed',
};
