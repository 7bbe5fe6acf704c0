import { useForm } from '@mantine/form';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { validateWith } from '../../lib/forms.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { type MarkUnsaved, useReportUnsaved } from './use-unsaved.ts';

interface SettingsFormOptions<Values extends Record<string, unknown>> {
  /** The part of the page it reports unsaved changes for. */
  part: string;
  /** What the server holds now; the form follows it when it changes (another tab saved). */
  values: Values;
  schema: z.ZodType;
  save: (values: Values) => Promise<{ message: string }>;
  queryKey: QueryKey;
  markUnsaved: MarkUnsaved;
}

/**
 * One section of the settings page as a form: validated by the domain's schema, reporting unsaved
 * changes, reset when the saved values change, and saving into the page's cached query.
 */
export function useSettingsForm<Values extends Record<string, unknown>>(
  options: SettingsFormOptions<Values>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: options.values, validate: validateWith(options.schema, t) });
  const { busy, banner, run } = useSubmission({ setErrors: form.setErrors });
  useReportUnsaved(options.part, form.isDirty(), options.markUnsaved);

  const { setValues, resetDirty } = form;
  const version = JSON.stringify(options.values);
  useEffect(() => {
    setValues(options.values);
    resetDirty(options.values);
  }, [version]);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const { message, ...saved } = await options.save(values);
      queryClient.setQueryData(options.queryKey, saved);
      return message;
    }),
  );
  return { form, busy, banner, submit };
}
