import { Alert, Stack, Text, Title } from '@mantine/core';
import type { WasteDetail } from '@sirkula/domain/waste/answers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { pickupBinQuery, wasteQuery } from './api.ts';
import { type FormValues, fromBin } from './pickup-form-values.ts';
import { PickupRequestForm } from './pickup-request-form.tsx';

/** `/<portal>/waste/new` and `/<portal>/waste/:id/edit`: the pickup request form on its own page. */
export function PickupRequestPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const binId = search.get('binId');
  if (id) return <EditRequest id={id} />;
  return binId ? <RequestFromBin binId={binId} /> : <FormPage record={null} />;
}

/** `/<portal>/waste/new?binId=…`: a pickup from a smart bin, its contract and place filled in. */
function RequestFromBin({ binId }: { binId: string }) {
  const { t } = useTranslation();
  const bin = useQuery(pickupBinQuery(binId));
  if (bin.isPending) return <LoadingSpinner />;
  if (bin.isError) {
    return (
      <RecordLoadError
        error={bin.error}
        notFoundKey="smartbins.errors.notFound"
        failedKey="waste.form.binLoadFailed"
        onRetry={() => bin.refetch()}
        back={<WasteListLink />}
      />
    );
  }
  const fill = bin.data.latest?.fillPercent;
  return (
    <FormPage
      record={null}
      initial={fromBin(bin.data)}
      notice={t('waste.form.fromBin', { label: bin.data.label, fill: fill == null ? '–' : `${fill} %` })}
    />
  );
}

function EditRequest({ id }: { id: string }) {
  const record = useQuery(wasteQuery(id));
  if (record.isPending) return <LoadingSpinner />;
  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        notFoundKey="waste.errors.notFound"
        failedKey="waste.detail.loadFailed"
        onRetry={() => record.refetch()}
        back={<WasteListLink />}
      />
    );
  }
  return <FormPage record={record.data} />;
}

function WasteListLink() {
  const { t } = useTranslation();
  const { user } = usePortalSession();
  return <BackLink to={`/${user.userType}/waste`} label={t('waste.form.back')} />;
}

function FormPage({
  record,
  initial,
  notice,
}: {
  record: WasteDetail | null;
  initial?: FormValues;
  notice?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = usePortalSession();
  const staff = user.userType === 'internal';
  const title = record
    ? t('waste.form.editTitle', { number: record.transactionNumber })
    : t(staff ? 'waste.form.newTitleInternal' : 'waste.form.newTitle');
  useDocumentTitle(title);
  if (user.userType === 'partner') {
    return (
      <Stack gap="md" align="flex-start">
        <WasteListLink />
        <NotificationBanner type="error" message={t('errors.forbidden')} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={900}>
      <WasteListLink />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t(staff ? 'waste.form.introInternal' : 'waste.form.intro')}</Text>
      </Stack>
      {record && !record.can.edit && (
        <NotificationBanner type="error" message={t('waste.errors.notEditable')} />
      )}
      {notice && (
        <Alert color="blue" variant="light">
          {notice}
        </Alert>
      )}
      {(!record || record.can.edit) && (
        <PickupRequestForm
          record={record}
          initial={initial}
          internal={staff}
          onSaved={(saved, message) =>
            navigate(`/${user.userType}/waste/${saved.id}`, { replace: record !== null, state: { message } })
          }
        />
      )}
    </Stack>
  );
}
