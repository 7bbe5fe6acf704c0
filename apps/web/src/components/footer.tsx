import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBranding } from '../lib/branding.ts';

export function Footer() {
  const { t } = useTranslation();
  const branding = useBranding();
  return (
    <Stack
      gap={6}
      py="md"
      px="md"
      component="footer"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {branding?.companyLine ?? ''}
          </Text>
          <Text size="xs" c="dimmed">
            © {branding?.copyrightYear ?? 2025} {branding?.companyName ?? ''}. {t('footer.rights')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.officeHours')}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <Image src="/pse-mark.svg" alt={t('footer.pseLogo')} w={24} h={24} />
          <Text size="xs" c="dimmed">
            {t('footer.pse', { number: branding?.pseNumber ?? '-' })}
          </Text>
        </Group>
      </Group>
      <Group gap="md">
        <Anchor component={Link} to="/public/contact" size="xs">
          {t('footer.contact')}
        </Anchor>
        <Anchor component={Link} to="/public/legal/privacy-policy" size="xs">
          {t('footer.privacy')}
        </Anchor>
        <Anchor component={Link} to="/public/legal/terms-of-service" size="xs">
          {t('footer.terms')}
        </Anchor>
        <Anchor component={Link} to="/public/legal/cookie-policy" size="xs">
          {t('footer.cookies')}
        </Anchor>
      </Group>
    </Stack>
  );
}
