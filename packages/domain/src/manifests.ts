/**
 * A B3 manifest's status, mirroring Festronik's own flow: the transporter plans it, the sender then the
 * receiver approve it, the waste is carried, and the manifest is reported to the ministry.
 */
export const MANIFEST_STATUSES = [
  'planned',
  'approvedBySender',
  'approvedByReceiver',
  'carried',
  'reported',
] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];
