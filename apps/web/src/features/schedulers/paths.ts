/** The internal menu's 'scheduler' entry: the schedulers, and beside them the log of their runs. */
export const SCHEDULERS_PATH = '/internal/scheduler';

/** The runs' log, narrowed to one scheduler's runs when a code is given. */
export function runsPath(code?: string): string {
  const logs = `${SCHEDULERS_PATH}/logs`;
  return code ? `${logs}?${new URLSearchParams({ code })}` : logs;
}
