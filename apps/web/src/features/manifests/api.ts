import type {
  JourneyManifests,
  ManifestChange,
  ManifestDetailsChange,
  ManifestSummary,
  RecordManifest,
} from '@sirkula/domain/manifests/answers';
import type {
  B3CodeChangeInput,
  B3CodeCreateInput,
  ListB3CodesQuery,
} from '@sirkula/domain/manifests/b3-codes';
import type { B3CodeChanged, B3CodeLookup, B3CodePage } from '@sirkula/domain/manifests/b3-codes-answers';
import type {
  ListManifestsQuery,
  ManifestDetailsInput,
  ManifestUpdateInput,
  PickupOverrideInput,
} from '@sirkula/domain/manifests/inputs';
import type { Page } from '@sirkula/domain/shared/lists';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api.ts';

const manifestsKey = ['manifests'] as const;
const id = encodeURIComponent;

export const journeyManifestsQuery = (journeyId: string) =>
  queryOptions({
    queryKey: [...manifestsKey, 'journey', journeyId],
    queryFn: () => api<JourneyManifests>('GET', `/journeys/${id(journeyId)}/manifests`),
  });

export const recordManifestQuery = (wasteRecordId: string) =>
  queryOptions({
    queryKey: [...manifestsKey, 'record', wasteRecordId],
    queryFn: () => api<RecordManifest>('GET', `/waste/${id(wasteRecordId)}/manifest`),
  });

/** Where one sender's manifest of a journey is exported as `kind`. */
export function manifestExportPath(journeyId: string, senderId: string, kind: 'pdf' | 'csv' | 'json') {
  return `/journeys/${id(journeyId)}/manifests/${id(senderId)}/manifest.${kind}`;
}

/** Staff record Festronik's number and status; every manifest query is then read again. */
export function useUpdateManifest(journeyId: string, senderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManifestUpdateInput) =>
      api<ManifestChange>('PATCH', `/journeys/${id(journeyId)}/manifests/${id(senderId)}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: manifestsKey }),
  });
}

/** Staff complete a B3 record's physical form and package count. */
export function useManifestDetails(wasteRecordId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManifestDetailsInput) =>
      api<ManifestDetailsChange>('PATCH', `/waste/${id(wasteRecordId)}/manifest`, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: manifestsKey });
      void client.invalidateQueries({ queryKey: ['waste'] });
    },
  });
}

export const manifestListQuery = (query: ListManifestsQuery) =>
  queryOptions({
    queryKey: [...manifestsKey, 'list', query],
    queryFn: () => api<Page<ManifestSummary>>('GET', withQuery('/manifests', query)),
    placeholderData: keepPreviousData,
  });

/** Staff allow a sender's B3 waste to be picked up before Festronik gives a number, saying why. */
export function useOverridePickup(journeyId: string, senderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PickupOverrideInput) =>
      api<ManifestChange>(
        'PUT',
        `/journeys/${id(journeyId)}/manifests/${id(senderId)}/pickup-override`,
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: manifestsKey }),
  });
}

const codesKey = ['b3-codes'] as const;

/** The B3 waste code list, searched on the server a page at a time (pickers and the staff screen). */
export const b3CodesQuery = (query: ListB3CodesQuery) =>
  queryOptions({
    queryKey: [...codesKey, 'list', query],
    queryFn: () => api<B3CodePage>('GET', withQuery('/b3-codes', query)),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });

/** One code's entry in the list, or null for a well-formed code the list does not hold. */
export const b3CodeQuery = (code: string) =>
  queryOptions({
    queryKey: [...codesKey, 'code', code],
    queryFn: () => api<B3CodeLookup>('GET', `/b3-codes/${id(code)}`),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** Staff add a code (`code` null) or correct one; the list and every manifest are read again. */
export function useSaveB3Code(code: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: B3CodeCreateInput | B3CodeChangeInput) =>
      code === null
        ? api<B3CodeChanged>('POST', '/b3-codes', input)
        : api<B3CodeChanged>('PATCH', `/b3-codes/${id(code)}`, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: codesKey });
      void client.invalidateQueries({ queryKey: manifestsKey });
    },
  });
}
