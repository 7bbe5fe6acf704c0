import { Alert, Image } from '@mantine/core';
import { canPreview } from '@sirkula/domain/documents/rules';
import { useTranslation } from 'react-i18next';
import { documentFileHref } from './api.ts';

/**
 * A PDF or an image shown in the page, from the authorised file route (`inline`); other files (a Word
 * document) are downloaded instead.
 */
export function DocumentPreview({
  document,
}: {
  document: { id: string; version: number; contentType: string; displayName: string };
}) {
  const { t } = useTranslation();
  if (!canPreview(document.contentType)) return <Alert color="gray">{t('documents.detail.noPreview')}</Alert>;
  const src = documentFileHref(document.id, { version: document.version, inline: true });
  if (document.contentType.startsWith('image/'))
    return <Image src={src} alt={document.displayName} fit="contain" mah={640} radius="sm" />;
  return (
    <iframe
      src={src}
      title={`${t('documents.detail.preview')}: ${document.displayName}`}
      style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    />
  );
}
