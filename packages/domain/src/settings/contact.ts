import { z } from 'zod';
import { isCalendarDate } from '../shared/dates.ts';
import { emailField, normalisePhone } from '../users/rules.ts';

/** A public holiday the office is closed on (date in WIB). */
export const holidayInput = z.object({
  date: z.string().trim().refine(isCalendarDate, 'settings.validation.holidayDate'),
  name: z.string().trim().min(2, 'validation.nameTooShort').max(120, 'validation.tooLong'),
});

/** An Indonesian number kept as typed (it is printed as typed), once it reads as one. */
const phoneAsTyped = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(40, 'validation.tooLong')
  .refine((value) => normalisePhone(value) !== null, 'validation.phoneInvalid');

/**
 * How the public reaches the provider: the contact page shows it all, so nothing here is private.
 * The WhatsApp number must be a mobile (08…/+628…) for a wa.me link to reach it.
 */
export const contactInput = z
  .object({
    address: z.string().trim().min(10, 'settings.validation.address').max(500, 'validation.tooLong'),
    phone: phoneAsTyped,
    email: emailField,
    whatsapp: phoneAsTyped.refine(
      (value) => normalisePhone(value)?.startsWith('+628') ?? true,
      'settings.validation.whatsapp',
    ),
    latitude: z
      .number('settings.validation.latitude')
      .min(-11, 'settings.validation.latitude')
      .max(6, 'settings.validation.latitude'),
    longitude: z
      .number('settings.validation.longitude')
      .min(95, 'settings.validation.longitude')
      .max(141, 'settings.validation.longitude'),
    holidays: z.array(holidayInput).max(60, 'settings.validation.holidays'),
  })
  .refine((input) => new Set(input.holidays.map((day) => day.date)).size === input.holidays.length, {
    path: ['holidays'],
    message: 'settings.validation.holidayTwice',
  });
export type ContactInput = z.input<typeof contactInput>;
export type ContactValues = z.output<typeof contactInput>;

/** The contact details as stored and answered (to anyone). */
export const contactDetails = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
});
export type ContactDetails = z.input<typeof contactDetails>;
export const contactSaved = contactDetails.extend({ message: z.string() });

/** Shown until the provider stores its own: a Jakarta office. */
export const DEFAULT_CONTACT: ContactDetails = {
  address: 'Jl. Jenderal Sudirman Kav. 52–53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
  phone: '021 5150 0000',
  email: 'halo@sirkula.local',
  whatsapp: '0812 1000 2000',
  latitude: -6.2245,
  longitude: 106.8096,
  holidays: [],
};

/** The wa.me link for a WhatsApp number: international digits without the plus. */
export function whatsappLink(number: string): string | null {
  const phone = normalisePhone(number);
  return phone ? `https://wa.me/${phone.slice(1)}` : null;
}
