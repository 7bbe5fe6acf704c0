import { z } from 'zod';
import { pageQuery } from '../shared/lists.ts';
import { PHYSICAL_FORMS } from '../waste/rules.ts';
import { HAZARD_CHARACTERISTICS, orderedCharacteristics } from './b3-codes.ts';
import { MANIFEST_STATUSES } from './rules.ts';

/**
 * What staff record of a manifest from Festronik: its number, as typed (Festronik's format is not
 * known, so it is only trimmed and bounded), and where Festronik's flow stands.
 */
export const manifestUpdateInput = z.object({
  festronikNumber: z
    .string()
    .trim()
    .max(60, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null),
  status: z.enum(MANIFEST_STATUSES),
});
export type ManifestUpdateInput = z.input<typeof manifestUpdateInput>;
export type ManifestUpdate = z.output<typeof manifestUpdateInput>;

/** How many packages one record may name: a bound against typing slips, far above a truck's load. */
export const MAX_PACKAGE_COUNT = 10_000;

export const packageCount = z
  .number({ message: 'manifests.validation.packageCount' })
  .int('manifests.validation.packageCount')
  .min(1, 'manifests.validation.packageCount')
  .max(MAX_PACKAGE_COUNT, 'manifests.validation.packageCount');

/**
 * The physical form, package count and hazard characteristics of a B3 record, as staff complete them
 * for its manifest. Characteristics left out stay as they are; an empty list goes back to the code's.
 */
export const manifestDetailsInput = z.object({
  physicalForm: z.enum(PHYSICAL_FORMS),
  packageCount,
  characteristics: z
    .array(z.enum(HAZARD_CHARACTERISTICS), { message: 'manifests.validation.characteristics' })
    .max(HAZARD_CHARACTERISTICS.length, 'manifests.validation.characteristics')
    .transform(orderedCharacteristics)
    .optional(),
});
export type ManifestDetailsInput = z.input<typeof manifestDetailsInput>;
export type ManifestDetails = z.output<typeof manifestDetailsInput>;

/** A list of manifests: a customer's own as sender, a partner's journeys', or every one for staff. */
export const listManifestsQuery = pageQuery.extend({
  status: z.enum(MANIFEST_STATUSES).optional(),
});
export type ListManifestsQuery = z.input<typeof listManifestsQuery>;
export type ManifestListFilter = z.output<typeof listManifestsQuery>;

/** Why staff let B3 waste be picked up before Festronik gave the manifest a number. */
export const pickupOverrideInput = z.object({
  reason: z
    .string({ message: 'manifests.validation.overrideReason' })
    .trim()
    .min(10, 'manifests.validation.overrideReason')
    .max(500, 'validation.tooLong'),
});
export type PickupOverrideInput = z.input<typeof pickupOverrideInput>;
