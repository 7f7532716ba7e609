import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { NETWORK_MESSAGE } from '../../lib/api-client.ts';
import { personalKeys } from '../../lib/personal/query-keys.ts';
import { useSession } from '../auth/index.ts';
import { deleteAccount } from './api/delete-account.ts';
import { formSchemas } from './api/schemas.ts';
import { ProfileSection } from './profile-section.tsx';

const PASSWORD_REQUIRED = 'Please enter your password to confirm.';

/**
 * Deletes the account after the password confirms it: resume, history, saved jobs and alerts go; posts and
 * comments stay as "deleted user". Then the user is signed out and sent home with a message.
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <ProfileSection
      title="Delete account"
      description="Removes your account, resume, search history, job activity, saved jobs and alerts for good. Your community posts and comments stay, shown as deleted user."
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
      >
        {isOpen ? <DeleteAccountForm userId={userId} onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </ProfileSection>
  );
}

function DeleteAccountForm({ userId, onCancel }: { userId: string; onCancel: () => void }) {
  const session = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schemas = await formSchemas();
    if (!schemas) {
      setError(NETWORK_MESSAGE);
      return;
    }
    const parsed = schemas.deleteAccountBodySchema.safeParse({ password });
    if (!parsed.success) {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setError(null);
    setDeleting(true);
    const result = await deleteAccount(parsed.data.password);
    if (!result.ok) {
      setDeleting(false);
      setError(result.message);
      return;
    }
    client.removeQueries({ queryKey: personalKeys.all(userId) });
    // The server already ended the session; this brings the page (header, loaders) up to date.
    await session.signOut();
    toast.success('Account deleted', {
      description: 'Your account and personal data were removed, and you are signed out.',
    });
    await navigate(paths.home, { replace: true });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        required
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" pending={isDeleting}>
          Delete my account
        </Button>
      </div>
    </form>
  );
}
