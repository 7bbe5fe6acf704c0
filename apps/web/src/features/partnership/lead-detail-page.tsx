import {
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LeadDetail } from '@sirkula/domain/partnership/answers';
import { formatDate, formatDateTime, formatRupiah } from '@sirkula/domain/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { Fact } from '../../components/fact.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { RecordLoadError } from '../../components/record-load-error.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { companyOptionsQuery, convertLead, leadQuery, moveLead, noteLead, storeLead } from './api.ts';
import { LeadKindBadge, LeadStatusBadge } from './lead-badges.tsx';
import { LEADS_PATH } from './leads-page.tsx';

/** `/internal/companies/partnership/:id`: everything a lead holds, its status, notes and conversion. */
export function LeadDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const lead = useQuery(leadQuery(id));
  useDocumentTitle(lead.data?.company ?? lead.data?.name ?? t('partnership.queue.title'));
  const back = <BackLink to={LEADS_PATH} label={t('partnership.queue.back')} />;
  if (lead.isPending) return <LoadingSpinner />;
  if (lead.isError) {
    return (
      <RecordLoadError
        error={lead.error}
        notFoundKey="partnership.errors.notFound"
        failedKey="errors.internal"
        onRetry={() => lead.refetch()}
        back={back}
      />
    );
  }
  const detail = lead.data;
  return (
    <Stack gap="md" maw={1000}>
      {back}
      <Stack gap={6}>
        <Title order={1} size="h2">
          {detail.company ?? detail.name}
        </Title>
        <Group gap="xs">
          <LeadKindBadge kind={detail.kind} />
          <LeadStatusBadge status={detail.status} />
        </Group>
      </Stack>
      <ActionsCard lead={detail} />
      <FactsCard lead={detail} />
      <NotesCard lead={detail} />
      <AuditTrail entity="lead" entityId={detail.id} />
    </Stack>
  );
}

function FactsCard({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const details = lead.details ?? {};
  const fact = (label: string, value: string | null | undefined) =>
    value ? (
      <Fact label={label}>
        <Text style={{ whiteSpace: 'pre-line' }}>{value}</Text>
      </Fact>
    ) : null;
  const roles = details.roles?.map((role) => t(`partnership.roles.${role}`)).join(', ');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="lead-details">
      <Title order={2} size="h4" mb="sm" id="lead-details">
        {t('partnership.queue.details')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {fact(t('partnership.fields.company'), lead.company)}
        {fact(t('partnership.fields.name'), lead.name)}
        <Fact label={t('partnership.fields.email')}>
          <Anchor href={`mailto:${lead.email}`} style={{ overflowWrap: 'anywhere' }}>
            {lead.email}
          </Anchor>
        </Fact>
        {lead.phone && (
          <Fact label={t('partnership.fields.phone')}>
            <Anchor href={`tel:${lead.phone}`}>{lead.phone}</Anchor>
          </Fact>
        )}
        {fact(t('partnership.fields.city'), details.city)}
        {details.monthlyVolumeKg !== undefined &&
          fact(
            t('partnership.fields.monthlyVolumeKg'),
            `${details.monthlyVolumeKg.toLocaleString(language)} kg`,
          )}
        {details.monthlyCost !== undefined &&
          fact(t('partnership.fields.monthlyCost'), formatRupiah(details.monthlyCost))}
        {details.contractEndDate &&
          fact(t('partnership.fields.contractEndDate'), formatDate(details.contractEndDate, language))}
        {details.wasteCode &&
          fact(
            t('partnership.fields.wasteCode'),
            `${details.wasteCode} (${t(details.hazardous ? 'partnership.fields.hazardous' : 'partnership.fields.nonHazardous')})`,
          )}
        {fact(t('partnership.fields.roles'), roles)}
        {fact(t('partnership.fields.permits'), details.permits)}
        {fact(t('partnership.fields.serviceArea'), details.serviceArea)}
        {fact(t('partnership.queue.received'), formatDateTime(lead.createdAt, language))}
        {fact(t('partnership.queue.messages'), String(lead.messages))}
        {lead.companyId && (
          <Fact label={t('partnership.queue.company')}>
            <Anchor component={Link} to={`/internal/companies/${lead.companyId}`} c="green.9">
              {lead.companyName}
            </Anchor>
          </Fact>
        )}
        {lead.contractId && (
          <Fact label={t('partnership.queue.contract')}>
            <Anchor component={Link} to={`/internal/contracts/${lead.contractId}`} c="green.9">
              {t('partnership.queue.openContract')}
            </Anchor>
          </Fact>
        )}
      </SimpleGrid>
      {lead.message && (
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t('partnership.queue.message')}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{lead.message}</Text>
        </Stack>
      )}
    </Card>
  );
}

/** Move the lead on, decline it, or (internal admins, once qualified) convert it. */
function ActionsCard({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, banner, run } = useSubmission();
  const [converting, setConverting] = useState(false);
  const [converted, setConverted] = useState<string | null>(null);
  if (converted) return <NotificationBanner type="success" message={converted} />;
  if (lead.can.moveTo.length === 0 && !lead.can.convert && !banner) return null;
  const move = (status: LeadDetail['status']) =>
    run(async () => {
      const changed = await moveLead(lead.id, status);
      await storeLead(queryClient, changed.lead);
      return changed.message;
    });
  return (
    <Card withBorder padding="md" component="section">
      <Stack gap="sm">
        <Group gap="xs">
          {lead.can.moveTo.map((status) => (
            <Button
              key={status}
              variant={status === 'declined' ? 'outline' : 'light'}
              color={status === 'declined' ? 'red' : 'green'}
              disabled={busy}
              onClick={() => move(status)}
            >
              {t('partnership.queue.moveTo', { status: t(`partnership.statuses.${status}`) })}
            </Button>
          ))}
          {lead.can.convert && (
            <Button color="green" disabled={busy} onClick={() => setConverting(true)}>
              {t('partnership.queue.convert')}
            </Button>
          )}
        </Group>
        {banner && <NotificationBanner {...banner} />}
      </Stack>
      <ConvertModal
        lead={lead}
        opened={converting}
        onClose={() => setConverting(false)}
        onConverted={setConverted}
      />
    </Card>
  );
}

function ConvertModal({
  lead,
  opened,
  onClose,
  onConverted,
}: {
  lead: LeadDetail;
  opened: boolean;
  onClose: () => void;
  onConverted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, banner, run } = useSubmission();
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 200);
  const kind = lead.kind === 'partner' ? 'partner' : 'customer';
  const options = useQuery({ ...companyOptionsQuery(debounced, kind), enabled: opened });
  const convert = () =>
    run(async () => {
      const changed = await convertLead(lead.id, { companyId });
      onClose();
      onConverted(changed.message);
      await storeLead(queryClient, changed.lead);
      return changed.message;
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('partnership.queue.convertTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('partnership.queue.convertIntro')}</Text>
        <Select
          label={t('partnership.queue.existingCompany')}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          value={companyId}
          onChange={setCompanyId}
          data={(options.data?.items ?? []).map((company) => ({ value: company.id, label: company.name }))}
          filter={({ options: all }) => all}
        />
        {lead.kind === 'promotion' && <Text size="sm">{t('partnership.queue.convertPromotion')}</Text>}
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="green" loading={busy} onClick={convert}>
            {t('partnership.queue.convert')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Staff's notes in order, each under its time and author, and a box to add one. */
function NotesCard({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, banner, run } = useSubmission();
  const [note, setNote] = useState('');
  const add = () =>
    run(async () => {
      const changed = await noteLead(lead.id, note);
      await storeLead(queryClient, changed.lead);
      setNote('');
      return changed.message;
    });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="lead-notes">
      <Title order={2} size="h4" mb="sm" id="lead-notes">
        {t('partnership.queue.notes')}
      </Title>
      <Stack gap="sm">
        <Text style={{ whiteSpace: 'pre-line' }} c={lead.notes ? undefined : 'dimmed'} size="sm">
          {lead.notes ?? t('partnership.queue.noNotes')}
        </Text>
        {lead.can.note && (
          <>
            <Textarea
              label={t('partnership.queue.note')}
              autosize
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <div>
              <Button variant="light" color="green" loading={busy} disabled={!note.trim()} onClick={add}>
                {t('partnership.queue.addNote')}
              </Button>
            </div>
          </>
        )}
        {banner && <NotificationBanner {...banner} />}
      </Stack>
    </Card>
  );
}
