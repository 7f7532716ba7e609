import { z } from 'zod';
import { emailSchema, passwordSchema, publicUserSchema } from '../../../core/auth.ts';

/** The token grants of POST /api/auth/token (OAuth 2.0 resource-owner password and refresh-token grants). */
export const tokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({ grant_type: z.literal('password'), email: emailSchema, password: passwordSchema }),
    z.object({
      grant_type: z.literal('refresh_token'),
      refresh_token: z
        .string({ error: 'refresh_token is required.' })
        .min(1, 'refresh_token is required.')
        .max(200),
    }),
  ],
  { error: 'grant_type must be "password" or "refresh_token".' },
);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds from now. */
  expires_in: z.number().int(),
  /** Unix seconds. */
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: publicUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
