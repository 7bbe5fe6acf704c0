// The HTTP benchmark's table, and the ratios its targets speak of.
import type { Measurement } from './load.ts';

export interface Row extends Measurement {
  name: string;
  connections: number;
}

export interface Report {
  title: string;
  rows: Row[];
}

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/** autocannon measures whole milliseconds: below one reads "<1", not "0.0". */
function milliseconds(value: number): string {
  return value < 1 ? '<1' : value.toFixed(1);
}

function rowLine(row: Row): string {
  return [
    row.name.padEnd(46),
    String(row.connections).padStart(5),
    number.format(row.requestsPerSecond).padStart(8),
    milliseconds(row.p50).padStart(8),
    milliseconds(row.p99).padStart(8),
    row.failures > 0 ? `  ${row.failures} failed` : '',
  ].join(' ');
}

function mark(met: boolean): string {
  return met ? 'met' : 'NOT met';
}

function targetLines(rows: Row[], connections: number, first: number): string[] {
  const find = (prefix: string) =>
    rows.find((row) => row.connections === connections && row.name.startsWith(prefix));
  const health = find('GET /api/health');
  const profile = find('GET /api/v1/profile');
  const session = find('GET /api/v1/auth/session');
  const waste = find('GET /api/v1/waste');
  const raw = find('raw ');
  if (!health || !profile || !session || !waste || !raw) return [];
  const share = (part: Row, whole: Row) => part.requestsPerSecond / whole.requestsPerSecond;
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  const lines = [
    `  ${connections} connections:`,
    `    /profile ÷ /health           ${percent(share(profile, health)).padStart(5)}  (target ≥ 50%: ${mark(share(profile, health) >= 0.5)})`,
    `    waste first page ÷ raw loop  ${percent(share(waste, raw)).padStart(5)}  (target ≥ 50%: ${mark(share(waste, raw) >= 0.5)})`,
  ];
  if (connections === 32) {
    lines.push(
      `    waste first page             ${number.format(waste.requestsPerSecond).padStart(5)} req/s (aim ≥ 1,000: ${mark(waste.requestsPerSecond >= 1_000)})`,
    );
  }
  if (connections === first) {
    const slowest = Math.max(profile.p50, session.p50, waste.p50);
    lines.push(
      `    p50 of the signed-in cases   ${slowest.toFixed(1).padStart(5)} ms at most (target < 20 ms: ${mark(slowest < 20)})`,
    );
  }
  return lines;
}

export function printReport(report: Report, connections: readonly number[]): void {
  console.log(`\n${report.title}`);
  console.log(
    [
      'case'.padEnd(46),
      'conns'.padStart(5),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
    ].join(' '),
  );
  for (const count of connections) {
    for (const row of report.rows.filter((candidate) => candidate.connections === count)) {
      console.log(rowLine(row));
    }
  }
  console.log('targets:');
  for (const count of connections) {
    for (const line of targetLines(report.rows, count, connections[0] ?? count)) console.log(line);
  }
}
