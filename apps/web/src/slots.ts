import type { WasteDetail } from '@sirkula/domain/waste/answers';
import type { ComponentType } from 'react';

/** A journey as the fleet's assignment needs it. */
export interface AssignableJourney {
  id: string;
  number: string;
  transporterName: string;
  plannedQuantityKg: number;
  vehicleId: string | null;
  driverId: string | null;
}

/**
 * The places a page offers other features, and what a panel placed there is given. A page names the
 * slot; the features that fill it say so in their registry entry (`panels`), so no page imports another
 * feature's screens.
 */
export interface SlotProps {
  /** In a journey's fleet card, for those who may assign it: the choice of vehicle and driver. */
  'journey.fleet': { journey: AssignableJourney; onAssigned: (message: string) => void };
  /** Below a journey's records and certificate: its manifests, its route. */
  'journey.panels': { journeyId: string };
  /** Below a waste record's journey: its manifest, its route. */
  'waste.panels': { record: WasteDetail };
  /** Below a company's profile, for its own users and for staff: its documents. */
  'company.panels': { companyId: string };
  /** At the bottom of a company's page, for its admins and for staff: its webhooks and API keys. */
  'company.developers': { companyId: string };
  /** On the internal API page (/internal/api), below the keys: every company's webhooks. */
  'integrations.panels': Record<string, never>;
  /** On the driver's handover page, above the form: the record's manifest number. */
  'handover.record': { wasteRecordId: string; beforePickup: boolean };
}

export type SlotName = keyof SlotProps;

/** One panel in a slot: where it goes among the others, and its component, loaded with the page. */
export interface Panel<S extends SlotName> {
  order: number;
  load: () => Promise<ComponentType<SlotProps[S]>>;
}

export type FeaturePanels = { [S in SlotName]?: ReadonlyArray<Panel<S>> };
