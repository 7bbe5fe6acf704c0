import { Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_BANK_ACCOUNTS } from '@sirkula/domain/settings/rules';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { type BankAccountValues, EMPTY_BANK_ACCOUNT, type InvoicingValues } from './invoicing-values.ts';

type AccountField = keyof BankAccountValues;

/** One to three accounts customers pay into, each with its bank, holder, number and branch. */
export function BankAccountsFields({
  form,
  readOnly,
}: {
  form: UseFormReturnType<InvoicingValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const accounts = form.values.bankAccounts;
  const listError = form.errors.bankAccounts;

  const input = (index: number, field: AccountField, span: number) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        label={t(`settings.fields.${field}`)}
        inputMode={field === 'accountNumber' ? 'numeric' : undefined}
        autoComplete="off"
        required={field !== 'branch'}
        {...form.getInputProps(`bankAccounts.${index}.${field}`)}
      />
    </Grid.Col>
  );

  return (
    <FormSection legend={t('settings.sections.bankAccounts')}>
      <Grid.Col span={12}>
        <Stack gap="md">
          {accounts.map((_, index) => {
            const number = String(index + 1);
            return (
              // Accounts have no identity of their own before they are saved; their place names them.
              <Stack key={index} gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t('settings.bankAccount', { number })}
                  </Text>
                  {!readOnly && accounts.length > 1 && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t('settings.actions.removeBankAccount', { number })}
                      onClick={() => form.removeListItem('bankAccounts', index)}
                    >
                      {t('settings.actions.remove')}
                    </Button>
                  )}
                </Group>
                <Grid gap="sm">
                  {input(index, 'bankName', 4)}
                  {input(index, 'accountNumber', 4)}
                  {input(index, 'branch', 4)}
                  {input(index, 'accountName', 12)}
                </Grid>
              </Stack>
            );
          })}
          {typeof listError === 'string' && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {listError}
            </Text>
          )}
          {!readOnly && accounts.length < MAX_BANK_ACCOUNTS && (
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => form.insertListItem('bankAccounts', { ...EMPTY_BANK_ACCOUNT })}
              >
                {t('settings.actions.addBankAccount')}
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
    </FormSection>
  );
}
