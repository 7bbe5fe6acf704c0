import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pagination with its buttons named in the reader's language, as every list of the app pages. */
export function PageControls(props: Omit<PaginationProps, 'getItemProps' | 'getControlProps' | 'color'>) {
  const { t } = useTranslation();
  return (
    <Pagination
      color="green"
      getItemProps={(item) => ({ 'aria-label': t('list.goToPage', { page: item }) })}
      getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
      {...props}
    />
  );
}
