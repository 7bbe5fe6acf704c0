import type { Portal } from '@sirkula/domain/auth/portals';

/**
 * Where the reports live: the internal menu's own entry, and for a customer beside its waste (the
 * monthly e-mails link there).
 */
export function reportsPath(portal: Portal): string {
  return portal === 'internal' ? '/internal/reports' : '/customer/waste/reports';
}

export function recipientsPath(portal: Portal): string {
  return `${reportsPath(portal)}/recipients`;
}
