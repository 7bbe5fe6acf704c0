import { Progress, Stack, Text } from '@mantine/core';

/**
 * A background job's bar while it works, with the sentence that says how far it is, read out as the
 * bar's value and announced as it changes.
 */
export function JobProgress({ value, label, said }: { value: number; label: string; said: string }) {
  return (
    <Stack gap="xs">
      <Progress
        value={value}
        color="green"
        size="lg"
        striped
        animated
        aria-label={label}
        aria-valuetext={said}
      />
      <Text size="sm" c="dimmed" role="status">
        {said}
      </Text>
    </Stack>
  );
}
