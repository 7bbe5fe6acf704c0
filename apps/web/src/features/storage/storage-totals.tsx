import { Alert, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { storedFileTotalsQuery } from './api.ts';
import { kindLabel } from './file-kind.ts';
import { formatBytes } from './format-bytes.ts';

interface StorageTotalsProps {
  /** The kind the list shows, or undefined for every kind. */
  selected: string | undefined;
  /** Shows only this kind's files, or every kind's again when it is the one shown. */
  onSelect: (purpose: string | undefined) => void;
}

/** The largest kinds shown before "show all": two rows of cards, so a phone's screen is not filled with them. */
const FIRST_KINDS = { wide: 10, narrow: 4 };

/** A card per kind with its files and bytes (kept by the server, never counted here); a card filters the list. */
export function StorageTotals({ selected, onSelect }: StorageTotalsProps) {
  const { t } = useTranslation();
  const totals = useQuery(storedFileTotalsQuery());
  const [all, setAll] = useState(false);
  const first = useMediaQuery('(min-width: 62em)') ? FIRST_KINDS.wide : FIRST_KINDS.narrow;
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-GB');
  if (totals.isError)
    return (
      <Alert color="red" variant="light">
        {t('storage.console.totalsFailed')}
      </Alert>
    );
  const items = totals.data?.items ?? [];
  if (items.length === 0) return null;
  // The largest first (the server's order); the chosen kind stays in view even when it is a small one.
  const shown = all ? items : items.filter((total, index) => index < first || total.purpose === selected);
  return (
    <Stack gap="xs" component="section" aria-labelledby="storage-totals">
      <Title order={2} size="h4" id="storage-totals">
        {t('storage.console.totals')}
      </Title>
      <Box
        component="ul"
        p={0}
        m={0}
        style={{
          listStyle: 'none',
          display: 'grid',
          gap: 'var(--mantine-spacing-sm)',
          gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))',
        }}
      >
        {shown.map((total) => {
          const kind = kindLabel(t, total.purpose);
          const active = selected === total.purpose;
          return (
            <li key={total.purpose}>
              <Paper
                component="button"
                type="button"
                withBorder
                p="sm"
                h="100%"
                w="100%"
                display="block"
                aria-pressed={active}
                title={t('storage.console.filterByKind', { kind })}
                onClick={() => onSelect(active ? undefined : total.purpose)}
                data-kind={total.purpose}
                style={{
                  textAlign: 'start',
                  cursor: 'pointer',
                  font: 'inherit',
                  ...(active
                    ? {
                        borderColor: 'var(--mantine-color-green-7)',
                        boxShadow: 'inset 0 0 0 1px var(--mantine-color-green-7)',
                      }
                    : {}),
                }}
              >
                <Text size="sm" fw={600} lineClamp={2}>
                  {kind}
                </Text>
                <Text fz={24} fw={700} lh={1.2} c="green.9">
                  {formatBytes(total.bytes, language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('storage.console.totalFiles', { count: total.files, total: number.format(total.files) })}
                </Text>
              </Paper>
            </li>
          );
        })}
      </Box>
      {items.length > shown.length || all ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAll(!all)}
          style={{ alignSelf: 'flex-start' }}
        >
          {all
            ? t('storage.console.fewerKinds')
            : t('storage.console.allKindsShown', { count: items.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
