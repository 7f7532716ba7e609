import { FormField } from '../../../components/ui/form-field.tsx';

/** The e-mail input every auth form shares: same label, autofill hints, keyboard and inline error. */
export function EmailField(props: { error?: string; defaultValue?: string; onChange: () => void }) {
  return (
    <FormField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      defaultValue={props.defaultValue}
      placeholder="you@example.com"
      error={props.error}
      onChange={props.onChange}
    />
  );
}
