import type { Db } from '../../db/client.ts';
import type { Recipient } from '../../lib/notifications.ts';
import { companyAdmins } from './queries.ts';

/**
 * Each company's active admins, read once however many of its records a job tells them of in a run
 * (payment reminders, contracts ending).
 */
export function adminsByCompany(db: Db): (companyId: string) => Promise<Recipient[]> {
  const known = new Map<string, Promise<Recipient[]>>();
  return (companyId) => {
    const admins = known.get(companyId) ?? companyAdmins(db, companyId);
    known.set(companyId, admins);
    return admins;
  };
}
