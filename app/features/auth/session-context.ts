import { createContext, useContext } from 'react';
import type { PublicUser, SessionInfo } from '../../../core/auth.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export type SessionState =
  | { status: 'loading'; user: null; session: null }
  | { status: 'signed-in'; user: PublicUser; session: SessionInfo }
  | { status: 'signed-out'; user: null; session: null };

/** Product auth calls answer an error message or null, never throw (SPEC section 7). */
export type AuthOutcome = { error: string | null };
/** Sign-up also says whether the automatic sign-in worked (SPEC "/auth"). */
export type SignUpOutcome = AuthOutcome & { signedIn: boolean };

export type SessionContextValue = SessionState & {
  signIn: (input: { email: string; password: string }) => Promise<AuthOutcome>;
  signUp: (input: { email: string; password: string; fullName: string }) => Promise<SignUpOutcome>;
  signOut: () => Promise<AuthOutcome>;
  requestPasswordReset: (email: string) => Promise<AuthOutcome>;
  resetPassword: (input: { token: string; password: string }) => Promise<AuthOutcome>;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

export const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, session: null };
export const LOADING: SessionState = { status: 'loading', user: null, session: null };

export function toSessionState(user: PublicUser | null, session: SessionInfo | null): SessionState {
  return user && session ? { status: 'signed-in', user, session } : SIGNED_OUT;
}
