import {
  canConvertLead,
  canMoveLead,
  LEAD_STATUSES,
  type LeadStatus,
} from '@sirkula/domain/partnership/rules';
import type { Actor } from '../../lib/access.ts';

/** Internal staff (members and admins) read the queue of leads and work it: statuses and notes. */
export function canWorkLeads(actor: Actor): boolean {
  return actor.userType === 'internal';
}

/** Converting a lead makes a company (and a draft contract): the provider's internal admins only. */
export function canConvertLeads(actor: Actor): boolean {
  return actor.userType === 'internal' && actor.role === 'admin';
}

/** What this actor may do with a lead in its status, for the screen to offer. */
export function leadPermissions(actor: Actor, lead: { status: LeadStatus }) {
  const works = canWorkLeads(actor);
  return {
    moveTo: works ? LEAD_STATUSES.filter((to) => canMoveLead(lead.status, to)) : [],
    note: works,
    convert: canConvertLeads(actor) && canConvertLead(lead.status),
  };
}
