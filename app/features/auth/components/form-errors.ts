import { useCallback, useState } from 'react';
import type { FieldError } from '../../../../core/auth-rules.ts';
import { toast } from '../../../components/ui/toast.ts';

export type AuthField = FieldError['field'] | 'confirm';
export type FieldErrors = Partial<Record<AuthField, string>>;

/** Inline errors per field; an error disappears as soon as the user edits that field. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = useCallback((field: AuthField) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  return { errors, setErrors, clearError };
}

export function readField(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Shows a validation problem both ways: the SPEC toast and an inline message, then focuses the field. */
export function reportInvalidField(
  form: HTMLFormElement,
  problem: { field: AuthField; title: string; message: string },
  setErrors: (errors: FieldErrors) => void,
): void {
  setErrors({ [problem.field]: problem.message });
  toast.error(problem.title, { description: problem.message });
  const element = form.elements.namedItem(problem.field);
  if (element instanceof HTMLInputElement) element.focus();
}
