import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_PARAM, LOCALES, localizedPath, type TLocale } from '../../shared/locales';
import { useLocale } from '../lib/i18n';

/**
 * The same page in another language (ADR 43): the same path and query, and `?lang=` so the server
 * remembers the choice (it then drops the parameter). A full page load, so the page arrives drawn in its
 * language with only that language's catalog.
 */
export function switchHref(code: TLocale, path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, code);
  return `${localizedPath(code, path)}?${params.toString()}`;
}

/** The place on the page goes along: the anchor the visitor scrolled to, which the server never sees. */
function keepAnchor(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  link.hash = window.location.hash;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  span {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 700;
    color: inherit;
  }

  [aria-current] {
    text-decoration: none;
    opacity: 0.8;
  }
`;

type TLanguageSwitchProps = {
  /**
   * The header's: a navigation landmark with only the other languages. The footer's lists them all, the
   * page's own marked, as a group (two landmarks of one name would leave a screen reader guessing).
   */
  inHeader?: boolean;
  className?: string;
};

/** Each language named in itself, linking to this page in it. */
export function LanguageSwitch({ inHeader = false, className }: TLanguageSwitchProps) {
  const { t } = useLingui();
  const current = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const shown = inHeader ? LOCALES.filter(({ code }) => code !== current) : LOCALES;
  const Container = inHeader ? 'nav' : 'div';
  return (
    <Container aria-label={t`Language`} role={inHeader ? undefined : 'group'} className={className}>
      <List>
        {shown.map(({ code, name }) => (
          <li key={code}>
            {code === current ? (
              <span lang={code} aria-current="true">
                {name}
              </span>
            ) : (
              <a href={switchHref(code, path, search)} lang={code} hrefLang={code} onClick={keepAnchor}>
                {name}
              </a>
            )}
          </li>
        ))}
      </List>
    </Container>
  );
}
