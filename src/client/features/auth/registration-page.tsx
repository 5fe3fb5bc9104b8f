import { TRPCClientError } from '@trpc/client';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { fieldErrors, MESSAGES, ZRegisterSchema, type TRegisterInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { AltLinks, FormActions } from './auth-form-layout';
import { registeredState } from './registered-state';
import { FormCard } from '../../components/ui/form-card';

const EMPTY: TRegisterInput = { name: '', email: '', password: '', passwordConfirmation: '' };

export default function RegistrationPage() {
  const [, navigate] = useLocation();
  const register = trpc.auth.register.useMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: keyof TRegisterInput) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZRegisterSchema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    try {
      await register.mutateAsync(parsed.data);
      navigate('/login', { state: registeredState(parsed.data.email) });
    } catch (error) {
      console.error('Registration failed', error);
      if (error instanceof TRPCClientError && error.data?.appCode === 'CONFLICT') {
        setErrors({ email: MESSAGES.emailTaken });
      } else {
        setFailure(
          error instanceof TRPCClientError ? error.message : 'Registration failed. Please try again.',
        );
      }
    }
  }

  return (
    <FormCard $width="narrow" aria-labelledby="register-heading">
      <PageHeading id="register-heading">Register</PageHeading>
      {failure && <Notice $tone="error">{failure}</Notice>}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Name"
          autoComplete="name"
          value={values.name}
          onChange={change('name')}
          error={errors.name}
        />
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
          autoComplete="new-password"
          helper="Password must be 8 characters long"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          onChange={change('passwordConfirmation')}
          error={errors.passwordConfirmation}
        />
        <FormActions>
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? 'Registering…' : 'Register'}
          </Button>
        </FormActions>
      </form>
      <AltLinks>
        Already registered? <Link href="/login">Sign in</Link>
      </AltLinks>
    </FormCard>
  );
}
