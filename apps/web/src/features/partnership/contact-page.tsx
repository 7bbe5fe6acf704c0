import { Anchor, Box, Card, Container, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { whatsappLink } from '@sirkula/domain/settings/contact';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { contactDetailsQuery, officeMapUrl } from './api.ts';
import { ContactForm } from './contact-form.tsx';
import { OfficeHours } from './office-hours.tsx';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text size="sm" fw={600} c="gray.7">
        {label}
      </Text>
      <Box>{children}</Box>
    </Box>
  );
}

/** `/public/contact`: the office, how to reach it, whether it is open now (WIB), its map and the form. */
export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('partnership.contact.title'));
  const { data: contact } = useQuery(contactDetailsQuery);
  const whatsapp = contact ? whatsappLink(contact.whatsapp) : null;
  const osm = contact
    ? `https://www.openstreetmap.org/?mlat=${contact.latitude}&mlon=${contact.longitude}#map=17/${contact.latitude}/${contact.longitude}`
    : undefined;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('partnership.contact.title')}</Title>
          <Text c="gray.7" maw={720}>
            {t('partnership.contact.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Title order={2} size="h3" mb="sm">
                {t('partnership.contact.details')}
              </Title>
              {!contact ? (
                <Skeleton h={180} />
              ) : (
                <Stack gap="sm">
                  <Detail label={t('partnership.contact.address')}>
                    <Text style={{ whiteSpace: 'pre-line' }}>{contact.address}</Text>
                  </Detail>
                  <Detail label={t('partnership.contact.phone')}>
                    <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
                  </Detail>
                  <Detail label={t('partnership.contact.email')}>
                    <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
                  </Detail>
                  <Detail label={t('partnership.contact.whatsapp')}>
                    {whatsapp ? (
                      <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer">
                        {contact.whatsapp} · {t('partnership.contact.whatsappChat')}
                      </Anchor>
                    ) : (
                      <Text>{contact.whatsapp}</Text>
                    )}
                  </Detail>
                  <Detail label={t('partnership.contact.hours')}>
                    <OfficeHours holidays={contact.holidays} />
                  </Detail>
                </Stack>
              )}
            </Card>
            <Card withBorder padding={0}>
              <a href={osm} target="_blank" rel="noopener noreferrer">
                <Image
                  src={officeMapUrl}
                  alt={t('partnership.contact.map')}
                  w="100%"
                  h="auto"
                  style={{ aspectRatio: '480 / 280' }}
                  loading="lazy"
                />
              </a>
              <Text size="xs" p="xs">
                <Anchor href={osm} target="_blank" rel="noopener noreferrer">
                  {t('partnership.contact.openMap')}
                </Anchor>
              </Text>
            </Card>
          </Stack>
          <Card withBorder padding="lg">
            <ContactForm />
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
