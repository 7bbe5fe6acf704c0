import type { TFunction } from 'i18next';
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

/** The message to show for a failed call: the server's translated one, or a generic one. */
export function errorMessage(
  error: unknown,
  t: TFunction,
  fallbackKey: TranslationKey = 'errors.internal',
): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return t('errors.network');
    if (error.message) return error.message;
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
