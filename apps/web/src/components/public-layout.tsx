import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from './brand.tsx';
import { Footer } from './footer.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { RouteOutlet } from './route-outlet.tsx';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          {/* Register stays in reach on a phone; below 360 px the links go under the logo. */}
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/" underline="never" aria-label={t('portal.homeLink')}>
              <Brand />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to="/overview" size="sm" visibleFrom="sm">
                {t('public.nav.overview')}
              </Anchor>
              <Anchor component={Link} to="/public/partnership" size="sm" visibleFrom="sm">
                {t('public.nav.partnership')}
              </Anchor>
              <Button component={Link} to="/public/auth/login" variant="subtle" size="xs">
                {t('public.nav.login')}
              </Button>
              <Button component={Link} to="/public/auth/register" size="xs" color="green">
                {t('public.nav.register')}
              </Button>
              <LanguageToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <RouteOutlet />
      </Box>
      <Container size="lg" w="100%">
        <Footer />
      </Container>
    </Box>
  );
}
