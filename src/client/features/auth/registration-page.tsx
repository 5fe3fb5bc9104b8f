import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MESSAGES, ZRegisterSchema, type TRegisterInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { isTrpcClientError, trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { AltLinks, FormActions } from './auth-form-layout';
import { registeredState } from './registered-state';
import { FormCard } from '../../components/ui/form-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormMessage } from '../../lib/form-messages';

const EMPTY: TRegisterInput = { name: '', email: '', password: '', passwordConfirmation: '' };

export default function RegistrationPage() {
  const [, navigate] = useLocation();
  const register = trpc.auth.register.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const message = useFormMessage();
  const { t } = useLingui();
  const form = useZodForm({
    schema: ZRegisterSchema,
    initialValues: EMPTY,
    onValid: registerUser,
    onInvalid: () => setFailure(null),
  });

  async function registerUser(user: TRegisterInput) {
    setFailure(null);
    try {
      await register.mutateAsync(user);
      navigate('/login', { state: registeredState(user.email) });
    } catch (error) {
      console.error('Registration failed', error);
      if (isTrpcClientError(error) && error.data?.appCode === 'CONFLICT') {
        form.setErrors({ email: MESSAGES.emailTaken });
      } else {
        setFailure(
          isTrpcClientError(error) ? message(error.message) : t`Registration failed. Please try again.`,
        );
      }
    }
  }

  return (
    <FormCard $width="narrow" aria-labelledby="register-heading">
      <PageHeading id="register-heading">
        <Trans>Register</Trans>
      </PageHeading>
      {failure && <Notice $tone="error">{failure}</Notice>}
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={t`Name`}
          autoComplete="name"
          {...form.field('name')}
          error={message(form.errors.name)}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...form.field('email')}
          error={message(form.errors.email)}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          helper={t`Password must be 8 characters long`}
          {...form.field('password')}
          error={message(form.errors.password)}
        />
        <TextField
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          {...form.field('passwordConfirmation')}
          error={message(form.errors.passwordConfirmation)}
        />
        <FormActions>
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
          </Button>
        </FormActions>
      </form>
      <AltLinks>
        <Trans>
          Already registered? <Link href="/login">Sign in</Link>
        </Trans>
      </AltLinks>
    </FormCard>
  );
}
