import { Redirect } from 'wouter';
import styled from 'styled-components';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { FormCard, FormIntro } from '../../components/ui/form-card';
import { useSession } from '../../lib/session';
import { ChangePasswordSection } from './change-password-section';
import { TwoFactorSection } from './two-factor-section';
import { Trans } from '@lingui/react/macro';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** `/account`: a signed-in user's password and two-factor sign-in. Visitors go to the sign-in page. */
export default function AccountPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <Spinner />;
  if (!user) return <Redirect to="/login" replace />;
  const { name, email } = user;
  return (
    <FormCard aria-labelledby="account-heading">
      <PageHeading id="account-heading">
        <Trans>Your account</Trans>
      </PageHeading>
      <FormIntro>
        <Trans>
          Signed in as {name} ({email}).
        </Trans>
      </FormIntro>
      {user.mustSetUpTwoFactor && (
        <Notice $tone="info">
          <Trans>
            Administrators on this site must use two-factor sign-in. Set it up below; the admin pages open
            once it is on.
          </Trans>
        </Notice>
      )}
      <Sections>
        <TwoFactorSection />
        <ChangePasswordSection />
      </Sections>
    </FormCard>
  );
}
