import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../../../shared/locales';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &[aria-selected='true'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.onDark};
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
  }
`;

type TLanguageTabsProps = {
  /** The label of the field the tabs choose the language of. */
  label: string;
  /** The field in a language; its own label should name the language too. */
  children(locale: TLocale): ReactNode;
};

/**
 * A tab per language beside a text the organisation writes in each (ADR 44), each named in itself (LOCALES),
 * English first. The panel shows the field in the chosen language.
 */
export function LanguageTabs({ label, children }: TLanguageTabsProps) {
  const [shown, setShown] = useState<TLocale>(DEFAULT_LOCALE);
  const id = useId();
  const tabId = (locale: TLocale) => `${id}-${locale}`;
  return (
    <div>
      <TabList role="tablist" aria-label={`Language of ${label}`}>
        {LOCALES.map(({ code, name }) => (
          <Tab
            key={code}
            id={tabId(code)}
            type="button"
            role="tab"
            lang={code}
            aria-selected={code === shown}
            aria-controls={`${id}-panel`}
            onClick={() => setShown(code)}
          >
            {name}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(shown)}>
        {children(shown)}
      </div>
    </div>
  );
}
