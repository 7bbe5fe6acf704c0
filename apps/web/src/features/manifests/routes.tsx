import type { WebFeature } from '../../feature.ts';

/**
 * Festronik manifests have no menu entry of their own (their lists sit under waste): they show on the
 * pages of the journeys and records they belong to, and on the driver's handover.
 */
export const manifestsFeature: WebFeature = {
  name: 'manifests',
  screens: () => [],
  panels: {
    'journey.panels': [
      { order: 1, load: async () => (await import('./journey-manifests-card.tsx')).JourneyManifestsCard },
    ],
    'waste.panels': [
      { order: 1, load: async () => (await import('./record-manifest-card.tsx')).RecordManifestCard },
    ],
    'handover.record': [
      { order: 1, load: async () => (await import('./handover-manifest.tsx')).HandoverManifest },
    ],
  },
};
