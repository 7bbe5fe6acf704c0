import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The in-app address a plain click on this element would open, or null for anything else. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return to === here ? null : to;
}

/**
 * While `when` holds, asks before the page is left with its changes unsaved: the browser's own
 * question on a reload or a closed tab, and a dialog on a link inside the app (the menu, the user
 * menu). The router here is no data router, so links are caught on their way to it.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // In the capture phase, before the router's own link handler, which leaves prevented clicks alone.
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (!to) return;
      event.preventDefault();
      setLeavingTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <Modal
      opened={leavingTo !== null}
      onClose={() => setLeavingTo(null)}
      title={t('settings.unsaved.title')}
      size="lg"
      centered
    >
      <Text size="sm">{t('settings.unsaved.message')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setLeavingTo(null)} data-autofocus>
          {t('settings.unsaved.stay')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            const to = leavingTo;
            setLeavingTo(null);
            if (to) navigate(to);
          }}
        >
          {t('settings.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
