import { SearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { SEARCH_MAX_LENGTH } from '../../../shared/constants/videos';
import { LIBRARY_SEARCH_FORM, librarySearchPath } from '../../../shared/page-routes';
import { roundIconButtonStyles } from '../../components/ui/round-icon-button';
import { useLocalizedPath } from '../../lib/i18n';
import { useLingui } from '@lingui/react/macro';

const Form = styled.form`
  display: flex;
  width: 100%;
  max-width: 32rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  /* The whole pill shows the focus ring instead. */
  &:focus-visible {
    outline: none;
  }
`;

const SubmitButton = styled.button`
  ${roundIconButtonStyles}
  flex: none;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.gold};
  border: 0;
`;

/**
 * The library's search box: Enter (or the button) goes to /search/{keyword}. Before the page's code runs
 * the browser submits it itself to /search?keyword=, which the server sends on there (LIBRARY_SEARCH_FORM).
 * The box is uncontrolled, so what was typed before the hydration stays in it.
 */
export function LibrarySearchBox({ initialKeyword = '' }: { initialKeyword?: string }) {
  const [, navigate] = useLocation();
  const localizedPath = useLocalizedPath();
  const { t } = useLingui();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = librarySearchPath(new FormData(event.currentTarget).get(LIBRARY_SEARCH_FORM.field));
    if (path) navigate(path);
  }

  return (
    <Form role="search" action={localizedPath(LIBRARY_SEARCH_FORM.action)} onSubmit={search}>
      <Input
        type="search"
        name={LIBRARY_SEARCH_FORM.field}
        aria-label={t`Search the Library`}
        placeholder={t`Search the Library`}
        maxLength={SEARCH_MAX_LENGTH}
        defaultValue={initialKeyword}
      />
      <SubmitButton type="submit" aria-label={t`Search`}>
        <SearchIcon aria-hidden="true" focusable="false" size={20} strokeWidth={2.5} />
      </SubmitButton>
    </Form>
  );
}
