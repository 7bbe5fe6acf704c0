// What other features may use of partnership: everything else in its folder is its own.
// The review queue's screens, which the companies feature places under Companies.
export { LeadDetailPage } from './lead-detail-page.tsx';
export { LeadsPage } from './leads-page.tsx';
