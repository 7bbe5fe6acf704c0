import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';

const AUDIENCES = ['customers', 'partners', 'internal'] as const;

export function OverviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.overview.title'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('public.overview.title')}</Title>
        <Text size="lg" maw={760}>
          {t('public.overview.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {AUDIENCES.map((audience) => (
            <Card key={audience} withBorder padding="lg">
              <Title order={2} size="h4" mb={6}>
                {t(`public.overview.${audience}.title`)}
              </Title>
              <Text size="sm" c="gray.7">
                {t(`public.overview.${audience}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text c="dimmed">{t('public.overview.languages')}</Text>
        <Group>
          <Button component={Link} to="/public/auth/register" color="green">
            {t('public.landing.ctaRegister')}
          </Button>
          <Button component={Link} to="/public/auth/login" variant="outline" color="green">
            {t('public.landing.ctaLogin')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
