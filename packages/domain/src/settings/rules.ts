import { z } from 'zod';
import { isInvoiceNumberFormat, OFFERED_PPN_OPTIONS } from '../billing/rules.ts';
import { formatNpwp, nitkuMatchesNpwp, npwpDigits } from '../companies/rules.ts';
import { DEFAULT_THRESHOLDS } from '../smartbins/rules.ts';
import { emailField, nameField, normalisePhone } from '../users/rules.ts';

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

/** What an internal admin edits of the branding; the copyright year stays as stored. */
export const brandingInput = z.object({
  companyName: z.string().trim().min(2, 'validation.nameTooShort').max(160, 'validation.tooLong'),
  companyLine: z.string().trim().min(2, 'validation.nameTooShort').max(240, 'validation.tooLong'),
  pseNumber: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  contactEmail: emailField,
});
export type BrandingInput = z.input<typeof brandingInput>;
export type BrandingValues = z.output<typeof brandingInput>;
export const brandingSaved = branding.extend({ message: z.string() });
export type BrandingSaved = z.input<typeof brandingSaved>;

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

/**
 * What a smart bin without thresholds of its own is judged on, and how many months of raw readings
 * are kept (the hourly roll-ups stay for ever).
 */
export const DEFAULT_BIN_SETTINGS = { ...DEFAULT_THRESHOLDS, readingMonths: 13 };
const whole = (min: number, max: number) =>
  z
    .number('settings.validation.binSetting')
    .int('settings.validation.binSetting')
    .min(min, 'settings.validation.binSetting')
    .max(max, 'settings.validation.binSetting');
export const binSettingsInput = z.object({
  fullPercent: whole(1, 100),
  fireC: whole(30, 150),
  tiltDeg: whole(5, 90),
  lowBatteryPercent: whole(1, 99),
  readingMonths: whole(1, 120),
});
export type BinSettings = z.output<typeof binSettingsInput>;
export const binSettingsAnswer = binSettingsInput.extend({ canChange: z.boolean() });
export const binSettingsSaved = binSettingsAnswer.extend({ message: z.string() });

/** How many days the schedulers' run logs are kept; the daily clean-up removes older runs. */
export const DEFAULT_SCHEDULER_SETTINGS = { logDays: 90 };
export const schedulerSettingsInput = z.object({
  logDays: z
    .number('settings.validation.logDays')
    .int('settings.validation.logDays')
    .min(7, 'settings.validation.logDays')
    .max(730, 'settings.validation.logDays'),
});
export type SchedulerSettings = z.output<typeof schedulerSettingsInput>;
export const schedulerSettingsAnswer = schedulerSettingsInput.extend({ canChange: z.boolean() });
export const schedulerSettingsSaved = schedulerSettingsAnswer.extend({ message: z.string() });

/** Digits as typed, with the dots, dashes and spaces people group them by left out. */
function digitsOf(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

/** The NITKU as people read it: the NPWP part in groups of four, then the place's six digits. */
export function formatNitku(digits: string): string {
  return /^\d{22}$/.test(digits) ? `${formatNpwp(digits.slice(0, 16))} ${digits.slice(16)}` : digits;
}

const npwpField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .transform((value, ctx) => {
    const digits = npwpDigits(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'companies.validation.npwp' });
      return z.NEVER;
    }
    return digits;
  });

const nitkuField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .transform((value, ctx) => {
    const digits = digitsOf(value);
    if (!/^\d{22}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: 'settings.validation.nitku' });
      return z.NEVER;
    }
    return digits;
  });

/** Kept as typed, as it is printed, once it reads as an Indonesian number (a landline too). */
const optionalPhone = z
  .string()
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!normalisePhone(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.phoneInvalid' });
      return z.NEVER;
    }
    return value;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null);

/** One account customers pay into, as the invoice prints it. */
export const bankAccountInput = z.object({
  bankName: z.string().trim().min(2, 'validation.nameTooShort').max(80, 'validation.tooLong'),
  accountName: nameField,
  // Banks print account numbers grouped by spaces or dashes; what matters is that it is one.
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d[\d -]{3,28}\d$/, 'settings.validation.accountNumber'),
  branch: optionalText(120),
});
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const MAX_BANK_ACCOUNTS = 3;

/** The provider's invoice block: what every invoice prints about the provider, and its defaults. */
export const invoicingInput = z
  .object({
    npwp: npwpField,
    nitku: nitkuField,
    address: z.string().trim().min(10, 'settings.validation.address').max(500, 'validation.tooLong'),
    phone: optionalPhone,
    bankAccounts: z
      .array(bankAccountInput)
      .min(1, 'settings.validation.bankAccounts')
      .max(MAX_BANK_ACCOUNTS, 'settings.validation.bankAccounts'),
    directorOfMarketing: nameField,
    defaultPreparer: nameField,
    defaultApprover: nameField,
    invoiceNumberFormat: z
      .string()
      .trim()
      .refine(isInvoiceNumberFormat, 'settings.validation.invoiceNumberFormat'),
    /** New invoices are dated today, when only PPN 12% of DPP nilai lain is lawful (decision 017). */
    defaultPpnOption: z
      .enum(OFFERED_PPN_OPTIONS, 'settings.validation.ppnOption')
      .refine((option) => option === 'ppn12Dpp', 'settings.validation.ppn11Default'),
  })
  .refine((block) => nitkuMatchesNpwp(block.nitku, block.npwp), {
    path: ['nitku'],
    message: 'settings.validation.nitkuNpwp',
    // Said as soon as both numbers have their shape, even while other fields are still wrong.
    when: ({ value }) => {
      const { npwp, nitku } = (value ?? {}) as { npwp?: unknown; nitku?: unknown };
      return (
        typeof npwp === 'string' &&
        typeof nitku === 'string' &&
        npwpDigits(npwp) !== null &&
        /^\d{22}$/.test(digitsOf(nitku))
      );
    },
  });
export type InvoicingInput = z.input<typeof invoicingInput>;
export type InvoicingValues = z.output<typeof invoicingInput>;

/** The two images an invoice prints, stored as uploaded files; set only by their upload routes. */
export const INVOICING_IMAGES = ['logo', 'signature'] as const;
export type InvoicingImage = (typeof INVOICING_IMAGES)[number];

export const invoicingImageIds = z.object({
  logoFileId: z.string().nullable().default(null),
  signatureFileId: z.string().nullable().default(null),
});
export type InvoicingImageIds = z.output<typeof invoicingImageIds>;

/** The whole block as an invoice snapshots it when it is made. */
export type Invoicing = InvoicingValues & InvoicingImageIds;

/** A bank account as the invoicing block and the invoices it was copied onto answer it. */
export const bankAccountAnswer = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  // Invoices issued before the branch was asked for have none at all.
  branch: z.string().nullish(),
});

/** The block as the API answers it (the stored, checked values). */
export const invoicingBlock = z.object({
  npwp: z.string(),
  nitku: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  bankAccounts: z.array(bankAccountAnswer),
  directorOfMarketing: z.string(),
  defaultPreparer: z.string(),
  defaultApprover: z.string(),
  invoiceNumberFormat: z.string(),
  defaultPpnOption: z.enum(OFFERED_PPN_OPTIONS),
});
export type InvoicingBlock = z.input<typeof invoicingBlock>;

const imageInfo = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type ImageInfo = z.input<typeof imageInfo>;

/** The block, or null while nobody has set it up (billing then asks for it first), and its images. */
export const invoicingAnswer = z.object({
  invoicing: invoicingBlock.nullable(),
  logo: imageInfo.nullable(),
  signature: imageInfo.nullable(),
  canChange: z.boolean(),
});
export type InvoicingAnswer = z.input<typeof invoicingAnswer>;
export const invoicingSaved = invoicingAnswer.extend({ message: z.string() });
export type InvoicingSaved = z.input<typeof invoicingSaved>;
