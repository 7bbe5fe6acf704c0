import { SimpleGrid, type SimpleGridProps } from '@mantine/core';

/**
 * The filter fields of a list, in columns. The fields line up on their boxes, not their labels, so a
 * label that takes two lines in one language does not push its box below the others.
 */
export function FilterGrid(props: Omit<SimpleGridProps, 'spacing' | 'style'>) {
  return <SimpleGrid spacing="sm" style={{ alignItems: 'end' }} {...props} />;
}
