import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ZRecoveryCodeSchema, ZTotpCodeSchema, type TPublicUser } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import { trpc } from '../../lib/trpc';
import { FormActions } from './auth-form-layout';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormMessage } from '../../lib/form-messages';

const LinkButton = styled.button`
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.green};
  font-weight: 700;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

/**
 * The sign-in's second step, when the account has two-factor sign-in: the 6-digit code from the
 * authenticator app (the phone's keyboard shows digits, and the browser may fill it in from a text
 * message or a password manager), or one of the recovery codes.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (user: TPublicUser) => Promise<void>;
  onRestart: () => void;
}) {
  const secondStep = trpc.auth.loginSecondFactor.useMutation();
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const message = useFormMessage();
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = (usesRecoveryCode ? ZRecoveryCodeSchema : ZTotpCodeSchema).safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const user = await secondStep.mutateAsync(
        usesRecoveryCode ? { challenge, recoveryCode: parsed.data } : { challenge, code: parsed.data },
      );
      await onSignedIn(user);
    } catch (failure) {
      console.error('Second sign-in step failed', failure);
      setCode('');
    }
  }

  const isExpired =
    secondStep.error?.data?.code === 'UNAUTHORIZED' && /expired/.test(secondStep.error.message);
  return (
    <>
      {secondStep.error && <Notice $tone="error">{message(secondStep.error.message)}</Notice>}
      <p>
        {usesRecoveryCode ? (
          <Trans>
            Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.
          </Trans>
        ) : (
          <Trans>Open your authenticator app and enter the 6-digit code it shows for this site.</Trans>
        )}
      </p>
      <form onSubmit={submit} noValidate>
        {usesRecoveryCode ? (
          <TextField
            key="recovery"
            label={t`Recovery code`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t`xxxxx-xxxxx`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={message(error)}
            autoFocus
          />
        ) : (
          <TextField
            key="totp"
            label={t`Authentication code`}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={message(error)}
            autoFocus
          />
        )}
        <FormActions>
          <Button type="submit" disabled={secondStep.isPending}>
            {secondStep.isPending ? <Trans>Checking…</Trans> : <Trans>Verify</Trans>}
          </Button>
          <LinkButton
            type="button"
            onClick={() => {
              setUsesRecoveryCode(!usesRecoveryCode);
              setCode('');
              setError(undefined);
            }}
          >
            {usesRecoveryCode ? (
              <Trans>Use the code from your app</Trans>
            ) : (
              <Trans>Use a recovery code</Trans>
            )}
          </LinkButton>
        </FormActions>
      </form>
      {isExpired && (
        <p>
          <LinkButton type="button" onClick={onRestart}>
            <Trans>Sign in again</Trans>
          </LinkButton>
        </p>
      )}
    </>
  );
}
