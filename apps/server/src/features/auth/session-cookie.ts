import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth.ts';

export interface SessionCookie {
  name: string;
  attributes: { secure?: boolean; sameSite?: string; path?: string; httpOnly?: boolean; maxAge?: number };
}

/** better-auth's own name and attributes for the session cookie, so both sides always agree. */
export async function sessionCookieOf(auth: Auth): Promise<SessionCookie> {
  return (await auth.$context).authCookies.sessionToken;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The session token of a request, when its cookie carries a valid signature (better-auth signs it
 * `<token>.<base64 HMAC-SHA256>` with the auth secret). Checked here, in memory, so a forged or
 * tampered cookie never costs a database lookup.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  cookie: SessionCookie,
  secret: string,
): { token: string; raw: string } | null {
  if (!cookieHeader) return null;
  const raw = cookieValue(cookieHeader, cookie.name);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { token, raw };
}

/** The same cookie again with a new lifetime, after the session's expiry was pushed forward. */
export function renewedSessionCookie(cookie: SessionCookie, raw: string, maxAgeSeconds: number): string {
  const { attributes } = cookie;
  const sameSite = attributes.sameSite ?? 'lax';
  return [
    `${cookie.name}=${raw}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${attributes.path ?? '/'}`,
    ...(attributes.httpOnly ? ['HttpOnly'] : []),
    ...(attributes.secure ? ['Secure'] : []),
    `SameSite=${sameSite[0]?.toUpperCase()}${sameSite.slice(1)}`,
  ].join('; ');
}
