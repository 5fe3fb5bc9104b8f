import { CircleUserRoundIcon, MenuIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Link, useLocation } from 'wouter';
import { findPageRoute, SITE_NAME, type TPageId } from '../../shared/page-routes';
import { visuallyHiddenStyles } from '../components/ui/visually-hidden';
import { MAIN_NAV_LINKS, type TNavLink } from '../content/navigation';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { MyBallotCounter } from './my-ballot-counter';
import { Trans, useLingui } from '@lingui/react/macro';

const Bar = styled.div`
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  /* Narrow on a phone, where the name, the menu, the language and the ballot share one row. */
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => `calc(${theme.contentWidth} + 2 * ${theme.space.md})`};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  ${({ theme }) => theme.media.wide} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space.md};
  }
`;

// Takes the room the menu button leaves on a phone's row rather than pushing the button to a row of its own;
// never narrower than its longest word, so where a language's words are longer (or the screen narrower) the
// buttons go to a row of their own instead of over the name.
const SiteName = styled(Link)`
  flex: 1 1 0;
  min-width: min-content;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  /* Sized so that "Progressive" fits beside the menu, the language and my ballot on a 390 px phone. */
  font-size: 1rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.onDark};
  text-decoration: none;

  ${({ theme }) => theme.media.tablet} {
    font-size: 1.25rem;
  }

  ${({ theme }) => theme.media.wide} {
    flex: none;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  background: transparent;
  border: 2px solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  ${({ theme }) => theme.media.wide} {
    display: none;
  }
`;

// Below the wide breakpoint the links fold into a panel under the bar that the menu button opens.
const Panel = styled.div<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'block' : 'none')};
  order: 1;
  flex-basis: 100%;
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.wide} {
    order: 0;
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: 0;
  }
`;

const NavList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.wide} {
    display: flex;
  }
`;

const placeLinkStyles = css`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  white-space: nowrap;
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &:hover {
    border-bottom-color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  &[aria-current] {
    color: ${({ theme }) => theme.colors.gold};
    border-bottom-color: ${({ theme }) => theme.colors.gold};
  }

  ${({ theme }) => theme.media.wide} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  }
`;

const PlaceLink = styled(Link)`
  ${placeLinkStyles}
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.onDarkMuted};

  ${({ theme }) => theme.media.wide} {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

// In the bar the icon says whose account it is; the words stay for screen readers.
const SignedInAs = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};

  svg {
    display: none;
  }

  ${({ theme }) => theme.media.wide} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};

    svg {
      display: block;
      flex: none;
    }
  }
`;

const SignedInLabel = styled.span`
  ${({ theme }) => theme.media.wide} {
    ${visuallyHiddenStyles}
  }
`;

// In the bar a long name is cut short rather than pushing the bar wider than the screen. It leads to the
// account page (password, two-factor sign-in).
const UserName = styled(Link)`
  font-size: 1rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  overflow-wrap: anywhere;

  &[aria-current] {
    color: ${({ theme }) => theme.colors.gold};
  }

  ${({ theme }) => theme.media.wide} {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const SignOutButton = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 calc(${theme.space.sm} + ${theme.space.xs})`};
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onDark};
  white-space: nowrap;
  background: transparent;
  border: 2px solid ${({ theme }) => theme.colors.onDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.onDark};
  }
`;

// On a wide screen the header's strip above carries the switch (header.tsx).
const PhoneLanguageSwitch = styled(LanguageSwitch)`
  flex: none;

  ${({ theme }) => theme.media.wide} {
    display: none;
  }
`;

/** 'page' on the link to the page shown, 'true' on the link to the part of the site it belongs to. */
function currentMarker(link: TNavLink, page: TPageId | undefined) {
  if (!page) return undefined;
  if (page === link.page) return 'page';
  return link.section.includes(page) ? 'true' : undefined;
}

/** Who is signed in and a way out, or a way in for a visitor; nothing until the session lookup answers. */
function AccountArea({ onNavigate }: { onNavigate(): void }) {
  const { status, user, logout } = useSession();
  const [location] = useLocation();
  const { t } = useLingui();
  if (status === 'loading') return null;
  const userName = user?.name;
  return (
    <Account>
      {user ? (
        <>
          <SignedInAs>
            <CircleUserRoundIcon size={20} />
            <SignedInLabel>
              <Trans>Signed in as</Trans>{' '}
            </SignedInLabel>
            <UserName
              href="/account"
              title={t`${userName}: your account`}
              aria-current={location === '/account' ? 'page' : undefined}
              onClick={onNavigate}
            >
              {user.name}
            </UserName>
          </SignedInAs>
          <SignOutButton
            type="button"
            onClick={() => {
              onNavigate();
              void logout();
            }}
          >
            <Trans>Sign out</Trans>
          </SignOutButton>
        </>
      ) : (
        <PlaceLink
          href="/login"
          aria-current={location === '/login' ? 'page' : undefined}
          onClick={onNavigate}
        >
          <Trans>Sign in</Trans>
        </PlaceLink>
      )}
    </Account>
  );
}

/**
 * The site's name, its main places and the account controls. Below the wide breakpoint the places sit
 * behind a menu button (a disclosure: Enter or Space toggles it, Escape closes it and gives focus back
 * to the button); following a link or any other change of page closes it.
 */
export function MainNavigation() {
  const [location] = useLocation();
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu is open only at the address where it was opened, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location;
  const close = () => setOpenAt(null);
  const currentPage = findPageRoute(location)?.page;
  const { t } = useLingui();

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return;
    close();
    menuButton.current?.focus();
  }

  return (
    <Bar>
      <Inner onKeyDown={closeOnEscape}>
        <SiteName href="/" aria-current={currentPage === 'home' ? 'page' : undefined} onClick={close}>
          {SITE_NAME}
        </SiteName>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpenAt(isOpen ? null : location)}
        >
          {isOpen ? <XIcon size={20} /> : <MenuIcon size={20} />}
          <Trans>Menu</Trans>
        </MenuButton>
        <Panel id={panelId} $isOpen={isOpen}>
          <nav aria-label={t`Main`}>
            <NavList>
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <PlaceLink href={link.href} aria-current={currentMarker(link, currentPage)} onClick={close}>
                    {t(link.label)}
                  </PlaceLink>
                </li>
              ))}
            </NavList>
          </nav>
          <AccountArea onNavigate={close} />
        </Panel>
        {/* On a phone these show beside the menu button, outside the menu. */}
        <PhoneLanguageSwitch inHeader />
        <MyBallotCounter onNavigate={close} />
      </Inner>
    </Bar>
  );
}
