import { Checkbox, Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PARTNER_OFFERS, type PartnerLeadInput } from '@sirkula/domain/partnership/rules';
import { useTranslation } from 'react-i18next';
import { lazySchema } from '../../lib/forms.ts';
import { sendPartner } from './api.ts';
import { ContactFields, LeadFormFrame } from './lead-form-frame.tsx';
import { useLeadSubmission } from './use-lead-submission.ts';

const partnerSchema = lazySchema(() =>
  import('@sirkula/domain/partnership/rules').then((m) => m.partnerLeadInput),
);

type Values = Omit<PartnerLeadInput, 'message'> & { message: string };

const EMPTY: Values = {
  company: '',
  roles: [],
  permits: '',
  serviceArea: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  captcha: '',
};

/** The partner application: the company, what it offers, its permits, where it works, and who to call. */
export function PartnerForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: partnerSchema.validator(t),
    onValuesChange: () => partnerSchema.prefetch(),
  });
  const lead = useLeadSubmission(form, sendPartner);
  const submit = partnerSchema.submitWhenLoaded(form.onSubmit(lead.submit));

  return (
    <LeadFormFrame
      section="partner"
      lead={lead}
      onSubmit={submit}
      captchaError={form.errors.captcha as string | undefined}
    >
      <TextInput
        label={t('partnership.fields.company')}
        autoComplete="organization"
        required
        {...form.getInputProps('company')}
      />
      <Checkbox.Group label={t('partnership.fields.roles')} withAsterisk {...form.getInputProps('roles')}>
        <Group gap="lg" mt={6}>
          {PARTNER_OFFERS.map((role) => (
            <Checkbox key={role} value={role} label={t(`partnership.roles.${role}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Textarea
        label={t('partnership.fields.permits')}
        description={t('partnership.fields.permitsHint')}
        autosize
        minRows={2}
        maxRows={8}
        required
        {...form.getInputProps('permits')}
      />
      <TextInput
        label={t('partnership.fields.serviceArea')}
        description={t('partnership.fields.serviceAreaHint')}
        required
        {...form.getInputProps('serviceArea')}
      />
      <ContactFields field={(path) => form.getInputProps(path)} />
      <Textarea
        label={t('partnership.fields.message')}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('message')}
      />
    </LeadFormFrame>
  );
}
