import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useBranding } from '../../lib/branding.ts';
import { TrackingBox } from './tracking-box.tsx';

const SERVICES = [
  'collection',
  'monitoring',
  'disposal',
  'tracking',
  'billing',
  'reports',
  'smartbins',
  'partnership',
] as const;
const STEPS = ['register', 'contract', 'request', 'follow'] as const;

/** A badge is one line that cuts its text off; this one's sentence wraps instead on a phone. */
const wrappingBadge = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' },
} as const;

export function LandingPage() {
  const { t } = useTranslation();
  const branding = useBranding();
  useDocumentTitle(t('public.landing.title'));
  return (
    <>
      <Box bg="green.0" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <Stack gap="lg" maw={760}>
            <Title order={1} size="h1" c="green.9">
              {t('public.landing.title')}
            </Title>
            <Text size="lg">
              {t('public.landing.subtitle', { company: branding?.companyName ?? 'Sirkula' })}
            </Text>
            <Group>
              <Button component={Link} to="/public/auth/register" size="md" color="green">
                {t('public.landing.ctaRegister')}
              </Button>
              <Button component={Link} to="/public/auth/login" size="md" variant="outline" color="green">
                {t('public.landing.ctaLogin')}
              </Button>
            </Group>
            <TrackingBox />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Title order={2} mb="md">
          {t('public.landing.servicesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {SERVICES.map((service) => (
            <Card key={service} withBorder padding="lg">
              <Title order={3} size="h4" mb={6}>
                {t(`public.landing.services.${service}.title`)}
              </Title>
              <Text size="sm" c="gray.7">
                {t(`public.landing.services.${service}.text`)}
              </Text>
              {service === 'partnership' && (
                <Anchor component={Link} to="/public/partnership" size="sm" fw={600} mt="xs">
                  {t('public.landing.services.partnership.link')}
                </Anchor>
              )}
            </Card>
          ))}
        </SimpleGrid>
        <Title order={2} mt="xl" mb="md">
          {t('public.landing.howTitle')}
        </Title>
        <List spacing="sm" center>
          {STEPS.map((step, index) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon color="green" radius="xl" size={28}>
                  {index + 1}
                </ThemeIcon>
              }
            >
              {t(`public.landing.steps.${step}`)}
            </List.Item>
          ))}
        </List>
        <Group mt="xl">
          <Badge variant="light" color="green" size="lg" styles={wrappingBadge}>
            {t('public.overview.languages')}
          </Badge>
        </Group>
      </Container>
    </>
  );
}
