import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { typedRegistrationNumber } from '@sirkula/domain/waste/numbers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The landing page's way to follow a record without its QR code: type the number on its label. */
export function TrackingBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = typedRegistrationNumber(text);
    if (!number) {
      setError(t('public.landing.track.invalid'));
      return;
    }
    navigate(`/public/track/${number}`);
  };

  return (
    <Paper component="section" withBorder p="md" maw={560} aria-labelledby="track-title">
      <form onSubmit={submit} noValidate>
        <Title order={2} size="h4" id="track-title">
          {t('public.landing.track.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('public.landing.track.hint')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('public.landing.track.label')}
            placeholder="SRK-7K2M-9QXD"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" color="green" mt={25}>
            {t('public.landing.track.submit')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
