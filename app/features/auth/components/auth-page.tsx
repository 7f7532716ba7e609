import { BadgeCheck, FileSearch, MessagesSquare, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../core/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { getHasResume } from '../api/get-has-resume.ts';
import { useSession } from '../session-context.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';

export type AuthTab = 'signin' | 'signup' | 'forgot';
type Mode = 'tabs' | 'reset' | 'reset-invalid';

const TABS: readonly AuthTab[] = ['signin', 'signup', 'forgot'];

export function parseAuthTab(value: string | null): AuthTab {
  return TABS.find((tab) => tab === value) ?? 'signin';
}

/** The secret must not stay in the address bar, where Referer headers, history and screenshots would leak it. */
function removeTokenFromAddressBar(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  // Keep React Router's history state so back/forward still work.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

const BENEFITS = [
  { icon: FileSearch, text: 'See how your resume matches each H1B job, with concrete fixes.' },
  { icon: BadgeCheck, text: 'Spot employers with a record of sponsorship before you apply.' },
  { icon: MessagesSquare, text: 'Ask the community about lotteries, transfers and stamping.' },
] as const;

/**
 * /auth: Sign In, Sign Up and Forgot Password tabs (?tab= picks one), and the landing of the password-reset
 * e-mail (?reset=true&token=...). The route remounts this component on every navigation (key), so the
 * initial values read from the URL below are always fresh.
 */
export function AuthPage({ siteName }: { siteName: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();

  const isResetLink = searchParams.get('reset') === 'true';
  // Read once: after the effect below removes it from the URL, this state is the only copy.
  const [resetToken] = useState(() => (isResetLink ? searchParams.get('token') : null));
  const [mode, setMode] = useState<Mode>(() =>
    isResetLink ? (resetToken ? 'reset' : 'reset-invalid') : 'tabs',
  );
  const [tab, setTab] = useState<AuthTab>(() => parseAuthTab(searchParams.get('tab')));
  const [prefillEmail, setPrefillEmail] = useState<string | undefined>();
  // Once a form is submitted the page is about to move on: a successful sign-in must not flash the
  // "already signed in" notice while the redirect is being prepared. Asking for a new reset link from
  // the reset screen also means "show me the form", signed in or not.
  const [keepForms, setKeepForms] = useState(false);
  const panelsRef = useRef<HTMLDivElement>(null);
  const shouldFocusPanel = useRef(false);

  useEffect(() => {
    removeTokenFromAddressBar();
  }, []);

  // After switching tabs from a link inside a panel, that link is gone: put focus on the new form instead.
  useEffect(() => {
    if (!shouldFocusPanel.current) return;
    shouldFocusPanel.current = false;
    panelsRef.current
      ?.querySelector<HTMLInputElement>('[role="tabpanel"][data-state="active"] input')
      ?.focus();
  }, [tab, mode]);

  function showTab(next: AuthTab) {
    if (mode !== 'tabs') setKeepForms(true);
    shouldFocusPanel.current = true;
    setMode('tabs');
    setTab(next);
  }

  async function goAfterSignIn() {
    // SPEC "/auth": a user who already uploaded a resume goes straight to the jobs, others upload first.
    const hasResume = await getHasResume();
    await navigate(hasResume ? paths.jobs : paths.resume, { replace: true });
  }

  async function goToJobs() {
    await navigate(paths.jobs, { replace: true });
  }

  const showSignedIn = mode === 'tabs' && session.status === 'signed-in' && !keepForms;

  let title = `Welcome to ${siteName}`;
  let intro =
    'Sign in or create a free account to check your resume against H1B jobs and join the community.';
  if (mode === 'reset') {
    title = 'Set a new password';
    intro = 'Almost done: pick a new password. You will be signed in right after.';
  } else if (mode === 'reset-invalid') {
    title = 'This reset link is not valid';
    intro = 'The link is incomplete. It may have been cut off by your email app.';
  } else if (showSignedIn) {
    title = 'You are already signed in';
    intro = 'Pick up your job search where you left off.';
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-[1fr_30rem] lg:gap-16">
        <aside className="hidden pt-6 lg:block" aria-labelledby="auth-benefits-heading">
          <h2 id="auth-benefits-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Apply with less confusion, more confidence.
          </h2>
          <p className="mt-4 max-w-md text-lg text-slate-700">
            One free account keeps your resume, your searches and your questions in one place.
          </p>
          <ul className="mt-8 space-y-5">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex max-w-md items-start gap-3 text-slate-800">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </aside>

        <Card className="w-full p-5 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-700">{intro}</p>

          <div className="mt-6" ref={panelsRef} onSubmitCapture={() => setKeepForms(true)}>
            {mode === 'reset' && resetToken ? (
              <ResetPasswordForm
                token={resetToken}
                onPasswordReset={goToJobs}
                onRequestNewLink={() => showTab('forgot')}
              />
            ) : mode === 'reset-invalid' ? (
              <div className="space-y-4">
                <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                  <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    Open the newest reset email and use its link, or request a new one. Reset links can only
                    be used once.
                  </span>
                </p>
                <Button size="lg" className="w-full" onClick={() => showTab('forgot')}>
                  Request a New Link
                </Button>
              </div>
            ) : showSignedIn ? (
              <SignedInNotice />
            ) : (
              <Tabs value={tab} onValueChange={(value) => setTab(parseAuthTab(value))}>
                <TabsList aria-label="Account options">
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  <TabsTrigger value="forgot">Forgot Password</TabsTrigger>
                </TabsList>
                <TabsContent value="signin">
                  <SignInForm
                    defaultEmail={prefillEmail}
                    onForgotPassword={() => showTab('forgot')}
                    onSignedIn={goAfterSignIn}
                  />
                </TabsContent>
                <TabsContent value="signup">
                  <SignUpForm
                    onSignedUp={goToJobs}
                    onNeedsSignIn={(email) => {
                      setPrefillEmail(email);
                      showTab('signin');
                    }}
                  />
                </TabsContent>
                <TabsContent value="forgot">
                  <ForgotPasswordForm onBackToSignIn={() => showTab('signin')} />
                </TabsContent>
              </Tabs>
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
