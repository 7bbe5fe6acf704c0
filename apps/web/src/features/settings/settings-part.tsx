import { Fieldset, Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group inside a settings panel; less padding on a phone, where the panel has its own. */
export function SettingsPart({
  legend,
  grid = true,
  children,
}: {
  legend: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <Fieldset legend={legend} radius="md" px={{ base: 'xs', sm: 'md' }} pb={{ base: 'xs', sm: 'md' }}>
      {grid ? <Grid gap="sm">{children}</Grid> : children}
    </Fieldset>
  );
}
