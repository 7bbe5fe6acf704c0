import type { Portal } from '@sirkula/domain/auth/portals';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureTexts } from './lib/i18n.ts';
import type { FeaturePanels } from './slots.ts';

/**
 * A feature's screens, as it registers them in features/registry.ts. A screen's first path segment
 * is the menu entry it fills (`waste`, `waste/:id`); menu entries no feature fills show the 'not yet
 * available' page.
 */
export interface WebFeature {
  /** The feature's folder, as on the server and in the domain, and the key of its texts. */
  name: FeatureTexts;
  /** The screens of one portal, paths relative to the portal; none where the portal has no such menu entry. */
  screens(portal: Portal): RouteObject[];
  /** Pages outside the portals, under the public layout. */
  public?: RouteObject[];
  /** What the feature shows on a portal's home (what the reader needs next), loaded with the home. */
  home?(portal: Portal): (() => Promise<ComponentType>) | undefined;
  /**
   * The catalogues the home part reads besides the feature's own (packages/domain/src/i18n/<name>): a
   * home loads only its parts' texts, not every module's.
   */
  homeTexts?: readonly FeatureTexts[];
  /** What it shows on other features' pages, by slot (slots.ts). */
  panels?: FeaturePanels;
}
