import { Button, Card, Grid, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type ConfirmedMove,
  isConfirmedMove,
  nextStatuses,
  type TargetStatus,
} from '@sirkula/domain/auth/account-status';
import type { CompanyDetail } from '@sirkula/domain/companies/answers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { Slot } from '../../components/slot.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { changeCompanyStatus, companyQuery, createCompany, storeCompany, updateCompany } from './api.ts';
import { CompletenessBadge, CompletenessSummary, KindBadges, StatusBadge } from './company-badges.tsx';
import { CompanyForm } from './company-form.tsx';
import { CompanyRecords } from './company-records.tsx';

export function CompanyDetailPage() {
  const { id = '' } = useParams();
  return id === 'new' ? <NewCompany /> : <ExistingCompany id={id} />;
}

function NewCompany() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('companies.detail.createTitle'));
  return (
    <Stack gap="md" maw={1000}>
      <BackLink to="/internal/companies" label={t('companies.detail.back')} />
      <Title order={1} size="h2">
        {t('companies.detail.createTitle')}
      </Title>
      <CompanyForm
        company={null}
        kind="customer"
        chooseKind
        save={createCompany}
        onSaved={(company, uploadError) =>
          navigate(`/internal/companies/${company.id}`, {
            replace: true,
            state: { message: t('companies.messages.created'), error: uploadError },
          })
        }
      />
    </Stack>
  );
}

function ExistingCompany({ id }: { id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const company = useQuery(companyQuery(id));
  useDocumentTitle(company.data?.name ?? t('companies.title'));
  const arrival = location.state as { message?: string; error?: string } | null;
  // Arriving from the long create form: start at the top, where its outcome is shown.
  useEffect(() => {
    if (arrival) window.scrollTo(0, 0);
  }, [arrival]);

  if (company.isPending) return <LoadingSpinner />;
  if (company.isError) {
    return (
      <RecordLoadError
        error={company.error}
        notFoundKey="companies.errors.notFound"
        failedKey="companies.detail.loadFailed"
        onRetry={() => company.refetch()}
        back={<BackLink to="/internal/companies" label={t('companies.detail.back')} />}
      />
    );
  }

  const detail = company.data;
  return (
    <Stack gap="md" maw={1400}>
      <BackLink to="/internal/companies" label={t('companies.detail.back')} />
      <Stack gap={6}>
        <Title order={1} size="h2">
          {detail.name}
        </Title>
        <Group gap="xs">
          <KindBadges kind={detail.kind} partnerRoles={detail.partnerRoles} />
          <StatusBadge status={detail.status} />
          <CompletenessBadge complete={detail.profileComplete} />
        </Group>
      </Stack>
      {arrival?.message && <NotificationBanner type="success" message={arrival.message} />}
      {arrival?.error && <NotificationBanner type="error" message={arrival.error} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatusCard company={detail} />
        <CompletenessCard company={detail} />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <CompanyForm
            company={detail}
            kind={detail.kind}
            chooseKind
            readOnly={!detail.can.edit}
            save={(input) => updateCompany(detail.id, input)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <CompanyRecords companyId={detail.id} kind={detail.kind} />
        </Grid.Col>
      </Grid>
      <Slot name="company.panels" props={{ companyId: detail.id }} />
      <Slot name="company.developers" props={{ companyId: detail.id }} />
      <AuditTrail entity="company" entityId={detail.id} />
    </Stack>
  );
}

function StatusCard({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ConfirmedMove | null>(null);
  const { busy, banner, run } = useSubmission();
  const moves = company.can.changeStatus ? nextStatuses(company.status) : [];

  const change = (status: TargetStatus) =>
    run(async () => {
      await storeCompany(queryClient, await changeCompanyStatus(company.id, status));
      setConfirming(null);
      return t('companies.messages.statusChanged');
    });
  const choose = (status: TargetStatus) => (isConfirmedMove(status) ? setConfirming(status) : change(status));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="company-status">
      <Title order={2} size="h4" mb="xs" id="company-status">
        {t('companies.detail.statusTitle')}
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">{t('companies.detail.currentStatus')}:</Text>
          <StatusBadge status={company.status} />
        </Group>
        {company.status === 'pending' && <Text size="sm">{t('companies.detail.approveHint')}</Text>}
        {moves.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('companies.detail.noActions')}
          </Text>
        ) : (
          <Group gap="xs">
            {moves.map((status) =>
              company.status === 'pending' && status === 'active' ? (
                <Button key={status} color="green" loading={busy} onClick={() => choose(status)}>
                  {t('companies.detail.approve')}
                </Button>
              ) : (
                <Button
                  key={status}
                  variant={status === 'deleted' ? 'outline' : 'default'}
                  color={status === 'deleted' ? 'red' : undefined}
                  disabled={busy}
                  onClick={() => choose(status)}
                >
                  {t(`companies.detail.actions.${status}`)}
                </Button>
              ),
            )}
          </Group>
        )}
        {banner && !confirming && <NotificationBanner {...banner} />}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('companies.detail.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{confirming && t(`companies.detail.confirm.${confirming}`, { name: company.name })}</Text>
          {banner && banner.type === 'error' && <NotificationBanner {...banner} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color={confirming === 'deleted' ? 'red' : 'orange'}
              loading={busy}
              onClick={() => confirming && change(confirming)}
            >
              {confirming && t(`companies.detail.actions.${confirming}`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function CompletenessCard({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="company-completeness">
      <Title order={2} size="h4" mb="xs" id="company-completeness">
        {t('companies.list.completeness')}
      </Title>
      <CompletenessSummary company={company} />
    </Card>
  );
}
