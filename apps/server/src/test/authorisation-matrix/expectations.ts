import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteExpectations } from './rules.ts';

/** Where the features live; each may hold `authorisation.ts` (its expectations) and its test file. */
export const FEATURES_DIR = join(import.meta.dirname, '..', '..', 'features');

/** The features with an `authorisation.ts`, found in their folders rather than listed by hand. */
export function featuresWithExpectations(): string[] {
  return readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(FEATURES_DIR, entry.name, 'authorisation.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Every feature's expectations, by feature. */
export async function expectationsByFeature(): Promise<Map<string, RouteExpectations>> {
  const found = new Map<string, RouteExpectations>();
  for (const feature of featuresWithExpectations()) {
    const url = pathToFileURL(join(FEATURES_DIR, feature, 'authorisation.ts')).href;
    const module: { EXPECTATIONS?: RouteExpectations } = await import(url);
    if (!module.EXPECTATIONS) throw new Error(`features/${feature}/authorisation.ts exports no EXPECTATIONS`);
    found.set(feature, module.EXPECTATIONS);
  }
  return found;
}
