import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

// Zod-free on purpose: the browser imports these rules on every page (avatar initials, form checks), and
// pulling the schema library into that bundle would cost every visitor tens of kilobytes.

/** Messages and toast titles from SPEC sections 5 and 8, quoted exactly. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  invalidPassword: 'Password must be between 8 and 72 characters.',
  invalidName: 'Name must be less than 100 characters.',
} as const;

export const AUTH_TOASTS = {
  invalidEmail: 'Invalid email',
  invalidPassword: 'Invalid password',
  invalidName: 'Invalid name',
  signInError: 'Error signing in',
  signInSuccess: 'Welcome back!',
  signUpError: 'Error signing up',
  signUpNeedsSignIn: 'Account created!',
  signUpSuccess: 'Welcome!',
  resetEmailError: 'Error sending reset email',
  resetEmailSent: 'Password reset email sent!',
} as const;

/** Removes angle brackets and trims (SPEC section 5: e-mail and name). */
export function sanitizeText(value: string): string {
  return value.replace(/[<>]/g, '').trim();
}

// A basic address pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

export function isValidName(name: string): boolean {
  return name.length <= NAME_MAX_LENGTH;
}

export type FieldError = { field: 'email' | 'password' | 'full_name'; title: string; message: string };

/** Client-side check mirroring the server schemas; returns the first problem as SPEC's toast title + message. */
export function validateAuthForm(input: {
  email?: string;
  password?: string;
  full_name?: string;
}): FieldError | null {
  if (input.email !== undefined && !isValidEmail(sanitizeText(input.email))) {
    return { field: 'email', title: AUTH_TOASTS.invalidEmail, message: AUTH_MESSAGES.invalidEmail };
  }
  if (input.password !== undefined && !isValidPassword(input.password)) {
    return { field: 'password', title: AUTH_TOASTS.invalidPassword, message: AUTH_MESSAGES.invalidPassword };
  }
  if (input.full_name !== undefined && !isValidName(sanitizeText(input.full_name))) {
    return { field: 'full_name', title: AUTH_TOASTS.invalidName, message: AUTH_MESSAGES.invalidName };
  }
  return null;
}

/** Avatar initials (SPEC "User menu"): first letters of each word of the full name, else e-mail's first letter, else U. */
export function getInitials(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .map((word) => word.charAt(0))
      .join('')
      .toUpperCase();
  const first = (email ?? '').trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
