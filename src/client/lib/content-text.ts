import { useLingui } from '@lingui/react';
import type { TContentText } from '../content/blocks';

/** Shows a content text in the page's language: a catalog message translated, a plain string as it is. */
export function useContentText(): (text: TContentText) => string {
  const { i18n } = useLingui();
  return (text) => (typeof text === 'string' ? text : i18n._(text));
}

/**
 * A link's name that is a plain string is a proper name (an organisation's, a website's): `translate="no"`
 * keeps a browser's translation from rewording it, and tells the pseudo-locale sweep it is not interface
 * text (ADR 45).
 */
export function translateOfName(name: TContentText): 'no' | undefined {
  return typeof name === 'string' ? 'no' : undefined;
}
