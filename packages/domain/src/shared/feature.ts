/**
 * What the platform's registries know of a feature, declared once in the feature's domain folder
 * (`<feature>/feature.ts`): its name, the catalogue namespace of its texts, and the kinds of record
 * its changes are audited under. The audit route and trail read these; nothing lists them again.
 */
export interface FeatureFacts {
  name: string;
  /** The top-level key of its texts in the catalogues (`i18n/<namespace>/en.json`). */
  namespace: string;
  /** The `entity` of its audit entries; each kind belongs to one feature. */
  auditEntities: readonly string[];
}
