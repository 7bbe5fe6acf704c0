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

/**
 * How much less than was picked up may arrive and still count as the whole record, in the record's
 * unit (kg or bins): scales at the two ends differ a little. The provider sets it; 0 by default.
 */
export const deliveryTolerance = z.number().min(0).max(1_000);
export const DEFAULT_DELIVERY_TOLERANCE = 0;

export const deliveryToleranceInput = z.object({
  tolerance: z
    .number('settings.validation.tolerance')
    .min(0, 'settings.validation.tolerance')
    .max(1_000, 'settings.validation.tolerance')
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'settings.validation.tolerance',
    ),
});

export const deliveryToleranceAnswer = z.object({ tolerance: z.number(), canChange: z.boolean() });
export type DeliveryToleranceAnswer = z.input<typeof deliveryToleranceAnswer>;
export const deliveryToleranceSaved = deliveryToleranceAnswer.extend({ message: z.string() });
