import { typedRegistrationNumber } from '@sirkula/domain/waste/numbers';

/** Where a label's QR code points: `…/public/track/<registration number>`. */
const TRACK_PATH = /\/public\/track\/([^/?#\s]+)/i;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The registration number in what was scanned or typed: a label's tracking URL (from any host, since
 * labels printed on a test server still name their record) or the number itself, typed loosely.
 */
export function registrationNumberFrom(text: string): string | null {
  const segment = TRACK_PATH.exec(text)?.[1];
  return typedRegistrationNumber(segment ? decoded(segment) : text.trim());
}
