import { z } from 'zod';

/** The provider's public identity, shown in the footer, e-mails and (later) invoices. */
export const branding = z.object({
  companyName: z.string().trim().min(2).max(160),
  companyLine: z.string().trim().min(2).max(240),
  pseNumber: z.string().trim().min(1).max(80),
  contactEmail: z.string().trim().email(),
  copyrightYear: z.number().int().min(2000).max(2100),
});
export type Branding = z.infer<typeof branding>;

/** Shown until the provider's own details are stored in settings. */
export const DEFAULT_BRANDING: Branding = {
  companyName: 'Sirkula',
  companyLine: 'Sirkula waste-management platform',
  pseNumber: '-',
  contactEmail: 'support@sirkula.local',
  copyrightYear: 2025,
};
