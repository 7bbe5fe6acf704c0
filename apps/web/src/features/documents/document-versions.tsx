import { Anchor, Card, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DocumentDetail } from '@sirkula/domain/documents/answers';
import { formatDateTime } from '@sirkula/domain/shared/format';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { documentFileHref } from './api.ts';

type Version = DocumentDetail['versions'][number];

/** Every version of the document, each to download; on a phone one card per version. */
export function DocumentVersions({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation();
  // Read at once, not after the first paint: a phone would otherwise see the table flash by.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="document-versions">
      <Title order={2} size="h4" mb="sm" id="document-versions">
        {t('documents.detail.versions')}
      </Title>
      {phone ? <VersionCards document={document} /> : <VersionTable document={document} />}
    </Card>
  );
}

function VersionTable({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.fields.version')}</Table.Th>
            <Table.Th>{t('documents.fields.fileName')}</Table.Th>
            <Table.Th>{t('documents.columns.uploaded')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.versions.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>
                {version.version}
                <CurrentMark document={document} version={version} />
              </Table.Td>
              <Table.Td>
                <VersionLink document={document} version={version} />
              </Table.Td>
              <Table.Td>
                <Uploaded version={version} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VersionCards({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {document.versions.map((version) => (
        <Paper component="li" key={version.version} withBorder p="sm">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('documents.fields.version')} {version.version}
              <CurrentMark document={document} version={version} />
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <VersionLink document={document} version={version} />
            </Text>
            <Uploaded version={version} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** "(current)" after the version the document is at. */
function CurrentMark({ document, version }: { document: DocumentDetail; version: Version }) {
  const { t } = useTranslation();
  if (version.version !== document.version) return null;
  return (
    <Text span size="xs" c="dimmed" fw={400}>
      {' '}
      ({t('documents.detail.current')})
    </Text>
  );
}

function VersionLink({ document, version }: { document: DocumentDetail; version: Version }) {
  return (
    <Anchor href={documentFileHref(document.id, { version: version.version })} c="green.9">
      {version.fileName}
    </Anchor>
  );
}

/** When the version was uploaded, and by whom. */
function Uploaded({ version }: { version: Version }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{formatDateTime(version.createdAt, currentLanguage())}</Text>
      <Text size="xs" c="dimmed">
        {t('documents.detail.uploadedBy', { name: version.uploadedByName ?? t('documents.detail.system') })}
      </Text>
    </>
  );
}
