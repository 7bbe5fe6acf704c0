import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownCompanyQuery } from '../lib/own-company.ts';
import { LoadingSpinner } from './loading-spinner.tsx';
import { NotificationBanner } from './notification-banner.tsx';

/**
 * Customer and partner modules that need a complete company profile (contracts, waste, billing):
 * without one the page says so and links to the company profile; the server refuses the work anyway.
 */
export function CompanyProfileGate({
  portal,
  headingOrder = 1,
  children,
}: {
  portal: 'customer' | 'partner';
  /** 2 where the page has its own title above the gate (the home page). */
  headingOrder?: 1 | 2;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const company = useQuery(ownCompanyQuery);

  if (company.isPending) return <LoadingSpinner fill />;
  if (company.isError) return <NotificationBanner type="error" message={t('companies.errors.fetchFailed')} />;
  if (company.data?.profileComplete) return children;
  return (
    <Paper withBorder p="lg" maw={640} role="region" aria-labelledby="profile-incomplete">
      <Stack gap="sm" align="flex-start">
        <Title order={headingOrder} size="h3" id="profile-incomplete">
          {t('companies.errors.profileIncomplete')}
        </Title>
        <Text>
          {t(company.data ? 'companies.errors.profileIncompleteDetail' : 'companies.errors.noCompany')}
        </Text>
        <Button component={Link} to={`/${portal}/company`} color="green">
          {t('companies.gate.finish')}
        </Button>
      </Stack>
    </Paper>
  );
}
