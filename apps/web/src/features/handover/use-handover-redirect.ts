import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getStoredSession } from '../../lib/stored-session.ts';
import { handoverTargetQuery } from './api.ts';
import { handoverPath, isHandoverPortal } from './handover-paths.ts';

/**
 * A label's tracking URL opened by a signed-in driver, receiver or staff member leads to the record's
 * handover form, once the server confirms the record is on a journey of theirs; anyone else (and
 * they, for a record not theirs) stays on the public page.
 */
export function useHandoverRedirect(registrationNumber: string): void {
  const navigate = useNavigate();
  const portal = getStoredSession()?.userType;
  const handover = isHandoverPortal(portal);
  const target = useQuery({ ...handoverTargetQuery(registrationNumber), enabled: handover, retry: false });

  useEffect(() => {
    if (handover && target.data)
      navigate(handoverPath(portal, target.data.registrationNumber), { replace: true });
  }, [handover, portal, target.data, navigate]);
}
