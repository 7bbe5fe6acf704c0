import {
  type SimulatedBin,
  simulatedBin,
  simulatedBinInput,
  simulatedBinNumber,
} from '@sirkula/domain/smartbins/simulation';
import { inParallel } from './parallel.ts';
import { createBin, customerCompanies, type StaffSession, simulationBins } from './staff-api.ts';

/** Bins created at once: one POST each, a few at a time, so the server keeps answering its users. */
const CREATING_AT_ONCE = 8;

export interface FleetBin {
  bin: SimulatedBin;
  /** What the product last stored for it, where the simulation carries on from. */
  last?: { fillPercent: number | null; batteryPercent: number | null };
}

/**
 * Bins 1 to `count`, creating those an earlier run did not, spread over the active customer
 * companies. A bin that cannot be created is reported and left out of the run.
 */
export async function ensureFleet(
  session: StaffSession,
  count: number,
  expectedIntervalMinutes: number,
  log: (line: string) => void,
): Promise<FleetBin[]> {
  const existing = new Map(
    (await simulationBins(session)).map((bin) => [simulatedBinNumber(bin.label), bin.latest] as const),
  );
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  const missing = numbers.filter((number) => !existing.has(number));
  const beyond = [...existing.keys()].filter((number) => number === null || number > count).length;
  log(
    `${existing.size - beyond} simulated bins found, ${missing.length} to create` +
      (beyond ? ` (${beyond} more from an earlier run stay silent)` : ''),
  );

  const failed = new Set<number>();
  if (missing.length > 0) {
    const companies = await customerCompanies(session);
    if (companies.length === 0) throw new Error('No active customer company to place the bins at.');
    const started = Date.now();
    await inParallel(missing, CREATING_AT_ONCE, async (number) => {
      // The list is not empty, so every remainder names a company.
      const company = companies[(number - 1) % companies.length] as (typeof companies)[number];
      const input = simulatedBinInput(simulatedBin(number), company.id, expectedIntervalMinutes);
      try {
        await createBin(session, input);
      } catch (error) {
        failed.add(number);
        if (failed.size <= 5) log(error instanceof Error ? error.message : String(error));
      }
    });
    const seconds = ((Date.now() - started) / 1_000).toFixed(1);
    log(
      `created ${missing.length - failed.size} bins at ${companies.length} customers in ${seconds} s` +
        (failed.size ? `; ${failed.size} could not be created` : ''),
    );
  }

  return numbers
    .filter((number) => !failed.has(number))
    .map((number) => {
      const latest = existing.get(number);
      const bin = simulatedBin(number);
      return latest ? { bin, last: latest } : { bin };
    });
}
