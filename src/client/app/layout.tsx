import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';
import { useLogFailedSessionLookup, useSession } from '../lib/session';
import { useScrollToTopOnNavigation } from './use-scroll-to-top';
import { LanguageOffer } from './language-offer';

// Admin code stays off public pages: the admin column is its own chunk, loaded only for an admin (ADR 29).
// If it fails to load, the footer goes without it; the admin pages are still reachable.
const AdminMenu = lazy(() =>
  import('../features/auth/admin-menu').then(
    (module) => ({ default: module.AdminMenu }),
    (): { default: ComponentType } => ({ default: () => null }),
  ),
);

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  z-index: 1;
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

// Focus lands on main from the skip link; a ring around the whole page area would only be noise.
const Main = styled.main`
  flex: 1;
  width: 100%;
  /* The content column lines up with the header's, which has no side padding of its own. */
  max-width: ${({ theme }) => `calc(${theme.contentWidth} + 2 * ${theme.space.md})`};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  &:focus {
    outline: none;
  }
`;

// The footer stays at the bottom of the viewport on short pages.
const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export function Layout({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  useLogFailedSessionLookup();
  useScrollToTopOnNavigation();
  return (
    <Page>
      <SkipLink href="#main">
        <Trans>Skip to content</Trans>
      </SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <LanguageOffer />
      <Footer
        adminMenu={
          isAdmin ? (
            <Suspense fallback={null}>
              <AdminMenu />
            </Suspense>
          ) : undefined
        }
      />
    </Page>
  );
}
