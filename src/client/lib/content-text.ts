import { useLingui } from '@lingui/react';
import type { TContentText } from '../content/blocks';

/** Shows a content text in the page's language: a catalog message translated, a plain string as it is. */
export function useContentText(): (text: TContentText) => string {
  const { i18n } = useLingui();
  return (text) => (typeof text === 'string' ? text : i18n._(text));
}
