import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ZLoginSchema, type TLoginInput } from '../../../shared/schemas/auth';
import { SecondFactorStep } from './second-factor-step';
import { useSession } from '../../lib/session';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { AltLinks, FormActions } from './auth-form-layout';
import { readRegisteredEmail } from './registered-state';
import { FormCard } from '../../components/ui/form-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormMessage } from '../../lib/form-messages';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const session = useSession();
  const utils = trpc.useUtils();
  const login = trpc.auth.login.useMutation();
  // Set when the password was right and the account asks for a second step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [registeredEmail] = useState(() => readRegisteredEmail(window.history.state));
  const form = useZodForm({
    schema: ZLoginSchema,
    initialValues: { email: registeredEmail ?? '', password: '' },
    onValid: logIn,
  });
  const [isResetHelpShown, setIsResetHelpShown] = useState(false);
  const message = useFormMessage();
  const { t } = useLingui();

  async function logIn(credentials: TLoginInput) {
    try {
      const outcome = await login.mutateAsync(credentials);
      if ('secondFactorRequired' in outcome) {
        setChallenge(outcome.challenge);
        return;
      }
      await enter();
    } catch (error) {
      console.error('Login failed', error);
    }
  }

  /** Signed in: home, or the account page for an admin who must set up two-factor sign-in first. */
  async function enter() {
    await session.refresh();
    const fresh = await utils.auth.session.fetch();
    navigate(fresh.user?.mustSetUpTwoFactor ? '/account' : '/');
  }

  if (challenge)
    return (
      <FormCard $width="narrow" aria-labelledby="login-heading">
        <PageHeading id="login-heading">
          <Trans>Two-factor sign-in</Trans>
        </PageHeading>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={enter}
          onRestart={() => {
            setChallenge(null);
            login.reset();
            form.setValue('password', '');
          }}
        />
      </FormCard>
    );

  return (
    <FormCard $width="narrow" aria-labelledby="login-heading">
      <PageHeading id="login-heading">
        <Trans>Sign in</Trans>
      </PageHeading>
      {login.error ? (
        <Notice $tone="error">{message(login.error.message)}</Notice>
      ) : (
        registeredEmail && (
          <Notice $tone="success">
            <Trans>Your account has been created. You can sign in now.</Trans>
          </Notice>
        )
      )}
      <form onSubmit={form.handleSubmit} noValidate>
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
          autoComplete="current-password"
          {...form.field('password')}
          error={message(form.errors.password)}
        />
        <FormActions>
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? <Trans>Signing in…</Trans> : <Trans>Log In</Trans>}
          </Button>
          {/* The spec's placeholder link: there is no reset flow, so it explains instead of going anywhere. */}
          <a
            href="#"
            onClick={(event) => {
              event.preventDefault();
              setIsResetHelpShown(true);
            }}
          >
            <Trans>Forgot password?</Trans>
          </a>
        </FormActions>
      </form>
      {isResetHelpShown && (
        <Notice $tone="info">
          <Trans>
            Password resets are not available online yet. Please ask the site&apos;s administrator.
          </Trans>
        </Notice>
      )}
      <AltLinks>
        <Trans>
          New here? <Link href="/registration">Create an account</Link>
        </Trans>
      </AltLinks>
    </FormCard>
  );
}
