import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { SEARCH_MAX_LENGTH } from '../../../shared/constants/videos';
import { Icon } from '../../components/ui/icon';
import { roundIconButtonStyles } from '../../components/ui/round-icon-button';
import { searchIcon } from '../../content/icons/search';

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

/** The library's search box: Enter (or the button) goes to /search/{keyword}. */
export function LibrarySearchBox({ initialKeyword = '' }: { initialKeyword?: string }) {
  const [, navigate] = useLocation();
  const [keyword, setKeyword] = useState(initialKeyword);

  function search(event: FormEvent) {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed) navigate(`/search/${encodeURIComponent(trimmed)}`);
  }

  return (
    <Form role="search" onSubmit={search}>
      <Input
        type="search"
        aria-label="Search the Library"
        placeholder="Search the Library"
        maxLength={SEARCH_MAX_LENGTH}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <SubmitButton type="submit" aria-label="Search">
        <Icon icon={searchIcon} aria-hidden="true" focusable="false" size={20} strokeWidth={2.5} />
      </SubmitButton>
    </Form>
  );
}
