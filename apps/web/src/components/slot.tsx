import { type ComponentType, createContext, lazy, Suspense, useContext } from 'react';
import type { FeaturePanels, Panel, SlotName, SlotProps } from '../slots.ts';

/**
 * The features' panels by their names, given once at the root (main.tsx) from the registry; a slot
 * reads them here rather than importing the registry, so pages stay apart from every feature's routes.
 */
export const PanelsContext = createContext<ReadonlyArray<{ name: string; panels?: FeaturePanels }>>([]);

/** Each panel's component, made lazy once, so a page's renders reuse it. */
const loaded = new WeakMap<object, unknown>();

function lazyPanel<S extends SlotName>(panel: Panel<S>): ComponentType<SlotProps[S]> {
  const known = loaded.get(panel) as ComponentType<SlotProps[S]> | undefined;
  if (known) return known;
  const component = lazy(async () => ({ default: await panel.load() }));
  loaded.set(panel, component);
  return component as unknown as ComponentType<SlotProps[S]>;
}

/** The panels the features place in `name`, in their order, each given `props`. */
export function Slot<S extends SlotName>({ name, props }: { name: S; props: SlotProps[S] }) {
  const features = useContext(PanelsContext);
  const placed = features
    .flatMap((feature) =>
      ((feature.panels?.[name] ?? []) as ReadonlyArray<Panel<S>>).map((panel) => ({
        feature: feature.name,
        panel,
      })),
    )
    .sort((a, b) => a.panel.order - b.panel.order);
  return placed.map(({ feature, panel }) => {
    const Component = lazyPanel(panel);
    return (
      <Suspense key={`${feature}-${panel.order}`} fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}
