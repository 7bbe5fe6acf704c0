import { Anchor, Badge, Button, Card, Group, List, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContractDetail } from '@sirkula/domain/contracts/answers';
import {
  type ActivationBlocker,
  activationBlockers,
  cancelContractInput,
} from '@sirkula/domain/contracts/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { badgeStyles } from '../../components/status-badge.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import {
  activateContract,
  cancelContract,
  contractQuery,
  createContract,
  storeContract,
  updateContract,
} from './api.ts';
import { ContractKindBadge, ContractStatusBadge } from './contract-badges.tsx';
import { ContractForm } from './contract-form.tsx';

/** Internal staff: `/internal/contracts/new` creates a contract, `/internal/contracts/:id` manages one. */
export function ContractDetailPage() {
  const { id = '' } = useParams();
  return id === 'new' ? <NewContract /> : <ExistingContract id={id} />;
}

function NewContract() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('contracts.detail.createTitle'));
  return (
    <Stack gap="md" maw={1000}>
      <BackLink to="/internal/contracts" label={t('contracts.detail.back')} />
      <Title order={1} size="h2">
        {t('contracts.detail.createTitle')}
      </Title>
      <ContractForm
        contract={null}
        save={(input, kind) => createContract({ ...input, kind })}
        onSaved={(contract) =>
          navigate(`/internal/contracts/${contract.id}`, {
            replace: true,
            state: { message: t('contracts.messages.created') },
          })
        }
      />
    </Stack>
  );
}

function ExistingContract({ id }: { id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const contract = useQuery(contractQuery(id));
  useDocumentTitle(contract.data?.number ?? t('contracts.title'));
  const arrival = location.state as { message?: string } | null;
  // Arriving from the long create form: start at the top, where its outcome is shown.
  useEffect(() => {
    if (arrival) window.scrollTo(0, 0);
  }, [arrival]);

  if (contract.isPending) return <LoadingSpinner />;
  if (contract.isError) {
    return (
      <RecordLoadError
        error={contract.error}
        notFoundKey="contracts.errors.notFound"
        failedKey="contracts.detail.loadFailed"
        onRetry={() => contract.refetch()}
        back={<BackLink to="/internal/contracts" label={t('contracts.detail.back')} />}
      />
    );
  }

  const detail = contract.data;
  return (
    <Stack gap="md" maw={1000}>
      <BackLink to="/internal/contracts" label={t('contracts.detail.back')} />
      <Stack gap={6}>
        <Title order={1} size="h2">
          {detail.number}
        </Title>
        <Group gap="xs">
          <ContractStatusBadge status={detail.displayStatus} />
          <ContractKindBadge kind={detail.kind} />
          {detail.promotion && (
            <Badge variant="light" color="orange" styles={badgeStyles}>
              {t(`contracts.promotion.${detail.promotion}`)}
            </Badge>
          )}
          <Anchor component={Link} to={`/internal/companies/${detail.companyId}`} size="sm" c="green.9">
            {detail.companyName}
          </Anchor>
        </Group>
      </Stack>
      {arrival?.message && <NotificationBanner type="success" message={arrival.message} />}
      <StatusCard contract={detail} />
      <ContractForm
        contract={detail}
        readOnly={!detail.can.edit}
        save={(input) => updateContract(detail.id, input)}
      />
      <AuditTrail entity="contract" entityId={detail.id} unit={detail.unit} />
    </Stack>
  );
}

type Confirming = 'activate' | 'cancel' | null;

/** Activate (after a confirmation) and cancel (with a reason, after a confirmation). */
function StatusCard({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const { busy, banner, run } = useSubmission();
  const reasonForm = useForm({
    initialValues: { reason: '' },
    validate: validateWith(cancelContractInput, t),
  });
  const names = { number: contract.number, company: contract.companyName };

  const close = () => {
    setConfirming(null);
    reasonForm.reset();
  };
  const activate = () =>
    run(async () => {
      await storeContract(queryClient, await activateContract(contract.id));
      close();
      return t('contracts.messages.activated');
    });
  const cancel = reasonForm.onSubmit(({ reason }) =>
    run(async () => {
      await storeContract(queryClient, await cancelContract(contract.id, reason.trim()));
      close();
      return t('contracts.messages.cancelled');
    }),
  );
  const blockers = activationBlockers(contract, contract.company);
  // A draft staff manage shows its Activate button even while blocked, with what is still missing.
  const offersActivate = contract.can.edit && contract.status === 'draft';
  const none = !offersActivate && !contract.can.cancel;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="contract-status">
      <Title order={2} size="h4" mb="xs" id="contract-status">
        {t('contracts.detail.statusTitle')}
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">{t('contracts.detail.currentStatus')}:</Text>
          <ContractStatusBadge status={contract.displayStatus} />
        </Group>
        {contract.displayStatus === 'expired' && <Text size="sm">{t('contracts.detail.expiredHint')}</Text>}
        {contract.status === 'cancelled' && contract.cancelReason && (
          <Text size="sm">{t('contracts.detail.cancelledBecause', { reason: contract.cancelReason })}</Text>
        )}
        {offersActivate && blockers.length > 0 && (
          <ActivationBlockers contract={contract} blockers={blockers} />
        )}
        {none ? (
          <Text size="sm" c="dimmed">
            {t('contracts.detail.noActions')}
          </Text>
        ) : (
          <Group gap="xs">
            {offersActivate && (
              <Button
                color="green"
                disabled={busy || !contract.can.activate}
                aria-describedby={blockers.length > 0 ? 'activation-blockers' : undefined}
                onClick={() => setConfirming('activate')}
              >
                {t('contracts.detail.activate')}
              </Button>
            )}
            {contract.can.cancel && (
              <Button variant="outline" color="red" disabled={busy} onClick={() => setConfirming('cancel')}>
                {t('contracts.detail.cancel')}
              </Button>
            )}
          </Group>
        )}
        {banner && !confirming && <NotificationBanner {...banner} />}
      </Stack>
      <Modal
        opened={confirming === 'activate'}
        onClose={close}
        title={t('contracts.detail.confirmActivateTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('contracts.detail.confirmActivate', names)}</Text>
          {banner && banner.type === 'error' && <NotificationBanner {...banner} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="green" loading={busy} onClick={activate}>
              {t('contracts.detail.activate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirming === 'cancel'}
        onClose={close}
        title={t('contracts.detail.confirmCancelTitle')}
        centered
      >
        <form onSubmit={cancel} noValidate>
          <Stack gap="md">
            <Text>{t('contracts.detail.confirmCancel', names)}</Text>
            <Textarea
              label={t('contracts.detail.reason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              data-autofocus
              {...reasonForm.getInputProps('reason')}
            />
            {banner && banner.type === 'error' && <NotificationBanner {...banner} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('contracts.detail.keep')}
              </Button>
              <Button type="submit" color="red" loading={busy}>
                {t('contracts.detail.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}

/** What keeps a draft from being activated, each as staff would fix it, with the way to the company. */
function ActivationBlockers({
  contract,
  blockers,
}: {
  contract: ContractDetail;
  blockers: ActivationBlocker[];
}) {
  const { t } = useTranslation();
  const values = {
    company: contract.companyName,
    status: t(`companies.statuses.${contract.company.status}`),
  };
  return (
    <Stack gap={4} id="activation-blockers">
      <Text size="sm" fw={600}>
        {t('contracts.detail.blockers.title')}
      </Text>
      <List size="sm" spacing={2}>
        {blockers.map((blocker) => (
          <List.Item key={blocker}>{t(`contracts.detail.blockers.${blocker}`, values)}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to={`/internal/companies/${contract.companyId}`} size="sm" c="green.9">
        {t('contracts.detail.blockers.openCompany')}
      </Anchor>
    </Stack>
  );
}
