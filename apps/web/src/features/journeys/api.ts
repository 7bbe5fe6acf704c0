import type { CompanySummary } from '@sirkula/domain/companies/answers';
import type { PartnerRole } from '@sirkula/domain/companies/rules';
import type { JourneyAnswer, JourneyDetail, JourneySummary } from '@sirkula/domain/journeys/answers';
import type { ListJourneysQuery } from '@sirkula/domain/journeys/inputs';
import type { DiscrepancyResolution } from '@sirkula/domain/journeys/rules';
import type { Page } from '@sirkula/domain/shared/lists';
import type { WasteSummary } from '@sirkula/domain/waste/answers';
import type { ListWasteQuery } from '@sirkula/domain/waste/rules';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api, apiForm, withQuery } from '../../lib/api.ts';

const journeysKey = ['journeys'] as const;
export const journeyPath = (id: string) => `/journeys/${encodeURIComponent(id)}`;

export const journeyListQuery = (query: ListJourneysQuery) =>
  queryOptions({
    queryKey: [...journeysKey, 'list', query],
    queryFn: () => api<Page<JourneySummary>>('GET', withQuery('/journeys', query)),
    placeholderData: keepPreviousData,
  });

export const journeyQuery = (id: string) =>
  queryOptions({
    queryKey: [...journeysKey, 'detail', id],
    queryFn: () => api<JourneyDetail>('GET', journeyPath(id)),
  });

interface TransitHub {
  id: string;
  name: string;
  city: string;
  address: string;
}

export const transitHubsQuery = queryOptions({
  queryKey: [...journeysKey, 'transit-hubs'],
  queryFn: () => api<TransitHub[]>('GET', '/journeys/transit-hubs'),
  staleTime: 5 * 60 * 1000,
});

/**
 * The active partners holding a role, which a journey can name; one page of the largest size, as a
 * provider works with far fewer transporters or receivers than that.
 */
export const partnersQuery = (partnerRole: PartnerRole) =>
  queryOptions({
    queryKey: [...journeysKey, 'partners', partnerRole],
    queryFn: () =>
      api<Page<CompanySummary>>(
        'GET',
        withQuery('/companies', {
          kind: 'partner',
          partnerRole,
          status: 'active',
          pageSize: 100,
          sort: 'name',
        }),
      ),
    staleTime: 60 * 1000,
  });

/** Records a journey can carry: waiting and confirmed by the team, not on another journey. */
export const candidateRecordsQuery = (
  filter: Pick<ListWasteQuery, 'companyId' | 'type' | 'pickupDate' | 'page'>,
) =>
  queryOptions({
    queryKey: [...journeysKey, 'candidates', filter],
    queryFn: () =>
      api<Page<WasteSummary>>(
        'GET',
        withQuery('/waste', {
          ...filter,
          status: 'waiting',
          confirmation: 'confirmed',
          pageSize: 20,
          sort: 'requestedPickupDate',
          order: 'asc',
        }),
      ),
    placeholderData: keepPreviousData,
  });

export interface NewJourney {
  transporterId: string;
  receiverId: string;
  plannedOn: string;
  transitHubId: string | null;
  wasteRecordIds: string[];
}

export const createJourney = (input: NewJourney) => api<JourneyAnswer>('POST', '/journeys', input);

/** Every action of the detail page, as the server names it. */
export type JourneyAction =
  | { kind: 'addRecords'; wasteRecordIds: string[] }
  | { kind: 'removeRecord'; wasteRecordId: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'resolve'; wasteRecordId: string; resolution: DiscrepancyResolution; cause: string }
  | { kind: 'complete' }
  /** The key is made when the file is chosen, so sending the same choice again counts once. */
  | { kind: 'processed'; certificate: File; idempotencyKey: string };

export function performJourneyAction(id: string, action: JourneyAction): Promise<JourneyAnswer> {
  const path = journeyPath(id);
  switch (action.kind) {
    case 'addRecords':
      return api('POST', `${path}/records`, { wasteRecordIds: action.wasteRecordIds });
    case 'removeRecord':
      return api('DELETE', `${path}/records/${encodeURIComponent(action.wasteRecordId)}`);
    case 'cancel':
      return api('POST', `${path}/cancel`, { reason: action.reason });
    case 'resolve':
      return api('POST', `${path}/records/${encodeURIComponent(action.wasteRecordId)}/resolve`, {
        resolution: action.resolution,
        cause: action.cause,
      });
    case 'complete':
      return api('POST', `${path}/complete`);
    case 'processed':
      return apiForm('POST', `${path}/processed`, certificateForm(action.certificate, action.idempotencyKey));
  }
}

function certificateForm(certificate: File, idempotencyKey: string): FormData {
  const form = new FormData();
  // Text fields before the file: the server reads the key before it stores the bytes.
  form.append('idempotencyKey', idempotencyKey);
  form.append('certificate', certificate, certificate.name);
  return form;
}

/** A photo, signature or certificate of the journey, read through the journey's own access rules. */
export const journeyFileUrl = (journeyId: string, fileId: string) =>
  `/api/v1${journeyPath(journeyId)}/files/${encodeURIComponent(fileId)}`;

/**
 * After a change the answer becomes the cached journey; lists refresh, and so do the waste records,
 * whose statuses follow their journey.
 */
export function useStoreJourney() {
  const queryClient = useQueryClient();
  return async (journey?: JourneyDetail) => {
    if (journey) queryClient.setQueryData(journeyQuery(journey.id).queryKey, journey);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...journeysKey, 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...journeysKey, 'candidates'] }),
      queryClient.invalidateQueries({ queryKey: ['waste'] }),
    ]);
  };
}
