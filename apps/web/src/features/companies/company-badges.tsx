import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { AccountStatus } from '@sirkula/domain/auth/account-status';
import type { CompanyDetail } from '@sirkula/domain/companies/answers';
import type { CompanyKind, PartnerRole } from '@sirkula/domain/companies/rules';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<AccountStatus, string> = {
  pending: 'yellow',
  active: 'green',
  inactive: 'gray',
  suspended: 'orange',
  deleted: 'red',
};

// Dark text on light badges keeps the contrast readable for every colour.
const badgeStyles = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { color: 'var(--mantine-color-dark-7)', overflow: 'visible' },
};

export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" styles={badgeStyles}>
      {t(`companies.statuses.${status}`)}
    </Badge>
  );
}

export function KindBadges({
  kind,
  partnerRoles,
}: {
  kind: CompanyKind;
  partnerRoles: readonly PartnerRole[];
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={kind === 'customer' ? 'blue' : 'grape'} variant="light" styles={badgeStyles}>
        {t(`companies.kinds.${kind}`)}
      </Badge>
      {kind === 'partner' &&
        partnerRoles.map((role) => (
          <Badge key={role} color="gray" variant="outline" styles={badgeStyles}>
            {t(`companies.partnerRoles.${role}`)}
          </Badge>
        ))}
    </Group>
  );
}

export function CompletenessBadge({ complete }: { complete: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={complete ? 'green' : 'orange'} variant="dot" styles={badgeStyles}>
      {t(complete ? 'companies.completeness.complete' : 'companies.completeness.incomplete')}
    </Badge>
  );
}

/** Complete, or which fields are still missing, named as the form names them. */
export function CompletenessSummary({
  company,
}: {
  company: Pick<CompanyDetail, 'profileComplete' | 'missingFields'>;
}) {
  const { t } = useTranslation();
  if (company.profileComplete) {
    return (
      <Text size="sm" c="green.9">
        {t('companies.completeness.completeTitle')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {t('companies.completeness.incompleteTitle')}
      </Text>
      <Text size="sm">{t('companies.completeness.missing')}</Text>
      <List size="sm" spacing={2}>
        {company.missingFields.map((field) => (
          <List.Item key={field}>{t(`companies.fields.${field}`, { defaultValue: field })}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
