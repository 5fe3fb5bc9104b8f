import { useState } from 'react';
import { ZChangePasswordSchema, type TChangePasswordForm } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormMessage } from '../../lib/form-messages';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** The current password, then a new one under the registration rules; every other device is signed out. */
export function ChangePasswordSection() {
  const change = trpc.auth.changePassword.useMutation();
  const [isDone, setIsDone] = useState(false);
  const message = useFormMessage();
  const { t } = useLingui();
  const form = useZodForm({
    schema: ZChangePasswordSchema,
    initialValues: EMPTY,
    onValid: submit,
    onEdit: () => setIsDone(false),
  });

  async function submit(values: TChangePasswordForm) {
    try {
      await change.mutateAsync(values);
      form.reset();
      setIsDone(true);
    } catch (failure) {
      console.error('Password change failed', failure);
    }
  }

  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">
        <Trans>Change your password</Trans>
      </h2>
      {change.error && <Notice $tone="error">{message(change.error.message)}</Notice>}
      {isDone && (
        <Notice $tone="success">
          <Trans>Your password is changed. Every other device where you were signed in is signed out.</Trans>
        </Notice>
      )}
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
          error={message(form.errors.currentPassword)}
        />
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          helper={t`At least 8 characters`}
          {...form.field('newPassword')}
          error={message(form.errors.newPassword)}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          {...form.field('newPasswordConfirmation')}
          error={message(form.errors.newPasswordConfirmation)}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Trans>Changing…</Trans> : <Trans>Change password</Trans>}
        </Button>
      </form>
    </section>
  );
}
