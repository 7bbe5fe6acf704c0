import { Box, Button, Grid, Image, Stack, Text } from '@mantine/core';
import {
  type ImageInfo,
  INVOICING_IMAGES,
  type InvoicingAnswer,
  type InvoicingImage,
} from '@sirkula/domain/settings/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/file-field.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { useSubmission } from '../../lib/use-submission.ts';
import { imageUrl, invoicingQuery, uploadImage } from './api.ts';
import { SettingsSection } from './settings-section.tsx';
import { type MarkUnsaved, useReportUnsaved } from './use-unsaved.ts';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** The logo and the signature printed on invoices, each with its preview and its own upload. */
export function InvoicingImages({
  answer,
  readOnly,
  markUnsaved,
}: {
  answer: InvoicingAnswer;
  readOnly: boolean;
  markUnsaved: MarkUnsaved;
}) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="settings-images"
      title={t('settings.sections.images')}
      hint={t('settings.sections.imagesHint')}
    >
      <Grid gap="lg">
        {INVOICING_IMAGES.map((image) => (
          <Grid.Col key={image} span={{ base: 12, sm: 6 }}>
            <ImageSetting
              image={image}
              stored={answer[image]}
              readOnly={readOnly}
              markUnsaved={markUnsaved}
            />
          </Grid.Col>
        ))}
      </Grid>
    </SettingsSection>
  );
}

function ImageSetting({
  image,
  stored,
  readOnly,
  markUnsaved,
}: {
  image: InvoicingImage;
  stored: ImageInfo | null;
  readOnly: boolean;
  markUnsaved: MarkUnsaved;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const { busy, banner, run } = useSubmission();
  useReportUnsaved(image, file !== null, markUnsaved);
  const label = t(`settings.fields.${image}`);

  const upload = (chosen: File) =>
    run(async () => {
      const { message, ...saved } = await uploadImage(image, chosen);
      queryClient.setQueryData(invoicingQuery.queryKey, saved);
      setFile(null);
      return message;
    });

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Box
        h={110}
        p="xs"
        bd="1px solid var(--mantine-color-gray-3)"
        bdrs="sm"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {stored ? (
          <Image
            src={imageUrl(image, stored.id)}
            alt={t(`settings.images.alt.${image}`)}
            mah={90}
            maw="100%"
            w="auto"
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.images.none')}
          </Text>
        )}
      </Box>
      {!readOnly && (
        <>
          <FileField
            label={t(`settings.images.new.${image}`)}
            accept={ACCEPT}
            file={file}
            onChange={setFile}
          />
          <Button
            variant="default"
            disabled={!file}
            loading={busy}
            onClick={() => file && upload(file)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.actions.upload', { image: label.toLowerCase() })}
          </Button>
        </>
      )}
      {banner && <NotificationBanner {...banner} />}
    </Stack>
  );
}
