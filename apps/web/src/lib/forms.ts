import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import { runtimeKey, type TranslationKey } from './i18n.ts';

/**
 * Runs the shared domain schema in the browser and turns its message keys into the current
 * language, field by field, for Mantine's form.
 */
export function validateWith<S extends z.ZodType>(schema: S, t: TFunction) {
  return (values: z.input<S>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= t(runtimeKey(issue.message));
    }
    return errors;
  };
}

/**
 * A domain schema fetched once the visitor starts filling the form rather than with the page, so the
 * sign-in and register pages show without zod (e2e/first-screen.ts). Until it has arrived the fields
 * are not checked as they change; a submit waits for it, and if it cannot be fetched the server's
 * check (the same schema) answers instead.
 */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  let schema: S | undefined;
  let loading: Promise<unknown> | undefined;
  const ready = () => {
    loading ??= load().then(
      (loaded) => {
        schema = loaded;
      },
      () => {
        loading = undefined;
      },
    );
    return loading;
  };
  return {
    prefetch: () => void ready(),
    validator:
      (t: TFunction) =>
      (values: z.input<S>): Record<string, string> =>
        schema ? validateWith(schema, t)(values) : {},
    /** Mantine's submit handler, called once the schema is there so that every submit is checked. */
    submitWhenLoaded:
      (submit: (event?: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void ready().then(() => submit(event));
      },
  };
}

/** The message to show for a failed call: the server's translated one, or a generic one. */
export function errorMessage(
  error: unknown,
  t: TFunction,
  fallbackKey: TranslationKey = 'errors.internal',
): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return t('errors.network');
    // A failure the user did not cause: the request's id lets support find what happened.
    const reference =
      error.status >= 500 && error.requestId ? `\n${t('errors.reference', { id: error.requestId })}` : '';
    if (error.message) return `${error.message}${reference}`;
    if (reference) return `${t(fallbackKey)}${reference}`;
  }
  return t(fallbackKey);
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/**
 * Brings the first refused field into view and focuses it: its input when it has one, else the input
 * of its group (checkbox groups show their message on the group).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error');
  if (!first) return;
  first.scrollIntoView({ block: 'center' });
  const input = first.matches('[aria-invalid="true"]')
    ? first
    : first
        .closest('fieldset, [role="group"], .mantine-InputWrapper-root')
        ?.querySelector<HTMLElement>('input');
  // A searchable choice would open its list on focus; bringing it into view is enough.
  if (input?.getAttribute('aria-haspopup') === 'listbox') return;
  input?.focus({ preventScroll: true });
}
