import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run simulate:bins -- [--bins 1000] [--interval 10s] [--url http://127.0.0.1:3000]
  [--key <telemetry key>] [--email admin@demo.sirkula.id --password Demo12345] [--once] [--duration 60s]`;

/** The embedded demo's published telemetry key (apps/server/src/features/integrations/demo.ts). */
const DEMO_KEY = 'sirkula_demo00000000_DemoTelemetryKeyForTheEmbeddedModeOnly00000';

/** The bin numbers fit a device EUI's last four hexadecimal digits and the label's four digits. */
const MAX_BINS = 9_999;

export interface Options {
  bins: number;
  intervalMs: number;
  url: string;
  key: string;
  email: string;
  password: string;
  once: boolean;
  /** Stop after this long; none runs until Ctrl-C. */
  durationMs: number | null;
}

const UNITS_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** `10s`, `500ms`, `2m`, `1h`; a bare number is seconds. */
export function durationMs(name: string, text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (UNITS_MS[match[2] ?? 's'] ?? 1_000) : Number.NaN;
  if (!(ms > 0)) throw new Error(`--${name} must be a duration such as 10s, 500ms, 2m\n${USAGE}`);
  return ms;
}

export function readOptions(args: string[], env: NodeJS.ProcessEnv): Options {
  const { values } = parseArgs({
    args,
    options: {
      bins: { type: 'string', default: '1000' },
      interval: { type: 'string', default: '10s' },
      url: { type: 'string', default: `http://127.0.0.1:${env.PORT ?? 3000}` },
      key: { type: 'string', default: env.SIRKULA_TELEMETRY_KEY ?? DEMO_KEY },
      email: { type: 'string', default: 'admin@demo.sirkula.id' },
      password: { type: 'string', default: 'Demo12345' },
      once: { type: 'boolean', default: false },
      duration: { type: 'string' },
    },
  });
  const bins = Number(values.bins);
  if (!Number.isInteger(bins) || bins < 1 || bins > MAX_BINS) {
    throw new Error(`--bins must be a whole number from 1 to ${MAX_BINS}\n${USAGE}`);
  }
  return {
    bins,
    intervalMs: durationMs('interval', values.interval),
    url: values.url.replace(/\/+$/, ''),
    key: values.key,
    email: values.email,
    password: values.password,
    once: values.once,
    durationMs: values.duration === undefined ? null : durationMs('duration', values.duration),
  };
}
