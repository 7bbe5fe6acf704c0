import { Alert, Stack, Text } from '@mantine/core';

export type BannerType = 'success' | 'error';

export interface Banner {
  message: string;
  type: BannerType | string;
}

/** One paragraph per line of the message; green for success, red for anything else. */
export function NotificationBanner({ message, type }: Banner) {
  const success = type === 'success';
  const lines = message.split('\n').filter((line) => line.trim().length > 0);
  return (
    <Alert
      color={success ? 'green' : 'red'}
      variant="light"
      role={success ? 'status' : 'alert'}
      data-type={success ? 'success' : 'error'}
    >
      <Stack gap={4}>
        {lines.map((line, index) => (
          // Lines of one message have no identity besides their position.
          <Text key={index} size="sm" c={success ? 'green.9' : 'red.9'}>
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
