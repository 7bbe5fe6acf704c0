import { Autocomplete, Badge, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { b3CodeFacts, b3CodeName, describeB3Code } from '@sirkula/domain/manifests/b3-codes';
import { toLanguage } from '@sirkula/domain/shared/languages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { b3CodeQuery, b3CodesQuery } from '../manifests/public.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The B3 waste code: the product's code list, searched by code or by name in either language on the
 * server (a page of matches), or any other code in the official format, which is shown as not listed.
 */
export function B3CodePicker({ value, onChange, error, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const [debounced] = useDebouncedValue(value.trim(), 200);
  const codes = useQuery(b3CodesQuery({ q: debounced || undefined, pageSize: 20 }));
  const items = codes.data?.items ?? [];
  const byCode = new Map(items.map((item) => [item.code, item]));

  return (
    <Stack gap={6}>
      <Autocomplete
        label={t('waste.fields.wasteCode')}
        description={t('waste.b3.hint')}
        placeholder={t('waste.b3.placeholder')}
        withAsterisk
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        autoComplete="off"
        data={items.map((item) => item.code)}
        filter={({ options }) => options}
        renderOption={({ option }) => {
          const entry = byCode.get(option.value);
          return (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {option.value}
              </Text>
              {entry && (
                <Text size="xs" c="dimmed">
                  {b3CodeName(entry.name, language)}
                  {language === 'id' || entry.name.en === null ? '' : ` · ${entry.name.id}`}
                </Text>
              )}
            </Stack>
          );
        }}
      />
      <B3CodeFacts code={value} />
    </Stack>
  );
}

/** What the code says (category, table) and its name in the code list, or that it is not listed. */
export function B3CodeFacts({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const shape = code.trim() ? describeB3Code(code) : null;
  const [debounced] = useDebouncedValue(shape?.code ?? '', 200);
  const lookup = useQuery({ ...b3CodeQuery(debounced), enabled: debounced !== '' });
  const entry = lookup.data?.entry;
  const info = shape && entry !== undefined ? b3CodeFacts(shape.code, entry) : null;
  if (!info) return null;
  const table = info.table;
  return (
    <Stack gap={4} aria-live="polite">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {info.code}
        </Text>
        {info.listed && <Text size="sm">{b3CodeName(info.listed.name, language)}</Text>}
      </Group>
      <Text size="xs" c="dimmed">
        {t('waste.b3.category', { category: info.category })} ·{' '}
        {table
          ? `${t('waste.b3.table', { table })} (${t(`waste.b3.tables.${table}`)})`
          : t('waste.b3.tableUnknown')}
      </Text>
      {!info.listed && (
        <Stack gap={2} align="flex-start">
          <Badge color="orange" variant="light" styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}>
            {t('waste.b3.notListed')}
          </Badge>
          <Text size="xs">{t('waste.b3.notListedHint')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
