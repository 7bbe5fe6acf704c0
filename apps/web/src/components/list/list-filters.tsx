import { Box, Button, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListFiltersProps {
  /** Names the search landmark, so a screen reader can jump to the filters. */
  label: string;
  /** Whether any filter is set: only then is there something to clear. */
  filtered: boolean;
  onClear: () => void;
  /** A bordered panel, for pages whose filters would otherwise run into the title. */
  framed?: boolean;
  children: ReactNode;
}

/** The filter fields above a list, with the button that clears them all at once. */
export function ListFilters({ label, filtered, onClear, framed = false, children }: ListFiltersProps) {
  const { t } = useTranslation();
  const content = (
    <>
      {children}
      {filtered && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </>
  );
  return framed ? (
    <Paper withBorder p="sm" component="search" aria-label={label}>
      {content}
    </Paper>
  ) : (
    <Box component="search" aria-label={label}>
      {content}
    </Box>
  );
}
