/**
 * Public face of the auth feature for the shell and other features: the session and its hooks.
 * The /auth page has its own entry (./page.ts) so that every other page does not download the forms.
 */
export { SessionProvider } from './session-provider.tsx';
export { useSession } from './session-context.ts';
export type { SessionState, SessionStatus, AuthOutcome } from './session-context.ts';
