// npm run simulate:bins -- --bins 1000 --interval 10s [--url http://127.0.0.1:3000] [--key <key>]
//   [--email admin@demo.sirkula.id --password Demo12345] [--once] [--duration 60s]
// Keeps a fleet of simulated smart bins on a running server: signs in as staff, creates the bins labelled
// "Simulasi …" that are missing, then every interval posts one reading per bin the way its sensor's
// network would (DF702 frames via ChirpStack, EM310-UDL frames via The Things Stack, IMEI sensors in our
// JSON batch) and prints what the server made of them. How the bins fill, burn, fall and fall silent:
// packages/domain/src/smartbins/simulation.ts.
import { setTimeout as sleep } from 'node:timers/promises';
import { initialState, isSilent, nextState, readingOf } from '@sirkula/domain/smartbins/simulation';
import { ensureFleet } from './simulate-bins/fleet.ts';
import { readOptions } from './simulate-bins/options.ts';
import { signIn } from './simulate-bins/staff-api.ts';
import { networkError, requestsOf, send, tallyLine } from './simulate-bins/telemetry.ts';

/** The hour in Jakarta (WIB, UTC+7), where the simulation's virtual day starts. */
const jakartaHour = (now: Date) => (now.getUTCHours() + 7) % 24;

const log = (line: string) => console.log(`${new Date().toTimeString().slice(0, 8)}  ${line}`);

async function main() {
  const options = readOptions(process.argv.slice(2), process.env);
  const stop = new AbortController();
  // The first Ctrl-C lets the requests in flight finish; a second one ends the process at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
  if (options.durationMs !== null) setTimeout(() => stop.abort(), options.durationMs).unref();

  const session = await signIn(options.url, options.email, options.password);
  // The product calls a bin offline after three expected intervals without a reading.
  const expectedIntervalMinutes = Math.max(1, Math.ceil(options.intervalMs / 60_000));
  const fleet = await ensureFleet(session, options.bins, expectedIntervalMinutes, log);
  const hour = jakartaHour(new Date());
  let bins = fleet.map(({ bin, last }) => ({ bin, state: initialState(bin, { hour, last }) }));
  const every = options.once ? 'once' : `every ${options.intervalMs / 1_000} s (Ctrl-C stops)`;
  log(`${bins.length} bins report to ${options.url} ${every}`);

  for (let tick = 0; !stop.signal.aborted; tick++) {
    const started = Date.now();
    const due = bins
      .filter(({ bin, state }) => !isSilent(bin, state.tick))
      .map(({ bin, state }) => ({ bin, reading: readingOf(bin, state), fCnt: state.tick }));
    const tally = await send(options, requestsOf(due, new Date(started)), stop.signal);
    const virtualHour = String((hour + tick) % 24).padStart(2, '0');
    const seconds = ((Date.now() - started) / 1_000).toFixed(1);
    log(`tick ${tick} (virtual ${virtualHour}:00, ${seconds} s) · ${tallyLine(tally)}`);
    if (options.once) break;
    bins = bins.map(({ bin, state }) => ({ bin, state: nextState(bin, state) }));
    const wait = Math.max(0, started + options.intervalMs - Date.now());
    // Ctrl-C ends the wait early; the loop's condition then ends the run.
    await sleep(wait, undefined, { signal: stop.signal }).catch(() => undefined);
  }
  if (stop.signal.aborted) log('stopped');
}

main().catch((error: unknown) => {
  const reason = error instanceof Error && error.message === 'fetch failed' ? networkError(error) : error;
  console.error(
    reason instanceof Error ? reason.message : `Cannot reach the server (${String(reason)}): is it running?`,
  );
  process.exitCode = 1;
});
