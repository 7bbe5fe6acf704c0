// What other features may use of journeys: everything else in its folder is its own.
export { createJourney } from './factories.ts';
export { futureTime } from './handover.ts';
export { field, journeyPage, type Translate } from './journey-document.ts';
export { canFollowRecord, canReadJourney, drivesOnly } from './policy.ts';
export {
  findJourney,
  findWasteOwner,
  insertEvent,
  type JourneyRow,
  type JourneySummaryRow,
  journeyOfRecord,
  journeysOfCompanies,
  lockJourney,
  updateJourney,
} from './queries.ts';
export { create as planJourney, journeyNotFound } from './service.ts';
export { trackOf } from './track.ts';
