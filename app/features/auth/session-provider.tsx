import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { PublicUser, SessionInfo } from '../../../core/auth.ts';
import { sanitizeText } from '../../../core/auth-rules.ts';
import { SESSION_CHECK_INTERVAL_MS } from '../../../core/constants.ts';
import { getSessionRequest } from './api/get-session.ts';
import { recoverPasswordRequest } from './api/recover-password.ts';
import { refreshSessionRequest } from './api/refresh-session.ts';
import { resetPasswordRequest } from './api/reset-password.ts';
import { signInRequest } from './api/sign-in.ts';
import { signOutRequest } from './api/sign-out.ts';
import { signUpRequest } from './api/sign-up.ts';
import {
  LOADING,
  SessionContext,
  SIGNED_OUT,
  toSessionState,
  type AuthOutcome,
  type SessionContextValue,
  type SessionState,
  type SignUpOutcome,
} from './session-context.ts';
import { needsRefresh } from './session-timing.ts';

type SessionProviderProps = {
  /** The user the server rendered the page for; undefined when the root loader's data is missing. */
  initialUser: PublicUser | null | undefined;
  initialSession: SessionInfo | null | undefined;
  children: ReactNode;
};

// Lets other tabs of the same site follow a sign-in or sign-out instead of showing a stale menu.
const CHANNEL_NAME = 'auth-session';

function serverKey(user: PublicUser | null | undefined, session: SessionInfo | null | undefined): string {
  if (user === undefined) return 'unknown';
  return user ? `${user.id}:${session?.expires_at ?? 0}` : 'anonymous';
}

/**
 * Holds the session for the whole app. The server already knows the user, so the first render (and
 * hydration) uses the root loader's values; the provider then keeps the access cookie fresh by calling
 * /api/auth/refresh shortly before it expires, and follows sign-ins and sign-outs from other tabs.
 */
export function SessionProvider({ initialUser, initialSession, children }: SessionProviderProps) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<SessionState>(() =>
    initialUser === undefined ? LOADING : toSessionState(initialUser, initialSession ?? null),
  );

  // Follow the root loader when it brings a different user (after revalidate()); adjusting state while
  // rendering avoids a frame where the header and the page disagree.
  const key = serverKey(initialUser, initialSession);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    if (initialUser !== undefined) setState(toSessionState(initialUser, initialSession ?? null));
  }

  const sessionRef = useRef<SessionInfo | null>(state.session);
  useEffect(() => {
    sessionRef.current = state.session;
  }, [state.session]);

  const channelRef = useRef<BroadcastChannel | null>(null);
  const revalidateRef = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidateRef.current = revalidator.revalidate;
  }, [revalidator.revalidate]);

  /**
   * Loaders (the root's user, pages' data) must see the new auth state, and other tabs should follow.
   * Callers await it so a navigation right after sign-in cannot cancel the root revalidation.
   */
  const announceChange = useCallback(async () => {
    channelRef.current?.postMessage('changed');
    await revalidateRef.current();
  }, []);

  const syncFromServer = useCallback(async () => {
    const result = await getSessionRequest();
    if (result.ok) setState(toSessionState(result.data.user, result.data.session));
    else setState((current) => (current.status === 'loading' ? SIGNED_OUT : current));
    return result.ok;
  }, []);

  // The root data was missing (error page): ask the API who is signed in.
  const isRootDataMissing = initialUser === undefined;
  useEffect(() => {
    if (!isRootDataMissing) return;
    void getSessionRequest().then((result) => {
      setState((current) => {
        if (current.status !== 'loading') return current;
        return result.ok ? toSessionState(result.data.user, result.data.session) : SIGNED_OUT;
      });
    });
  }, [isRootDataMissing]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channelRef.current = channel;
    channel.onmessage = () => {
      void syncFromServer().then((ok) => {
        if (ok) void revalidateRef.current();
      });
    };
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [syncFromServer]);

  const refreshInFlight = useRef(false);
  const refresh = useCallback(async () => {
    if (refreshInFlight.current) return;
    refreshInFlight.current = true;
    try {
      const result = await refreshSessionRequest();
      if (result.ok) setState(toSessionState(result.data.user, result.data.session));
      else if (result.status === 401) {
        setState(SIGNED_OUT);
        await announceChange();
      }
      // Network or server trouble: keep the session and try again on the next check.
    } finally {
      refreshInFlight.current = false;
    }
  }, [announceChange]);

  const isSignedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!isSignedIn) return;
    const check = () => {
      if (needsRefresh(sessionRef.current, Date.now())) void refresh();
    };
    // A page served from cache or a phone waking up may hold a nearly expired session: check now too.
    check();
    const interval = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isSignedIn, refresh]);

  const signIn = useCallback(
    async ({ email, password }: { email: string; password: string }): Promise<AuthOutcome> => {
      const result = await signInRequest({ email: sanitizeText(email), password });
      if (!result.ok) return { error: result.message };
      setState(toSessionState(result.data.user, result.data.session));
      await announceChange();
      return { error: null };
    },
    [announceChange],
  );

  const signUp = useCallback(
    async ({
      email,
      password,
      fullName,
    }: {
      email: string;
      password: string;
      fullName: string;
    }): Promise<SignUpOutcome> => {
      const result = await signUpRequest({
        email: sanitizeText(email),
        password,
        full_name: sanitizeText(fullName),
      });
      if (!result.ok) return { error: result.message, signedIn: false };
      // The account exists now; the automatic sign-in only worked if the browser kept the cookies.
      const check = await getSessionRequest();
      const signedIn = check.ok ? check.data.user !== null : true;
      if (signedIn) {
        setState(toSessionState(result.data.user, result.data.session));
        await announceChange();
      } else {
        setState(SIGNED_OUT);
      }
      return { error: null, signedIn };
    },
    [announceChange],
  );

  const signOut = useCallback(async (): Promise<AuthOutcome> => {
    const result = await signOutRequest();
    // A 401 means the server already forgot the session: the user is signed out either way.
    if (!result.ok && result.status !== 401) return { error: result.message };
    setState(SIGNED_OUT);
    await announceChange();
    return { error: null };
  }, [announceChange]);

  const requestPasswordReset = useCallback(async (email: string): Promise<AuthOutcome> => {
    const result = await recoverPasswordRequest(sanitizeText(email));
    return { error: result.ok ? null : result.message };
  }, []);

  const resetPassword = useCallback(
    async ({ token, password }: { token: string; password: string }): Promise<AuthOutcome> => {
      const result = await resetPasswordRequest({ token, password });
      if (!result.ok) return { error: result.message };
      setState(toSessionState(result.data.user, result.data.session));
      await announceChange();
      return { error: null };
    },
    [announceChange],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn, signUp, signOut, requestPasswordReset, resetPassword }),
    [state, signIn, signUp, signOut, requestPasswordReset, resetPassword],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
