import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { LabelFacts } from '@sirkula/domain/waste/answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { errorMessage } from '../../lib/forms.ts';
import { wasteLabelsQuery, wasteQuery } from './api.ts';
import { WasteLabel } from './waste-label.tsx';

/** At most this many labels on one sheet request: a page of the list. */
const MAX_SHEET = 100;
const PER_PAGE = 4;

/**
 * Print rules: only the labels are printed (the portal's header, menu and footer are left out), at
 * their real size: one 100 × 150 mm label per page, or A4 pages of four.
 */
function PrintStyle({ sheet }: { sheet: boolean }) {
  const css = `
@page { size: ${sheet ? 'A4' : '100mm 150mm'}; margin: ${sheet ? '8mm' : '0'}; }
@media print {
  html, body { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, footer, [data-no-print] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; display: block !important; }
  .waste-print-area { gap: 0 !important; }
  .waste-label-preview { zoom: 1 !important; }
  .waste-sheet-page {
    display: grid !important; grid-template-columns: 95mm 95mm; grid-auto-rows: 134mm;
    gap: 3mm; justify-content: center; break-after: page; break-inside: avoid;
  }
  .waste-sheet-page:last-child { break-after: auto; }
  .waste-single .waste-label { border: none !important; border-radius: 0 !important; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
@media screen and (max-width: 30em) {
  .waste-label-preview { zoom: 0.82; }
}
`;
  return <style>{css}</style>;
}

function Toolbar({ title, hint, back }: { title: string; hint: string; back: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-no-print>
      <Anchor component={Link} to={back} size="sm" c="green.9">
        ← {t('waste.label.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <Button color="green" onClick={() => window.print()}>
          {t('waste.label.print')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/<portal>/waste/:id/label`: one label, 100 × 150 mm. */
export function WasteLabelPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = usePortalSession();
  const base = `/${user.userType}/waste`;
  const record = useQuery(wasteQuery(id));
  useDocumentTitle(t('waste.label.title', { number: record.data?.registrationNumber ?? '' }));

  if (record.isPending) return <LoadingSpinner />;
  if (record.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Anchor component={Link} to={base} size="sm" c="green.9">
          ← {t('waste.label.back')}
        </Anchor>
        <NotificationBanner type="error" message={errorMessage(record.error, t, 'waste.detail.loadFailed')} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" className="waste-print-area waste-single">
      <PrintStyle sheet={false} />
      <Toolbar
        title={t('waste.label.title', { number: record.data.registrationNumber })}
        hint={t('waste.label.printHint')}
        back={`${base}/${record.data.id}`}
      />
      <Box className="waste-label-preview">
        <WasteLabel record={record.data} size="single" />
      </Box>
    </Stack>
  );
}

/** `/<portal>/waste/labels?ids=a,b,c`: A4 sheets of four labels each. */
export function WasteLabelSheetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user } = usePortalSession();
  const base = `/${user.userType}/waste`;
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter(Boolean))].slice(0, MAX_SHEET);
  const labels = useQuery({ ...wasteLabelsQuery(ids), enabled: ids.length > 0 });
  useDocumentTitle(t('waste.label.sheetTitle'));

  // In the order they were chosen (the list's order); ids the server left out could not be loaded.
  const found = new Map((labels.data?.items ?? []).map((label) => [label.id, label]));
  const loaded = ids.flatMap((id) => found.get(id) ?? []);
  const failed = labels.isError ? ids.length : labels.data ? ids.length - loaded.length : 0;
  const pending = ids.length > 0 && labels.isPending;
  const pages: LabelFacts[][] = [];
  for (let index = 0; index < loaded.length; index += PER_PAGE)
    pages.push(loaded.slice(index, index + PER_PAGE));

  return (
    <Stack gap="md" className="waste-print-area">
      <PrintStyle sheet />
      <Toolbar title={t('waste.label.sheetTitle')} hint={t('waste.label.sheetHint')} back={base} />
      {ids.length === 0 && <NotificationBanner type="error" message={t('waste.label.noIds')} />}
      {failed > 0 && (
        <Box data-no-print>
          <NotificationBanner type="error" message={t('waste.label.someMissing', { count: failed })} />
        </Box>
      )}
      {pending && <LoadingSpinner />}
      {!pending &&
        pages.map((page) => (
          <Box
            key={page.map((record) => record.id).join()}
            className="waste-sheet-page waste-label-preview"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}
          >
            {page.map((record) => (
              <WasteLabel key={record.id} record={record} size="sheet" />
            ))}
          </Box>
        ))}
    </Stack>
  );
}
