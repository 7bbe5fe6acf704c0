import { Fieldset, Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a long form; its children are grid columns. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <Grid gap="sm">{children}</Grid>
    </Fieldset>
  );
}
