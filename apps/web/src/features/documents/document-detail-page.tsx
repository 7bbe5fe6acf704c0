import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DocumentDetail } from '@sirkula/domain/documents/answers';
import { formatDate } from '@sirkula/domain/shared/format';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { type Banner, NotificationBanner } from '../../components/notification-banner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { documentFileHref, documentQuery, useDeleteDocument } from './api.ts';
import { DocumentPreview } from './document-preview.tsx';
import { DocumentVersions } from './document-versions.tsx';
import { ExpiryBadge, ValidUntil } from './expiry-badge.tsx';
import { ReplaceDocumentModal } from './upload-form.tsx';

const back = '/internal/documents';

/** One document: its preview, its details, every version to download, and replacing or deleting it. */
export function DocumentDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const answer = useQuery(documentQuery(id));
  const justUploaded = (location.state as { uploaded?: boolean } | null)?.uploaded === true;
  useDocumentTitle(answer.data?.displayName ?? t('documents.title'));

  if (answer.isPending) return <LoadingSpinner />;
  if (answer.isError)
    return (
      <RecordLoadError
        error={answer.error}
        notFoundKey="documents.errors.notFound"
        failedKey="documents.detail.loadFailed"
        onRetry={() => answer.refetch()}
        back={<BackLink to={back} label={t('documents.detail.back')} />}
      />
    );
  return (
    <DocumentView
      document={answer.data}
      notice={justUploaded ? { type: 'success', message: t('documents.detail.uploaded') } : null}
    />
  );
}

function DocumentView({ document, notice }: { document: DocumentDetail; notice: Banner | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const [banner, setBanner] = useState<Banner | null>(notice);
  const [replacing, setReplacing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteDocument(document.id);
  const lockedText = document.generated
    ? t('documents.detail.locked')
    : !document.can.replace && document.recordKind === 'company'
      ? t('documents.detail.managedOnProfile')
      : null;

  return (
    <Stack gap="md">
      <BackLink to={back} label={t('documents.detail.back')} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {document.displayName}
          </Title>
          <Group gap="xs">
            <Text size="sm">{t(`documents.types.${document.type}`)}</Text>
            <ExpiryBadge document={document} />
          </Group>
        </Stack>
        <Group gap="xs">
          <Button component="a" href={documentFileHref(document.id)} variant="default">
            {t('documents.detail.download')}
          </Button>
          {document.can.replace && (
            <Button color="green" onClick={() => setReplacing(true)}>
              {t('documents.detail.replace')}
            </Button>
          )}
          {document.can.delete && (
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              {t('documents.detail.delete')}
            </Button>
          )}
        </Group>
      </Group>
      {banner && <NotificationBanner {...banner} />}
      {lockedText && (
        <Alert color="blue" variant="light">
          {lockedText}
        </Alert>
      )}
      <Card withBorder padding="md">
        <Stack gap={4}>
          <Detail label={t('documents.fields.companyId')}>
            {document.companyName ?? t('documents.list.provider')}
          </Detail>
          {document.recordKind && (
            <Detail label={t('documents.detail.belongsTo')}>
              {t(`documents.recordKinds.${document.recordKind}`)}
              {document.recordLabel ? ` · ${document.recordLabel}` : ''}
            </Detail>
          )}
          <Detail label={t('documents.detail.validity')}>
            {document.validFrom ? `${formatDate(document.validFrom, language)} – ` : ''}
            <ValidUntil validUntil={document.validUntil} />
          </Detail>
          <Detail label={t('documents.fields.fileName')}>{document.fileName}</Detail>
        </Stack>
      </Card>
      <DocumentPreview document={document} />
      <DocumentVersions document={document} />
      <AuditTrail entity="document" entityId={document.id} />
      <ReplaceDocumentModal
        documentId={document.id}
        current={document}
        opened={replacing}
        onClose={() => setReplacing(false)}
        onReplaced={(version) => {
          setReplacing(false);
          setBanner({ type: 'success', message: t('documents.detail.replaced', { version }) });
        }}
      />
      <ConfirmModal
        opened={deleting}
        title={t('documents.detail.deleteTitle')}
        message={t('documents.detail.deleteText', { name: document.displayName })}
        confirmLabel={t('documents.detail.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate(back, { state: { deleted: true } }),
            onError: (error) => {
              setDeleting(false);
              setBanner({ type: 'error', message: errorMessage(error, t, 'documents.form.failed') });
            },
          })
        }
      />
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={140}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
