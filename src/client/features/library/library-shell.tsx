import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { BackToTopButton } from './back-to-top-button';
import { LibraryIllustration } from './library-illustration';
import { LibrarySearchBox } from './library-search-box';
import { Trans, useLingui } from '@lingui/react/macro';

type TLibraryView = 'category' | 'newest';

const VIEWS: Array<{ view: TLibraryView; href: string; label: MessageDescriptor }> = [
  { view: 'category', href: '/learninglib', label: msg`By Category` },
  { view: 'newest', href: '/learninglibnewfirst', label: msg`Newest First` },
];

const Banner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const BannerText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Illustration = styled(LibraryIllustration)`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: block;
    width: 15rem;
    height: auto;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2.25rem;
  line-height: 1.1;

  ${({ theme }) => theme.media.tablet} {
    font-size: 3rem;
  }
`;

const Intro = styled.p`
  max-width: 36rem;
  margin: 0;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  justify-content: space-between;
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
`;

const Views = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type TLibraryShellProps = {
  /** The view this page is; the search page is neither. */
  view?: TLibraryView;
  keyword?: string;
  /** Controls shown beside the view buttons (the category filter). */
  tools?: ReactNode;
  children: ReactNode;
};

/** What the three library pages share (spec part 1 §2): the banner, title, view buttons and search box. */
export function LibraryShell({ view, keyword, tools, children }: TLibraryShellProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  return (
    <>
      <Banner aria-labelledby="library-title">
        <BannerText>
          <Title id="library-title" ref={titleRef} tabIndex={-1}>
            <Trans>Library</Trans>
          </Title>
          <Intro>
            <Trans>
              Short videos on capitalism, organising and elections. Browse by series or see what is new.
            </Trans>
          </Intro>
          <LibrarySearchBox initialKeyword={keyword} />
        </BannerText>
        <Illustration />
      </Banner>
      <Toolbar>
        <Views aria-label={t`Library views`}>
          {VIEWS.map((item) => (
            <ButtonLink
              key={item.view}
              href={item.href}
              $variant={item.view === view ? 'primary' : 'secondary'}
              aria-current={item.view === view ? 'page' : undefined}
            >
              {t(item.label)}
            </ButtonLink>
          ))}
        </Views>
        {tools}
      </Toolbar>
      {children}
      <BackToTopButton focusTarget={titleRef} />
    </>
  );
}
