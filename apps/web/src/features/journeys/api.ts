import type { companiesApi } from '@sirkula/domain/companies/api';
import type { PartnerRole } from '@sirkula/domain/companies/rules';
import type { JourneyAnswer, JourneyDetail } from '@sirkula/domain/journeys/answers';
import type { journeysApi } from '@sirkula/domain/journeys/api';
import type { ListJourneysQuery } from '@sirkula/domain/journeys/inputs';
import type { DiscrepancyResolution } from '@sirkula/domain/journeys/rules';
import type { wasteApi } from '@sirkula/domain/waste/api';
import type { ListWasteQuery } from '@sirkula/domain/waste/rules';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { client, hrefOf, urlOf } from '../../lib/api.ts';

const call = client<typeof journeysApi>();
const waste = client<typeof wasteApi>();
const companies = client<typeof companiesApi>();

const journeysKey = ['journeys'] as const;

export const journeyListQuery = (query: ListJourneysQuery) =>
  queryOptions({
    queryKey: [...journeysKey, 'list', query],
    queryFn: () => call('GET /journeys', { query }),
    placeholderData: keepPreviousData,
  });

export const journeyQuery = (id: string) =>
  queryOptions({
    queryKey: [...journeysKey, 'detail', id],
    queryFn: () => call('GET /journeys/:id', { params: { id } }),
  });

export const transitHubsQuery = queryOptions({
  queryKey: [...journeysKey, 'transit-hubs'],
  queryFn: () => call('GET /journeys/transit-hubs'),
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
      companies('GET /companies', {
        query: { kind: 'partner', partnerRole, status: 'active', pageSize: 100, sort: 'name' },
      }),
    staleTime: 60 * 1000,
  });

/** Records a journey can carry: waiting and confirmed by the team, not on another journey. */
export const candidateRecordsQuery = (
  filter: Pick<ListWasteQuery, 'companyId' | 'type' | 'pickupDate' | 'page'>,
) =>
  queryOptions({
    queryKey: [...journeysKey, 'candidates', filter],
    queryFn: () =>
      waste('GET /waste', {
        query: {
          ...filter,
          status: 'waiting',
          confirmation: 'confirmed',
          pageSize: 20,
          sort: 'requestedPickupDate',
          order: 'asc',
        },
      }),
    placeholderData: keepPreviousData,
  });

export interface NewJourney {
  transporterId: string;
  receiverId: string;
  plannedOn: string;
  transitHubId: string | null;
  wasteRecordIds: string[];
}

export const createJourney = (input: NewJourney) => call('POST /journeys', { body: input });

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
  switch (action.kind) {
    case 'addRecords':
      return call('POST /journeys/:id/records', {
        params: { id },
        body: { wasteRecordIds: action.wasteRecordIds },
      });
    case 'removeRecord':
      return call('DELETE /journeys/:id/records/:wasteRecordId', {
        params: { id, wasteRecordId: action.wasteRecordId },
      });
    case 'cancel':
      return call('POST /journeys/:id/cancel', { params: { id }, body: { reason: action.reason } });
    case 'resolve':
      return call('POST /journeys/:id/records/:wasteRecordId/resolve', {
        params: { id, wasteRecordId: action.wasteRecordId },
        body: { resolution: action.resolution, cause: action.cause },
      });
    case 'complete':
      return call('POST /journeys/:id/complete', { params: { id } });
    case 'processed':
      return call('POST /journeys/:id/processed', {
        params: { id },
        form: certificateForm(action.certificate, action.idempotencyKey),
      });
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
  hrefOf<typeof journeysApi, 'GET /journeys/:id/files/:fileId'>('GET /journeys/:id/files/:fileId', {
    params: { id: journeyId, fileId },
  });

/** The journey sheet the driver carries, and the journey's proof of delivery, to download. */
export const journeyDocumentPath = (id: string, document: 'sheet' | 'proof') =>
  document === 'sheet'
    ? urlOf<typeof journeysApi, 'GET /journeys/:id/sheet.pdf'>('GET /journeys/:id/sheet.pdf', {
        params: { id },
      })
    : urlOf<typeof journeysApi, 'GET /journeys/:id/proof.pdf'>('GET /journeys/:id/proof.pdf', {
        params: { id },
      });

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
