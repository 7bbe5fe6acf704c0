// What other features may use of journeys: everything else in its folder is its own.
export { FactList } from './journey-facts.tsx';
export { PartySelect } from './party-select.tsx';
