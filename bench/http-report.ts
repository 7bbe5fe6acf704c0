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

function figures(row: Row | undefined): string {
  if (!row) return ''.padStart(26);
  const failed = row.failures > 0 ? ` (${row.failures} failed)` : '';
  return (
    [
      number.format(row.requestsPerSecond).padStart(8),
      milliseconds(row.p50).padStart(8),
      milliseconds(row.p99).padStart(8),
    ].join(' ') + failed
  );
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

/** One line a case, its figures at each connection count side by side. */
export function printReport(report: Report, connections: readonly number[]): void {
  console.log(`\n${report.title}`);
  const group = (text: string) => text.padStart(26);
  console.log(['case'.padEnd(46), ...connections.map((count) => group(`${count} connections`))].join('  '));
  const columns = group(['req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8)].join(' '));
  console.log([''.padEnd(46), ...connections.map(() => columns)].join('  '));
  const names = [...new Set(report.rows.map((row) => row.name))];
  for (const name of names) {
    const at = (count: number) => report.rows.find((row) => row.name === name && row.connections === count);
    console.log([name.padEnd(46), ...connections.map((count) => figures(at(count)))].join('  '));
  }
  console.log('targets:');
  for (const count of connections) {
    for (const line of targetLines(report.rows, count, connections[0] ?? count)) console.log(line);
  }
}
