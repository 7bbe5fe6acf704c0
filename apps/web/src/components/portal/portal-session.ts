import type { SessionAnswer } from '@sirkula/domain/auth/session';
import { createContext, useContext } from 'react';

/** The server's word on who is signed in, for every page inside a portal. */
export const PortalSessionContext = createContext<SessionAnswer | null>(null);

export function usePortalSession(): SessionAnswer {
  const session = useContext(PortalSessionContext);
  if (!session) throw new Error('usePortalSession is used outside a portal layout');
  return session;
}
