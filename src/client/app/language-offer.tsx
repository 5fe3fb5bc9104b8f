import { useId, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LOCALES, type TPageLocale } from '../../shared/locales';
import { useLocale } from '../lib/i18n';
import { useIsHydrated } from '../lib/use-is-hydrated';
import { switchHref } from './language-switch';

/** The language a choice was remembered in (the `lang` cookie the switch and `?lang=` set), if any. */
function rememberedLanguage(): string | null {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  return cookie ? cookie.slice(LANGUAGE_COOKIE.length + 1) : null;
}

/** The guide's language the browser puts first, when it is not the page's. */
function preferredOtherLanguage(pageLocale: TPageLocale) {
  const [first = ''] = navigator.languages ?? [navigator.language];
  const primary = first.split('-')[0]!.toLowerCase();
  return LOCALES.find(({ code }) => code === primary && code !== pageLocale) ?? null;
}

// Fixed at the bottom of the screen, so offering it moves nothing on the page (no layout shift).
const Offer = styled.aside`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: center;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3);

  p {
    margin: 0;
  }

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    font: inherit;
    font-weight: 700;
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  a {
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.gold};
  }

  button {
    color: ${({ theme }) => theme.colors.onDark};
    background: transparent;
    border: 2px solid ${({ theme }) => theme.colors.onDark};
    cursor: pointer;
  }
`;

/**
 * Offers the guide in the visitor's language when their browser puts one of ours first and no choice was
 * made yet (issue 24), written in that language. Following it or declining it is remembered, as the switch's
 * choice is, so it is offered once. Shown after hydration: the server's page is the same for everyone.
 */
export function LanguageOffer() {
  const pageLocale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const isHydrated = useIsHydrated();
  const [isDeclined, setIsDeclined] = useState(false);
  const offerId = useId();
  if (!isHydrated || isDeclined || rememberedLanguage() !== null) return null;
  const offered = preferredOtherLanguage(pageLocale);
  if (!offered) return null;

  function decline() {
    document.cookie = `${LANGUAGE_COOKIE}=${pageLocale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
    setIsDeclined(true);
  }

  return (
    <Offer lang={offered.code} aria-labelledby={offerId}>
      <p id={offerId}>{offered.offer}</p>
      <a href={switchHref(offered.code, path, search)} hrefLang={offered.code}>
        {offered.offerAction}
      </a>
      <button type="button" onClick={decline}>
        {offered.offerDismiss}
      </button>
    </Offer>
  );
}
