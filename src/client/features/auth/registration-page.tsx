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

const EMPTY: TRegisterInput = { name: '', email: '', password: '', passwordConfirmation: '' };

export default function RegistrationPage() {
  const [, navigate] = useLocation();
  const register = trpc.auth.register.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
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
        setFailure(isTrpcClientError(error) ? error.message : 'Registration failed. Please try again.');
      }
    }
  }

  return (
    <FormCard $width="narrow" aria-labelledby="register-heading">
      <PageHeading id="register-heading">Register</PageHeading>
      {failure && <Notice $tone="error">{failure}</Notice>}
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          helper="Password must be 8 characters long"
          {...form.field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.field('passwordConfirmation')}
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
