import { Select, type SelectProps } from '@mantine/core';
import type { PartnerRole } from '@sirkula/domain/companies/rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { partnersQuery } from './api.ts';

type Props = Omit<SelectProps, 'data'> & { partyRole: PartnerRole };

/**
 * The active partners holding `role`, each with all its roles, so staff see which company could be
 * both transporter and receiver of one journey.
 */
export function PartySelect({ partyRole, ...props }: Props) {
  const { t } = useTranslation();
  const partners = useQuery(partnersQuery(partyRole));
  const data = (partners.data?.items ?? []).map((partner) => ({
    value: partner.id,
    label: `${partner.name} (${partner.partnerRoles.map((held) => t(`companies.partnerRoles.${held}`)).join(', ')})`,
  }));
  return (
    <Select
      {...props}
      data={data}
      searchable
      nothingFoundMessage={partners.isPending ? t('common.loading') : t('journeys.create.noPartner')}
      error={props.error ?? (partners.isError ? t('journeys.create.partnersFailed') : undefined)}
    />
  );
}
