import type { DemoContext } from '../../lib/feature.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { pdfFile } from './test-files.ts';

/**
 * An object no file row points at, as a crash between storing an upload and recording it would leave:
 * the storage console and `npm run storage:check` show it, and staff may delete it there.
 */
export const DEMO_ORPHAN_KEY = 'unowned/demo-planted-orphan.pdf';

export async function demoOrphan({ storage }: DemoContext): Promise<DemoRows> {
  await storage.store.put(DEMO_ORPHAN_KEY, pdfFile(), 'application/pdf');
  return { companyIds: [], userIds: [] };
}

/** Demo removal deletes the planted object too (nothing if staff already did). */
export async function removeDemoOrphan(): Promise<DemoRemoved> {
  return { storageKeys: [DEMO_ORPHAN_KEY] };
}
