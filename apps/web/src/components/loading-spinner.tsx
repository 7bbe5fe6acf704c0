import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The spinner while a page or a part of it loads. `fill` holds a screen's height meanwhile, so what
 * comes below (the footer, a home's next part) is not drawn in view only to be pushed away when the
 * content arrives (a layout shift).
 */
export function LoadingSpinner({ fill = false }: { fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box mih={fill ? '100vh' : undefined}>
      <Center py="xl" role="status" aria-label={t('common.loading')}>
        <Loader color="green" />
      </Center>
    </Box>
  );
}
