import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ZTotpCodeSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { RecoveryCodes } from './recovery-codes';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormMessage } from '../../lib/form-messages';
import { intlLocale, useLocale } from '../../lib/i18n';
import { BLANK_MESSAGE } from '../../../shared/schemas/fields';

const SetUpGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin: ${({ theme }) => `${theme.space.md} 0`};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const QrCode = styled.img`
  width: 12rem;
  height: 12rem;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SecretKey = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: 1rem;
  letter-spacing: 0.05em;
  word-break: break-all;
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Subsection = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  h3 {
    margin-top: 0;
  }
`;

/** The secret in groups of four, as apps print it: easier to type, and spaces do not matter to them. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The first message the code's check gives, in English as the schema writes it (shown with useFormMessage). */
function codeError(code: string): string | undefined {
  const parsed = ZTotpCodeSchema.safeParse(code);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** A 6-digit code field as every form here uses it. */
function CodeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const message = useFormMessage();
  return (
    <TextField
      label={label}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={message(error)}
    />
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = trpc.auth.startTwoFactorSetup.useMutation();
  const confirm = trpc.auth.confirmTwoFactorSetup.useMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const message = useFormMessage();
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = codeError(code);
    setError(problem);
    if (problem) return;
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ code });
      onEnabled(recoveryCodes);
    } catch (failure) {
      console.error('Two-factor set-up failed', failure);
      setCode('');
    }
  }

  if (!start.data)
    return (
      <>
        <p>
          <Trans>
            Two-factor sign-in asks for a code from an authenticator app on your phone (such as Google
            Authenticator, Microsoft Authenticator, 2FAS or a password manager) after your password, so a
            stolen password alone cannot open your account.
          </Trans>
        </p>
        {start.error && <Notice $tone="error">{message(start.error.message)}</Notice>}
        <Button type="button" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? <Trans>Starting…</Trans> : <Trans>Set up two-factor sign-in</Trans>}
        </Button>
      </>
    );

  const { secret, qrCodeDataUrl } = start.data;
  return (
    <>
      <ol>
        <li>
          <Trans>Open your authenticator app and add an account.</Trans>
        </li>
        <li>
          <Trans>Scan the QR code, or type the setup key.</Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app then shows.</Trans>
        </li>
      </ol>
      <SetUpGrid>
        <QrCode src={qrCodeDataUrl} alt={t`QR code to scan with your authenticator app`} />
        <div>
          <p id="setup-key-label">
            <Trans>Can&apos;t scan it? Enter this setup key in the app (time-based):</Trans>
          </p>
          <SecretKey aria-labelledby="setup-key-label">{grouped(secret)}</SecretKey>
        </div>
      </SetUpGrid>
      {confirm.error && <Notice $tone="error">{message(confirm.error.message)}</Notice>}
      <form onSubmit={submit} noValidate>
        <CodeField label={t`Code from the app`} value={code} onChange={setCode} error={error} />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? <Trans>Checking…</Trans> : <Trans>Turn on two-factor sign-in</Trans>}
        </Button>
      </form>
    </>
  );
}

function NewRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const regenerate = trpc.auth.regenerateRecoveryCodes.useMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const message = useFormMessage();
  const { t } = useLingui();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = codeError(code);
    setError(problem);
    if (problem) return;
    try {
      onCodes((await regenerate.mutateAsync({ code })).recoveryCodes);
      setCode('');
    } catch (failure) {
      console.error('New recovery codes failed', failure);
    }
  }
  return (
    <Subsection>
      <h3>
        <Trans>New recovery codes</Trans>
      </h3>
      <p>
        <Trans>Replaces all your recovery codes, used or not, with ten new ones.</Trans>
      </p>
      {regenerate.error && <Notice $tone="error">{message(regenerate.error.message)}</Notice>}
      <form onSubmit={submit} noValidate>
        <CodeField label={t`Code from the app`} value={code} onChange={setCode} error={error} />
        <Button type="submit" $variant="secondary" disabled={regenerate.isPending}>
          <Trans>Make new recovery codes</Trans>
        </Button>
      </form>
    </Subsection>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const disable = trpc.auth.disableTwoFactor.useMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const message = useFormMessage();
  const { t } = useLingui();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { password: password ? undefined : BLANK_MESSAGE, code: codeError(code) };
    setErrors(found);
    if (found.password || found.code) return;
    try {
      await disable.mutateAsync({ password, code });
      onDone();
    } catch (failure) {
      console.error('Turning off two-factor sign-in failed', failure);
    }
  }
  return (
    <Subsection>
      <h3>
        <Trans>Turn off two-factor sign-in</Trans>
      </h3>
      {disable.error && <Notice $tone="error">{message(disable.error.message)}</Notice>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={message(errors.password)}
        />
        <CodeField label={t`Code from the app`} value={code} onChange={setCode} error={errors.code} />
        <Button type="submit" $variant="danger" disabled={disable.isPending}>
          <Trans>Turn off</Trans>
        </Button>
      </form>
    </Subsection>
  );
}

export function TwoFactorSection() {
  const session = useSession();
  const utils = trpc.useUtils();
  const status = trpc.auth.twoFactorStatus.useQuery(undefined, { retry: false });
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const message = useFormMessage();
  const { t } = useLingui();
  const locale = useLocale();
  const enabledAt = status.data?.enabledAt;
  const since = enabledAt ? new Intl.DateTimeFormat(intlLocale(locale)).format(new Date(enabledAt)) : null;
  const codesLeft = status.data?.recoveryCodesLeft ?? 0;

  async function refresh() {
    await utils.auth.twoFactorStatus.invalidate();
    await session.refresh();
  }

  return (
    <section aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      {notice && <Notice $tone="success">{notice}</Notice>}
      {shownCodes ? (
        <RecoveryCodes codes={shownCodes} onDone={() => setShownCodes(null)} />
      ) : status.isPending ? (
        <Spinner />
      ) : status.error ? (
        <Notice $tone="error">{message(status.error.message)}</Notice>
      ) : status.data.enabled ? (
        <>
          <p>
            {since ? (
              <Trans>
                <strong>On</strong> since {since}.
              </Trans>
            ) : (
              <Trans>
                <strong>On</strong>.
              </Trans>
            )}{' '}
            <Trans>
              Signing in asks for a code from your authenticator app. Recovery codes left:{' '}
              <strong>{codesLeft}</strong> of 10.
            </Trans>
          </p>
          <NewRecoveryCodes
            onCodes={(codes) => {
              setNotice(null);
              setShownCodes(codes);
              void refresh();
            }}
          />
          {status.data.required ? (
            <p>
              <Trans>
                Administrators on this site must use two-factor sign-in, so it cannot be turned off.
              </Trans>
            </p>
          ) : (
            <TurnOff
              onDone={() => {
                setNotice(t`Two-factor sign-in is off. Your password alone signs you in now.`);
                void refresh();
              }}
            />
          )}
        </>
      ) : (
        <SetUp
          onEnabled={(codes) => {
            setNotice(t`Two-factor sign-in is on. Your next sign-in will ask for a code.`);
            setShownCodes(codes);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
