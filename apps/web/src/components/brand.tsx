import { Group, Image, Text } from '@mantine/core';

/** The logo and name; portals add their suffix (Int, Cust, Part). */
export function Brand({ suffix }: { suffix?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Image src="/logo.svg" alt="" w={30} h={30} />
      <Text fw={800} size="lg" c="green.8">
        Sirkula
        {suffix && (
          <Text span fw={600} size="sm" c="dimmed" ml={6}>
            {suffix}
          </Text>
        )}
      </Text>
    </Group>
  );
}
