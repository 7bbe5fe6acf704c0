import { Button, Group, Input, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './file-field.module.css';

interface Props {
  label: string;
  /** The formats and sizes accepted, said under the label and read with the field. */
  description?: string;
  accept?: string;
  /** The file chosen and not yet sent; back to null once it has been. */
  file: File | null;
  onChange: (file: File | null) => void;
}

/** A file choice whose button and "no file" text are in the page's language, unlike the browser's own. */
export function FileField({ label, description, accept, file, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // After the upload the chosen file is cleared; so is the native input, or the same file could not
  // be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <Input.Wrapper label={label} description={description} id={id}>
      <Group gap="sm" mt={6} wrap="nowrap">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className={classes.native}
          aria-describedby={description ? `${id}-description` : undefined}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        {/* For the mouse only: keyboard and screen reader users are on the native input already. */}
        <Button
          className={classes.button}
          variant="default"
          size="xs"
          tabIndex={-1}
          aria-hidden
          onClick={() => input.current?.click()}
        >
          {t('inputs.file.choose')}
        </Button>
        <Text size="sm" c={file ? undefined : 'dimmed'} className={classes.name} truncate>
          {file?.name ?? t('inputs.file.none')}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
