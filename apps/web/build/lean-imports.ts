import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Two Mantine components import a whole library for one small part, and both sit on every portal
 * page: the scroll area (under every table) takes Floating UI (12 KB gzip) for its ref-merging hook,
 * and the app shell's header takes react-remove-scroll (4 KB) for two class names. Those two imports
 * are answered with the small part alone; every other importer gets the real library.
 */
const SUBSTITUTES = [
  {
    importer: '/@mantine/core/esm/components/ScrollArea/',
    source: '@floating-ui/react',
    substitute: fileURLToPath(new URL('./merge-refs.ts', import.meta.url)),
  },
  {
    importer: '/@mantine/core/esm/components/AppShell/',
    source: 'react-remove-scroll',
    substitute: fileURLToPath(new URL('./remove-scroll-class-names.ts', import.meta.url)),
  },
];

export function leanImports(): Plugin {
  return {
    name: 'sirkula-lean-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = SUBSTITUTES.find(
        (substitute) => source === substitute.source && importer?.includes(substitute.importer),
      );
      return match?.substitute ?? null;
    },
  };
}
