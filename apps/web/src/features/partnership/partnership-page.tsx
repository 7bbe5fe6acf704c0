import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PartnerForm } from './partner-form.tsx';
import { PromotionForm } from './promotion-form.tsx';

const CONDITIONS = ['c1', 'c2', 'c3', 'c4', 'c5'] as const;
type Form = 'promotion' | 'partner';

/**
 * `/public/partnership`: the programme for producers switching providers (with the promotion, one month
 * of free transport on a contract of at least a year, and its conditions) and for waste-industry
 * partners, with the promotion registration and the partner application.
 */
export function PartnershipPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('partnership.page.title'));
  const [form, setForm] = useState<Form>('promotion');
  const open = (which: Form) => {
    setForm(which);
    document.getElementById('partnership-forms')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <>
      <Box bg="green.0" py={{ base: 32, sm: 56 }}>
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Text fw={600} c="green.9" size="sm" tt="uppercase">
              {t('partnership.page.eyebrow')}
            </Text>
            <Title order={1} c="green.9">
              {t('partnership.page.title')}
            </Title>
            <Text size="lg">{t('partnership.page.intro')}</Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder padding="lg">
              <Stack gap="sm" h="100%">
                <Title order={2} size="h3">
                  {t('partnership.page.producersTitle')}
                </Title>
                <Text c="gray.8">{t('partnership.page.producersText')}</Text>
                <Group mt="auto">
                  <Button color="green" onClick={() => open('promotion')}>
                    {t('partnership.page.registerCta')}
                  </Button>
                </Group>
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="sm" h="100%">
                <Title order={2} size="h3">
                  {t('partnership.page.partnersTitle')}
                </Title>
                <Text c="gray.8">{t('partnership.page.partnersText')}</Text>
                <Group gap={6}>
                  {(['transporter', 'collector', 'processor'] as const).map((role) => (
                    <Badge key={role} variant="light" color="green">
                      {t(`partnership.roles.${role}`)}
                    </Badge>
                  ))}
                </Group>
                <Group mt="auto">
                  <Button variant="outline" color="green" onClick={() => open('partner')}>
                    {t('partnership.page.partnerCta')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          </SimpleGrid>
          <Card
            withBorder
            padding="lg"
            bg="yellow.0"
            style={{ borderColor: 'var(--mantine-color-yellow-4)' }}
          >
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('partnership.page.promotionTitle')}
              </Title>
              <Text size="lg">{t('partnership.page.promotionText')}</Text>
              <Title order={3} size="h5">
                {t('partnership.page.conditionsTitle')}
              </Title>
              <List spacing={4} size="sm">
                {CONDITIONS.map((condition) => (
                  <List.Item key={condition}>{t(`partnership.page.conditions.${condition}`)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
          <Card withBorder padding="lg" id="partnership-forms" style={{ scrollMarginTop: 16 }}>
            <Tabs value={form} onChange={(value) => setForm(value === 'partner' ? 'partner' : 'promotion')}>
              <Tabs.List mb="md" grow>
                <Tabs.Tab value="promotion">{t('partnership.page.registerCta')}</Tabs.Tab>
                <Tabs.Tab value="partner">{t('partnership.page.partnerCta')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="promotion">
                <PromotionForm />
              </Tabs.Panel>
              <Tabs.Panel value="partner">
                <PartnerForm />
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
