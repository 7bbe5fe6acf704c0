import { Container, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sirkula/domain/shared/format';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useBranding } from '../../lib/branding.ts';
import { addNamespace } from '../../lib/i18n.ts';
import legalEn from './en.json';
import legalId from './id.json';

// The legal texts are long and seldom read: they come with this page, not with the first download.
addNamespace('legal', { en: legalEn, id: legalId });

export type LegalDocument = 'privacyPolicy' | 'termsOfService' | 'cookiePolicy';

/** The day each text took effect: change it together with the text. */
const EFFECTIVE_FROM: Record<LegalDocument, string> = {
  privacyPolicy: '2026-11-22',
  termsOfService: '2026-11-22',
  cookiePolicy: '2026-11-22',
};

interface Section {
  heading: string;
  paragraphs: string[];
}

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation('legal');
  const branding = useBranding();
  const values = { company: branding?.companyName ?? 'Sirkula', email: branding?.contactEmail ?? '' };
  const title = t(`${document}.title`);
  const sections = t(`${document}.sections`, { returnObjects: true, ...values }) as Section[];
  useDocumentTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            {t('effectiveFrom', {
              date: formatDate(EFFECTIVE_FROM[document], toLanguage(i18n.resolvedLanguage)),
            })}
          </Text>
        </Stack>
        <Text>{t(`${document}.intro`, values)}</Text>
        {sections.map((section) => (
          <Stack key={section.heading} gap={6} component="section">
            <Title order={2} size="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
