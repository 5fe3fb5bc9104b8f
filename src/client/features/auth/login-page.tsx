import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { fieldErrors, ZLoginSchema } from '../../../shared/schemas/auth';
import { useSession } from '../../lib/session';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { AltLinks, FormActions } from './auth-form-layout';
import { readRegisteredEmail } from './registered-state';
import { FormCard } from '../../components/ui/form-card';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const session = useSession();
  const login = trpc.auth.login.useMutation();
  const [registeredEmail] = useState(() => readRegisteredEmail(window.history.state));
  const [values, setValues] = useState({ email: registeredEmail ?? '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isResetHelpShown, setIsResetHelpShown] = useState(false);

  const change = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZLoginSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    try {
      await login.mutateAsync(parsed.data);
      await session.refresh();
      navigate('/');
    } catch (error) {
      console.error('Login failed', error);
    }
  }

  return (
    <FormCard $width="narrow" aria-labelledby="login-heading">
      <PageHeading id="login-heading">Sign in</PageHeading>
      {login.error ? (
        <Notice $tone="error">{login.error.message}</Notice>
      ) : (
        registeredEmail && (
          <Notice $tone="success">Your account has been created. You can sign in now.</Notice>
        )
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <FormActions>
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Log In'}
          </Button>
          {/* The spec's placeholder link: there is no reset flow, so it explains instead of going anywhere. */}
          <a
            href="#"
            onClick={(event) => {
              event.preventDefault();
              setIsResetHelpShown(true);
            }}
          >
            Forgot password?
          </a>
        </FormActions>
      </form>
      {isResetHelpShown && (
        <Notice $tone="info">
          Password resets are not available online yet. Please ask the site&apos;s administrator.
        </Notice>
      )}
      <AltLinks>
        New here? <Link href="/registration">Create an account</Link>
      </AltLinks>
    </FormCard>
  );
}
