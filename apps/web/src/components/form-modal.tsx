import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A record's form in a modal, with its close button named in the reader's language. */
export function FormModal(props: Omit<ModalProps, 'closeButtonProps'>) {
  const { t } = useTranslation();
  return <Modal {...props} closeButtonProps={{ 'aria-label': t('common.close') }} />;
}
