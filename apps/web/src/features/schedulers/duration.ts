/**
 * A run's length in the largest units that read well: milliseconds under a second, seconds (to a
 * tenth) under a minute, then minutes and seconds, then hours and minutes.
 */
export type Duration =
  | { unit: 'milliseconds'; milliseconds: number }
  | { unit: 'seconds'; seconds: number }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | { unit: 'hours'; hours: number; minutes: number };

export function splitDuration(milliseconds: number): Duration {
  if (milliseconds < 1000) return { unit: 'milliseconds', milliseconds: Math.round(milliseconds) };
  // Rounded before it is split, so 59.96 s reads "1 min 0 s", never "60 s".
  const tenths = Math.round(milliseconds / 100);
  if (tenths < 600) return { unit: 'seconds', seconds: tenths / 10 };
  const seconds = Math.round(milliseconds / 1000);
  if (seconds < 3600) return { unit: 'minutes', minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
  const minutes = Math.round(milliseconds / 60_000);
  return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
