import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../core/auth-rules.ts';
import { FormField } from './form-field.tsx';

const count = (html: string, text: string) => html.split(text).length - 1;

describe('FormField', () => {
  it('shows an error once even when the hint states the same rule (the reset form)', () => {
    const message = AUTH_MESSAGES.invalidPassword;
    const html = renderToString(
      <FormField label="New Password" name="password" hint={message} error={message} />,
    );
    expect(count(html, message)).toBe(1);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="[^"]*-error"/);
  });

  it('lets the error replace the hint (the sign-up rule, said another way), and shows the hint alone', () => {
    const withError = renderToString(
      <FormField
        label="Password"
        name="password"
        hint="8 to 72 characters."
        error={AUTH_MESSAGES.invalidPassword}
      />,
    );
    expect(withError).not.toContain('8 to 72 characters.');
    expect(count(withError, AUTH_MESSAGES.invalidPassword)).toBe(1);
    const hintOnly = renderToString(
      <FormField label="Name" name="name" hint={AUTH_MESSAGES.invalidPassword} />,
    );
    expect(count(hintOnly, AUTH_MESSAGES.invalidPassword)).toBe(1);
  });
});
