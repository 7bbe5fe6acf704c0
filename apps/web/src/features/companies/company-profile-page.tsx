import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyKind } from '@sirkula/domain/companies/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { usePortalSession } from '../../components/portal/portal-session.ts';
import { Slot } from '../../components/slot.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ownCompanyQuery } from '../../lib/own-company.ts';
import { sessionQuery } from '../../lib/session.ts';
import { writeStoredSession } from '../../lib/stored-session.ts';
import { createOwnCompany, updateCompany } from './api.ts';
import { CompletenessBadge, CompletenessSummary, KindBadges, StatusBadge } from './company-badges.tsx';
import { CompanyForm } from './company-form.tsx';

/**
 * The signed-in customer's or partner's own company: its profile to create (company admins, when the
 * account has none yet) or to edit (read-only for other users of the company).
 */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = usePortalSession();
  const company = useQuery(ownCompanyQuery);
  const isAdmin = user.role === 'admin';
  const kind: CompanyKind = user.userType === 'partner' ? 'partner' : 'customer';
  const detail = company.data ?? null;
  const title = t(company.data === null ? 'companies.profile.createTitle' : 'companies.profile.title');
  useDocumentTitle(title);

  if (company.isPending) return <LoadingSpinner />;
  if (company.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {t('companies.profile.title')}
        </Title>
        <NotificationBanner type="error" message={t('companies.errors.fetchFailed')} />
        <Button variant="default" onClick={() => company.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (!detail && !isAdmin) {
    return (
      <Stack gap="md" maw={760}>
        <Title order={1} size="h2">
          {t('companies.profile.title')}
        </Title>
        <Alert color="blue" variant="light">
          {t('companies.profile.noCompanyMember')}
        </Alert>
      </Stack>
    );
  }

  const inactive = detail !== null && detail.status !== 'active' && detail.status !== 'pending';
  return (
    <Stack gap="md" maw={1000}>
      <Stack gap={6}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {detail ? (
          <Group gap="xs">
            <KindBadges kind={detail.kind} partnerRoles={detail.partnerRoles} />
            <StatusBadge status={detail.status} />
            <CompletenessBadge complete={detail.profileComplete} />
          </Group>
        ) : (
          <Text c="dimmed">{t('companies.profile.createIntro')}</Text>
        )}
      </Stack>
      {inactive && <NotificationBanner type="error" message={t('companies.profile.inactive')} />}
      {detail && !detail.profileComplete && (
        <Card withBorder padding="md" component="section" aria-label={t('companies.list.completeness')}>
          <CompletenessSummary company={detail} />
        </Card>
      )}
      {detail?.profileComplete && (
        <Alert color="green" variant="light">
          {t('companies.completeness.completeTitle')}
        </Alert>
      )}
      <CompanyForm
        company={detail}
        kind={kind}
        readOnly={detail ? !detail.can.edit : false}
        save={detail ? (input) => updateCompany(detail.id, input) : createOwnCompany}
        onSaved={() => {
          if (detail) return;
          // The account now belongs to a company: the session answer (and its stored copy) changes.
          queryClient
            .fetchQuery({ ...sessionQuery, staleTime: 0 })
            .then(writeStoredSession)
            .catch(() => undefined);
        }}
      />
      {detail && <Slot name="company.panels" props={{ companyId: detail.id }} />}
      {detail && <Slot name="company.developers" props={{ companyId: detail.id }} />}
    </Stack>
  );
}
