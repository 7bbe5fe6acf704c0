import { Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Portal } from '@sirkula/domain/auth/portals';
import {
  CUSTOMER_REPORT_TYPES,
  isCustomerReport,
  isQuarterly,
  lastWholePeriod,
  REPORT_FORMATS,
  REPORT_TYPES,
  type ReportFormat,
  type ReportRequestInput,
  type ReportType,
  reportRequest,
} from '@sirkula/domain/reports/rules';
import { jakartaToday } from '@sirkula/domain/shared/dates';
import type { Language } from '@sirkula/domain/shared/languages';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../components/company-picker.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useRequestReport } from './api.ts';
import { LanguageChoice } from './language-choice.tsx';
import { isCurrentPeriod, periodsOffered } from './periods.ts';
import { usePeriodLabel } from './report-facts.tsx';
import { ReportProgress } from './report-progress.tsx';

interface Values {
  type: ReportType;
  period: string;
  companyId: string | null;
  format: ReportFormat;
  language: Language;
}

/** The reports the portal may ask for: a customer's users only those about their own company. */
export function typesFor(portal: Portal): readonly ReportType[] {
  return portal === 'internal' ? REPORT_TYPES : CUSTOMER_REPORT_TYPES;
}

/** Staff name the customer of a customer's report; a customer's users never do (it is their own). */
function asInput(values: Values, portal: Portal): ReportRequestInput {
  const companyId = portal === 'internal' && isCustomerReport(values.type) ? values.companyId : undefined;
  return {
    type: values.type,
    period: values.period,
    format: values.format,
    language: values.language,
    companyId,
  };
}

/** "New report": the form, then, once asked for, the report followed to its download. */
export function ReportFormModal({
  opened,
  portal,
  onClose,
}: {
  opened: boolean;
  portal: Portal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('reports.form.title')} size="lg">
      {opened && <RequestAndFollow portal={portal} onClose={onClose} />}
    </FormModal>
  );
}

function RequestAndFollow({ portal, onClose }: { portal: Portal; onClose: () => void }) {
  const { t } = useTranslation();
  const [following, setFollowing] = useState<string | null>(null);
  // The form keeps its values behind the progress, so "write another" starts from them.
  const [values, setValues] = useState<Values | null>(null);
  if (following) {
    return (
      <Stack gap="md">
        <ReportProgress reportId={following} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setFollowing(null)}>
            {t('reports.form.another')}
          </Button>
          <Button color="green" onClick={onClose}>
            {t('reports.form.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <ReportForm
      portal={portal}
      initial={values}
      onCancel={onClose}
      onRequested={(id, sent) => {
        setValues(sent);
        setFollowing(id);
      }}
    />
  );
}

function ReportForm({
  portal,
  initial,
  onCancel,
  onRequested,
}: {
  portal: Portal;
  initial: Values | null;
  onCancel: () => void;
  onRequested: (id: string, values: Values) => void;
}) {
  const { t } = useTranslation();
  const periodLabel = usePeriodLabel();
  const request = useRequestReport();
  const check = validateWith(reportRequest, t);
  const formRef = useRef<HTMLFormElement>(null);
  const types = typesFor(portal);
  const [now] = useState(() => new Date());
  const today = jakartaToday(now);
  const firstType = types[0] ?? 'monthlyWaste';
  const form = useForm<Values>({
    initialValues: initial ?? {
      type: firstType,
      period: lastWholePeriod(firstType, now),
      companyId: null,
      format: 'pdf',
      language: currentLanguage(),
    },
    validate: (values) => {
      const errors = check(asInput(values, portal));
      // The schema lets a customer's user leave the company out; staff must name it.
      if (portal === 'internal' && isCustomerReport(values.type) && !values.companyId)
        errors.companyId = t('reports.validation.company');
      return errors;
    },
  });
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
    fallbackKey: 'reports.form.failed',
  });
  const { type } = form.values;

  const changeType = (next: ReportType) => {
    // A month and a quarter are not each other's periods: the new kind starts at its last whole one.
    if (isQuarterly(next) !== isQuarterly(type)) form.setFieldValue('period', lastWholePeriod(next, now));
    form.setFieldValue('type', next);
  };

  const submit = form.onSubmit(
    async (values) => {
      const answer: { id?: string } = {};
      await run(async () => {
        answer.id = (await request.mutateAsync(asInput(values, portal))).id;
        return '';
      });
      if (answer.id) onRequested(answer.id, values);
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {banner?.type === 'error' && <NotificationBanner {...banner} />}
        <NativeSelect
          label={t('reports.form.type')}
          description={t(`reports.typeHints.${type}`)}
          data={types.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
          value={type}
          onChange={(event) => changeType(event.currentTarget.value as ReportType)}
          error={form.errors.type}
          data-autofocus
        />
        <NativeSelect
          label={isQuarterly(type) ? t('reports.form.quarter') : t('reports.form.month')}
          description={isQuarterly(type) ? t('reports.form.quarterHint') : t('reports.form.monthHint')}
          data={periodsOffered(type, today).map((value) => {
            const label = periodLabel(type, value);
            return {
              value,
              label: isCurrentPeriod(type, value, today) ? t('reports.form.soFar', { period: label }) : label,
            };
          })}
          {...form.getInputProps('period')}
        />
        {portal === 'internal' && isCustomerReport(type) && (
          <CompanyPicker
            label={t('reports.form.customer')}
            placeholder={t('reports.form.customerPlaceholder')}
            kind="customer"
            required
            value={form.values.companyId}
            onChange={(companyId) => form.setFieldValue('companyId', companyId)}
            error={form.errors.companyId}
          />
        )}
        <Radio.Group label={t('reports.form.format')} required {...form.getInputProps('format')}>
          <Group mt={6} gap="lg">
            {REPORT_FORMATS.map((format) => (
              <Radio key={format} value={format} label={t(`reports.formats.${format}`)} />
            ))}
          </Group>
        </Radio.Group>
        <LanguageChoice label={t('reports.form.language')} {...form.getInputProps('language')} />
        <FormFooter submitLabel={t('reports.form.submit')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
