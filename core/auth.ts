import { z } from 'zod';
import { AUTH_MESSAGES, isValidEmail, isValidName, isValidPassword, sanitizeText } from './auth-rules.ts';

export * from './auth-rules.ts';

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .transform(sanitizeText)
  .pipe(z.string().refine(isValidEmail, AUTH_MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.invalidPassword })
  .refine(isValidPassword, AUTH_MESSAGES.invalidPassword);

export const fullNameSchema = z
  .string({ error: AUTH_MESSAGES.invalidName })
  .transform(sanitizeText)
  .pipe(z.string().refine(isValidName, AUTH_MESSAGES.invalidName));

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: fullNameSchema.optional().default(''),
});
export const recoverSchema = z.object({ email: emailSchema });
export const resetSchema = z.object({
  token: z.string().min(1, 'The reset link is invalid or has expired.').max(200),
  password: passwordSchema,
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

/** Public shapes of the auth API (DESIGN section 3). */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({ full_name: z.string().nullable() }),
  created_at: z.string(),
});
export const sessionInfoSchema = z.object({ expires_at: z.number().int() });
export const authResultSchema = z.object({ user: publicUserSchema, session: sessionInfoSchema });
export const sessionResultSchema = z.object({
  user: publicUserSchema.nullable(),
  session: sessionInfoSchema.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export type AuthResult = z.infer<typeof authResultSchema>;
