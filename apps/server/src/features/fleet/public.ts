// What other features may use of fleet: everything else in its folder is its own.
export { assign } from './assignment.ts';
export { createDriver, createVehicle } from './factories.ts';
export { createTransitHub } from './transit-hub-factories.ts';
