// What other features may use of demo: everything else in its folder is its own.
export type { DemoRemoved, DemoRows } from './queries.ts';
