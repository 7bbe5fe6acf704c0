// What other features may use of schedulers: everything else in its folder is its own.
export { startScheduledJobs } from './runner.ts';
