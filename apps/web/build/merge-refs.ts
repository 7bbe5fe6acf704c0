import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** Floating UI's useMergeRefs(refs) as Mantine's own hook, for Mantine's scroll area (lean-imports.ts). */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
