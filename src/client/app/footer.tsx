import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { ExternalLink } from '../components/ui/external-link';
import { LanguageSwitch } from './language-switch';
import { SocialIcon } from '../components/ui/social-icon';
import { VisuallyHidden } from '../components/ui/visually-hidden';
import {
  FOOTER_BLURB,
  GET_INVOLVED_LINKS,
  QUICK_LINKS,
  SITE_NAME,
  SOCIAL_LINKS,
  type TFooterLink,
} from '../content/footer';
import { Trans, useLingui } from '@lingui/react/macro';

// Read once at start-up: a tab left open over New Year keeps last year's line until reloaded, harmlessly.
const COPYRIGHT_YEAR = new Date().getFullYear();

const Bar = styled.footer`
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => `calc(${theme.contentWidth} + 2 * ${theme.space.md})`};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr);
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;

  ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
    padding-inline-end: ${({ theme }) => theme.space.xl};
  }
`;

const BrandName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.25rem;
  font-weight: 800;
`;

const Blurb = styled.p`
  max-width: 32rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const SocialList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  color: ${({ theme }) => theme.colors.onDark};
  border: 1px solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: 50%;

  &:hover {
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.gold};
    border-color: ${({ theme }) => theme.colors.gold};
  }
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 0.875rem;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.gold};
  text-transform: uppercase;
`;

// Also styles the admin menu passed in from outside, whatever links or buttons it holds.
const Column = styled.nav`
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  button {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    font: inherit;
    color: ${({ theme }) => theme.colors.onDark};
    text-align: start;
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    text-decoration: underline;
  }
`;

const Copyright = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding-top: ${({ theme }) => theme.space.lg};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  border-top: 1px solid rgba(255, 255, 255, 0.2);

  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

function LinkColumn({ title, links }: { title: string; links: TFooterLink[] }) {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <Column aria-labelledby={titleId}>
      <ColumnTitle id={titleId}>{title}</ColumnTitle>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </Column>
  );
}

type TFooterProps = {
  /**
   * The admin-only menu, shown as its own titled column when given: a list of links or buttons, which the
   * footer styles like its own.
   */
  adminMenu?: ReactNode;
};

export function Footer({ adminMenu }: TFooterProps) {
  const adminTitleId = useId();
  const { t } = useLingui();
  return (
    <Bar>
      <Inner>
        <Columns>
          <Brand>
            <BrandName>{SITE_NAME}</BrandName>
            <Blurb>{t(FOOTER_BLURB)}</Blurb>
            <SocialList aria-label={t`Follow us`}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <SocialLink href={social.url}>
                    <SocialIcon network={social.network} />
                    <VisuallyHidden translate="no">
                      {social.name} {social.handle}
                    </VisuallyHidden>
                  </SocialLink>
                </li>
              ))}
            </SocialList>
            <LanguageSwitch />
          </Brand>
          <LinkColumn title={t`Quick Links`} links={QUICK_LINKS} />
          <LinkColumn title={t`Get Involved`} links={GET_INVOLVED_LINKS} />
          {adminMenu && (
            <Column aria-labelledby={adminTitleId}>
              {/* The admin pages stay in the staff's English. */}
              <ColumnTitle id={adminTitleId} lang="en">
                {'Admin Menu'}
              </ColumnTitle>
              {adminMenu}
            </Column>
          )}
        </Columns>
        <Copyright>
          <Trans>
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </Trans>{' '}
          <Link href="/accessibility">
            <Trans>Accessibility</Trans>
          </Link>
        </Copyright>
      </Inner>
    </Bar>
  );
}
