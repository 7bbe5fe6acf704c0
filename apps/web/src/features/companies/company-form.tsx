import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompanyDetail } from '@sirkula/domain/companies/answers';
import {
  COMPANY_KINDS,
  type CompanyDocument,
  type CompanyKind,
  type CompanyProfileInput,
  companyProfileInput,
  ENVIRONMENTAL_DOCUMENT_TYPES,
  formatNpwp,
  ID_DOCUMENT_KINDS,
  LEGAL_TYPES,
  npwp16,
  npwpDigits,
  PARTNER_ROLES,
} from '@sirkula/domain/companies/rules';
import { numberSeparators } from '@sirkula/domain/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { PlacePicker } from '../../components/map/place-picker.tsx';
import { NotificationBanner } from '../../components/notification-banner.tsx';
import { focusFirstInvalid, validateWith } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { storeCompany, uploadCompanyDocument } from './api.ts';
import {
  type FormValues,
  fromCompany,
  headed,
  type NumberField,
  type TextField,
  toInput,
} from './company-form-values.ts';
import { DocumentInput } from './document-input.tsx';

interface Props {
  /** The saved company, or null to create one. */
  company: CompanyDetail | null;
  /** The type of a new company; internal staff may choose it when `chooseKind` is set. */
  kind: CompanyKind;
  chooseKind?: boolean;
  readOnly?: boolean;
  save: (input: CompanyProfileInput) => Promise<CompanyDetail>;
  /** After the profile is stored; `uploadError` when one of the chosen files was refused. */
  onSaved?: (company: CompanyDetail, uploadError?: string) => void;
}

/**
 * Every field of the company profile in sections, checked in the browser with the same schema the
 * server uses. Uploads need a stored company, so on submit the profile is saved first and the chosen
 * files are sent after it.
 */
export function CompanyForm({ company, kind, chooseKind = false, readOnly = false, save, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: fromCompany(company, kind),
    validate: (values) => validateWith(companyProfileInput, t)(toInput(values)),
  });
  const [files, setFiles] = useState<Partial<Record<CompanyDocument, File>>>({});
  const [uploading, setUploading] = useState<CompanyDocument | null>(null);
  const { busy, banner, run } = useSubmission({
    setErrors: (errors) => {
      form.setErrors(errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    },
  });
  const formRef = useRef<HTMLFormElement>(null);

  // A newer stored version (after a save or on another page) replaces what the inputs show.
  const { setValues, resetDirty } = form;
  const version = company ? `${company.id}:${company.updatedAt}` : null;
  useEffect(() => {
    if (!version) return;
    const values = fromCompany(company, kind);
    setValues(values);
    resetDirty(values);
  }, [version]);

  const creating = company === null;
  const canUpload = creating || (company?.can.upload ?? false);

  const submit = form.onSubmit(
    (values) =>
      run(async () => {
        let saved: CompanyDetail;
        try {
          saved = await save(toInput(values));
        } catch (error) {
          throw creating ? headed(error, t('companies.errors.createFailed'), t) : error;
        }
        await storeCompany(queryClient, saved);
        // The profile is stored now; a refused file is reported, and the company is not created twice.
        let uploadError: Error | null = null;
        for (const document of ['environmentalDocument', 'registrationForm'] as const) {
          const file = files[document];
          if (!file) continue;
          setUploading(document);
          try {
            saved = await uploadCompanyDocument(saved.id, document, file);
          } catch (error) {
            uploadError = headed(error, t('companies.errors.uploadFailed'), t);
            break;
          } finally {
            setUploading(null);
          }
          setFiles((current) => ({ ...current, [document]: undefined }));
          await storeCompany(queryClient, saved);
        }
        onSaved?.(saved, uploadError?.message);
        if (uploadError) throw uploadError;
        return t(creating ? 'companies.messages.created' : 'companies.messages.saved');
      }),
    // A long form: take the user to the first field the check refused.
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  const textInput = (
    field: TextField,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <TextInput
      label={t(`companies.fields.${field}`)}
      type={options.type}
      placeholder={options.type === 'tel' ? t('companies.form.phoneHint') : undefined}
      autoComplete={options.autoComplete ?? 'off'}
      required={options.required}
      {...form.getInputProps(field)}
    />
  );
  const numberInput = (field: NumberField, options: { decimals?: boolean; suffix?: string } = {}) => (
    <NumberInput
      label={t(`companies.fields.${field}`)}
      allowNegative={false}
      allowDecimal={options.decimals ?? false}
      {...numberSeparators(currentLanguage())}
      suffix={options.suffix}
      {...form.getInputProps(field)}
    />
  );
  const half = { base: 12, sm: 6 };
  const third = { base: 12, sm: 4 };
  const digits = npwpDigits(form.values.npwp);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {readOnly && (
          <Alert color="blue" variant="light">
            {t('companies.form.readOnly')}
          </Alert>
        )}
        <Fieldset disabled={readOnly || busy} variant="unstyled">
          <Stack gap="lg">
            <FormSection legend={t('companies.form.sections.identity')}>
              <Grid.Col span={12}>
                {textInput('name', { required: true, autoComplete: 'organization' })}
              </Grid.Col>
              {chooseKind && (
                <Grid.Col span={12}>
                  <Radio.Group label={t('companies.fields.kind')} required {...form.getInputProps('kind')}>
                    <Group mt={4}>
                      {COMPANY_KINDS.map((value) => (
                        <Radio key={value} value={value} label={t(`companies.kinds.${value}`)} />
                      ))}
                    </Group>
                  </Radio.Group>
                </Grid.Col>
              )}
              {form.values.kind === 'partner' && (
                <Grid.Col span={12}>
                  <Checkbox.Group
                    label={t('companies.fields.partnerRoles')}
                    required
                    {...form.getInputProps('partnerRoles')}
                  >
                    <Group mt={4}>
                      {PARTNER_ROLES.map((role) => (
                        <Checkbox key={role} value={role} label={t(`companies.partnerRoles.${role}`)} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                </Grid.Col>
              )}
              <Grid.Col span={half}>
                <NativeSelect
                  label={t('companies.fields.legalType')}
                  data={[
                    { value: '', label: t('companies.form.choose') },
                    ...LEGAL_TYPES.map((value) => ({ value, label: t(`companies.legalTypes.${value}`) })),
                  ]}
                  {...form.getInputProps('legalType')}
                />
              </Grid.Col>
              <Grid.Col span={half}>{textInput('industry')}</Grid.Col>
              {form.values.legalType === 'other' && (
                <Grid.Col span={12}>{textInput('legalTypeOther', { required: true })}</Grid.Col>
              )}
              <Grid.Col span={third}>
                <TextInput
                  label={t('companies.fields.npwp')}
                  inputMode="numeric"
                  autoComplete="off"
                  description={
                    digits?.length === 15
                      ? t('companies.form.npwp16', { npwp: formatNpwp(npwp16(digits)) })
                      : t('companies.form.npwpHint')
                  }
                  {...form.getInputProps('npwp')}
                />
              </Grid.Col>
              <Grid.Col span={third}>
                <TextInput
                  label={t('companies.fields.nitku')}
                  inputMode="numeric"
                  autoComplete="off"
                  description={t('companies.form.nitkuHint')}
                  {...form.getInputProps('nitku')}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <NativeSelect
                  label={t('companies.fields.idDocumentKind')}
                  description={t('companies.form.idDocumentHint')}
                  data={[
                    { value: '', label: t('companies.form.noIdDocument') },
                    ...ID_DOCUMENT_KINDS.map((value) => ({
                      value,
                      label: t(`companies.idDocumentKinds.${value}`),
                    })),
                  ]}
                  {...form.getInputProps('idDocumentKind')}
                />
              </Grid.Col>
              <Grid.Col span={half}>
                <TextInput
                  label={t('companies.fields.idDocumentNumber')}
                  autoComplete="off"
                  disabled={!form.values.idDocumentKind}
                  {...form.getInputProps('idDocumentNumber')}
                />
              </Grid.Col>
              <Grid.Col span={third}>
                <TextInput
                  label={t('companies.fields.nib')}
                  description={t('companies.form.nibHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.getInputProps('nib')}
                />
              </Grid.Col>
              <Grid.Col span={third}>
                <TextInput
                  label={t('companies.fields.kbli')}
                  description={t('companies.form.kbliHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.getInputProps('kbli')}
                />
              </Grid.Col>
            </FormSection>

            <FormSection legend={t('companies.form.sections.address')}>
              <Grid.Col span={12}>
                <Textarea
                  label={t('companies.fields.address')}
                  autoComplete="street-address"
                  autosize
                  minRows={2}
                  {...form.getInputProps('address')}
                />
              </Grid.Col>
              <Grid.Col span={third}>{textInput('city', { autoComplete: 'address-level2' })}</Grid.Col>
              <Grid.Col span={third}>{textInput('province', { autoComplete: 'address-level1' })}</Grid.Col>
              <Grid.Col span={third}>{textInput('country', { autoComplete: 'country-name' })}</Grid.Col>
              <Grid.Col span={12}>
                <PlacePicker
                  value={
                    form.values.latitude === '' || form.values.longitude === ''
                      ? null
                      : { latitude: form.values.latitude, longitude: form.values.longitude }
                  }
                  onChange={(place) =>
                    form.setValues({ latitude: place?.latitude ?? '', longitude: place?.longitude ?? '' })
                  }
                  errors={{
                    latitude: form.errors.latitude as string | undefined,
                    longitude: form.errors.longitude as string | undefined,
                  }}
                  readOnly={readOnly}
                />
              </Grid.Col>
            </FormSection>

            <FormSection legend={t('companies.form.sections.pic')}>
              <Grid.Col span={third}>{textInput('picName')}</Grid.Col>
              <Grid.Col span={third}>{textInput('picEmail', { type: 'email' })}</Grid.Col>
              <Grid.Col span={third}>{textInput('picPhone', { type: 'tel' })}</Grid.Col>
            </FormSection>

            <FormSection legend={t('companies.form.sections.admin')}>
              <Grid.Col span={third}>{textInput('adminName')}</Grid.Col>
              <Grid.Col span={third}>{textInput('adminEmail', { type: 'email' })}</Grid.Col>
              <Grid.Col span={third}>{textInput('adminPhone', { type: 'tel' })}</Grid.Col>
            </FormSection>

            <FormSection legend={t('companies.form.sections.festronik')}>
              <Grid.Col span={12}>
                <Switch
                  label={t('companies.fields.usesFestronik')}
                  color="green"
                  {...form.getInputProps('usesFestronik', { type: 'checkbox' })}
                />
              </Grid.Col>
              {form.values.usesFestronik && (
                <>
                  <Grid.Col span={half}>{textInput('festronikAccount', { required: true })}</Grid.Col>
                  <Grid.Col span={half}>{textInput('festronikRemark')}</Grid.Col>
                </>
              )}
              {form.values.kind === 'partner' && form.values.partnerRoles.includes('transporter') && (
                <Grid.Col span={half}>{textInput('transportRecommendationNumber')}</Grid.Col>
              )}
              {form.values.kind === 'partner' && form.values.partnerRoles.includes('receiver') && (
                <Grid.Col span={half}>{textInput('b3LicenceNumber')}</Grid.Col>
              )}
            </FormSection>

            <FormSection legend={t('companies.form.sections.operations')}>
              <Grid.Col span={half}>{numberInput('wasteAreaM2')}</Grid.Col>
              <Grid.Col span={half}>{numberInput('employeeCount')}</Grid.Col>
              <Grid.Col span={half}>{numberInput('exportPercentage', { decimals: true })}</Grid.Col>
              <Grid.Col span={half}>{numberInput('previousYearWasteKg')}</Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('companies.fields.mainRawMaterials')}
                  autosize
                  minRows={2}
                  {...form.getInputProps('mainRawMaterials')}
                />
              </Grid.Col>
            </FormSection>

            <FormSection legend={t('companies.form.sections.documents')}>
              <Grid.Col span={12}>
                <NativeSelect
                  label={t('companies.fields.environmentalDocumentType')}
                  data={[{ value: '', label: t('companies.form.choose') }, ...ENVIRONMENTAL_DOCUMENT_TYPES]}
                  {...form.getInputProps('environmentalDocumentType')}
                />
              </Grid.Col>
              {(['environmentalDocument', 'registrationForm'] as const).map((document) => (
                <Grid.Col span={half} key={document}>
                  <DocumentInput
                    document={document}
                    current={company?.[document] ?? null}
                    chosen={files[document] ?? null}
                    uploading={uploading === document}
                    disabled={!canUpload}
                    onChoose={(file) =>
                      setFiles((current) => ({ ...current, [document]: file ?? undefined }))
                    }
                  />
                </Grid.Col>
              ))}
              {creating && (
                <Grid.Col span={12}>
                  <Text size="sm" c="dimmed">
                    {t('companies.form.uploadsAfterCreate')}
                  </Text>
                </Grid.Col>
              )}
            </FormSection>
          </Stack>
        </Fieldset>
        {banner && <NotificationBanner {...banner} />}
        {!readOnly && (
          <Group>
            <Button type="submit" color="green" loading={busy}>
              {t(creating ? 'companies.form.create' : 'companies.form.save')}
            </Button>
            {uploading && (
              <Text size="sm" role="status">
                {t('companies.form.uploading')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
