import { ActionIcon, Button, Image, Input, SimpleGrid, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../components/file-field.module.css';
import { shrinkPhoto } from './shrink-photo.ts';

export interface Photo {
  id: string;
  blob: Blob;
  /** An object URL for the preview, revoked when the photo is removed. */
  url: string;
}

export const MAX_PHOTOS = 10;

/**
 * Photos of the load: the phone's camera opens at once (capture), a gallery where it does not; each
 * photo is shown to be checked and can be removed before sending.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(photos);
  latest.current = photos;

  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  async function add(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, MAX_PHOTOS - latest.current.length);
    if (input.current) input.current.value = '';
    const blobs = await Promise.all(chosen.map(shrinkPhoto));
    const added = blobs.map((blob) => ({
      id: crypto.getRandomValues(new Uint32Array(2)).join('-'),
      blob,
      url: URL.createObjectURL(blob),
    }));
    onChange([...latest.current, ...added]);
  }

  function remove(photo: Photo) {
    URL.revokeObjectURL(photo.url);
    onChange(latest.current.filter((other) => other.id !== photo.id));
  }

  return (
    <Input.Wrapper
      label={t('handover.pickup.photos')}
      description={t('handover.pickup.photosHint')}
      error={error}
      id={id}
      withAsterisk
    >
      <Stack gap="sm" mt={6}>
        {photos.length > 0 && (
          <SimpleGrid cols={3} spacing="xs">
            {photos.map((photo, index) => (
              <div key={photo.id} style={{ position: 'relative' }}>
                <Image
                  src={photo.url}
                  alt={t('handover.pickup.photo', { number: index + 1 })}
                  radius="sm"
                  h={96}
                  fit="cover"
                />
                <ActionIcon
                  aria-label={t('handover.pickup.removePhoto', { number: index + 1 })}
                  onClick={() => remove(photo)}
                  color="red"
                  size="lg"
                  style={{ position: 'absolute', top: 4, right: 4 }}
                >
                  ×
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className={classes.native}
          aria-describedby={`${id}-description`}
          disabled={photos.length >= MAX_PHOTOS}
          onChange={(event) => void add(event.currentTarget.files)}
        />
        {/* For touch and mouse; keyboard and screen reader users are on the native input already. */}
        <Button
          className={classes.button}
          variant="default"
          size="md"
          tabIndex={-1}
          aria-hidden
          disabled={photos.length >= MAX_PHOTOS}
          onClick={() => input.current?.click()}
        >
          {t('handover.pickup.addPhotos')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
