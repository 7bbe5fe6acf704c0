import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label above a value, as a card shows each fact. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
