import type { b3CodesApi, manifestsApi } from '@sirkula/domain/manifests/api';
import type {
  B3CodeChangeInput,
  B3CodeCreateInput,
  ListB3CodesQuery,
} from '@sirkula/domain/manifests/b3-codes';
import type {
  ListManifestsQuery,
  ManifestDetailsInput,
  ManifestUpdateInput,
  PickupOverrideInput,
} from '@sirkula/domain/manifests/inputs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client, urlOf } from '../../lib/api.ts';

const call = client<typeof manifestsApi>();
const codes = client<typeof b3CodesApi>();

const manifestsKey = ['manifests'] as const;

export const journeyManifestsQuery = (journeyId: string) =>
  queryOptions({
    queryKey: [...manifestsKey, 'journey', journeyId],
    queryFn: () => call('GET /journeys/:id/manifests', { params: { id: journeyId } }),
  });

export const recordManifestQuery = (wasteRecordId: string) =>
  queryOptions({
    queryKey: [...manifestsKey, 'record', wasteRecordId],
    queryFn: () => call('GET /waste/:id/manifest', { params: { id: wasteRecordId } }),
  });

/** Where one sender's manifest of a journey is exported as `kind`. */
export function manifestExportPath(journeyId: string, senderId: string, kind: 'pdf' | 'csv' | 'json') {
  const params = { id: journeyId, senderId };
  switch (kind) {
    case 'pdf':
      return urlOf<typeof manifestsApi, 'GET /journeys/:id/manifests/:senderId/manifest.pdf'>(
        'GET /journeys/:id/manifests/:senderId/manifest.pdf',
        { params },
      );
    case 'csv':
      return urlOf<typeof manifestsApi, 'GET /journeys/:id/manifests/:senderId/manifest.csv'>(
        'GET /journeys/:id/manifests/:senderId/manifest.csv',
        { params },
      );
    case 'json':
      return urlOf<typeof manifestsApi, 'GET /journeys/:id/manifests/:senderId/manifest.json'>(
        'GET /journeys/:id/manifests/:senderId/manifest.json',
        { params },
      );
  }
}

/** Staff record Festronik's number and status; every manifest query is then read again. */
export function useUpdateManifest(journeyId: string, senderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManifestUpdateInput) =>
      call('PATCH /journeys/:id/manifests/:senderId', { params: { id: journeyId, senderId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: manifestsKey }),
  });
}

/** Staff complete a B3 record's physical form and package count. */
export function useManifestDetails(wasteRecordId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManifestDetailsInput) =>
      call('PATCH /waste/:id/manifest', { params: { id: wasteRecordId }, body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: manifestsKey });
      void client.invalidateQueries({ queryKey: ['waste'] });
    },
  });
}

export const manifestListQuery = (query: ListManifestsQuery) =>
  queryOptions({
    queryKey: [...manifestsKey, 'list', query],
    queryFn: () => call('GET /manifests', { query }),
    placeholderData: keepPreviousData,
  });

/** Staff allow a sender's B3 waste to be picked up before Festronik gives a number, saying why. */
export function useOverridePickup(journeyId: string, senderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PickupOverrideInput) =>
      call('PUT /journeys/:id/manifests/:senderId/pickup-override', {
        params: { id: journeyId, senderId },
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: manifestsKey }),
  });
}

const codesKey = ['b3-codes'] as const;

/** The B3 waste code list, searched on the server a page at a time (pickers and the staff screen). */
export const b3CodesQuery = (query: ListB3CodesQuery) =>
  queryOptions({
    queryKey: [...codesKey, 'list', query],
    queryFn: () => codes('GET /b3-codes', { query }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });

/** One code's entry in the list, or null for a well-formed code the list does not hold. */
export const b3CodeQuery = (code: string) =>
  queryOptions({
    queryKey: [...codesKey, 'code', code],
    queryFn: () => codes('GET /b3-codes/:code', { params: { code } }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** Staff add a code (`code` null) or correct one; the list and every manifest are read again. */
export function useSaveB3Code() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      save: { code: null; input: B3CodeCreateInput } | { code: string; input: B3CodeChangeInput },
    ) =>
      save.code === null
        ? codes('POST /b3-codes', { body: save.input })
        : codes('PATCH /b3-codes/:code', { params: { code: save.code }, body: save.input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: codesKey });
      void client.invalidateQueries({ queryKey: manifestsKey });
    },
  });
}
