import type { Access, KeyScope } from '@sirkula/domain/shared/contract';
import type { Language } from '@sirkula/domain/shared/languages';
import type { UserRole, UserType } from '@sirkula/domain/users/rules';
import type { SessionUserRow } from '../features/auth/queries.ts';
import type { KeyCaller } from '../features/integrations/public.ts';

export interface Actor {
  id: string;
  userType: UserType;
  role: UserRole;
  companyId: string | null;
  mustChangePassword: boolean;
  /**
   * The driver (fleet) this account drives as, when it is linked to one of its company's drivers; the
   * session always says, an actor made for a seed or a test may leave it out (not a driver).
   */
  driverId?: string | null;
  /**
   * Set when an API key calls rather than a person: the key acts as a member of its company (or of the
   * provider's staff), in the name of whoever made it (`id`; the key's own id for a key nobody made).
   */
  keyId?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, as its contract declares it; the access hook enforces it first. */
    access?: Access;
    /** Routes a user who must change their password may still use (profile, password, logout). */
    allowedBeforePasswordChange?: boolean;
    /** The scope an API key needs to call this route (key-only routes' too); none: people only. */
    keyScope?: KeyScope;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The signed-in account as the access hook read it, for answers about the user themselves. */
    account: SessionUserRow | null;
    language: Language;
    /** The API key calling, once accepted (its actor is `actor`, marked with the key's id). */
    keyCaller: KeyCaller | null;
    /** The key whose request log notes this request: accepted, or refused for its scope or its rate. */
    loggedKeyId: string | null;
  }
}
