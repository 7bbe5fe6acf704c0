import type { Page } from '@sirkula/domain/lists';
import type {
  JourneyManifests,
  ManifestChange,
  ManifestDetailsChange,
  ManifestSummary,
  RecordManifest,
} from '@sirkula/domain/manifests-answers';
import type {
  ListManifestsQuery,
  ManifestDetailsInput,
  ManifestUpdateInput,
} from '@sirkula/domain/manifests-inputs';
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
