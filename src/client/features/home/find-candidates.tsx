import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { FIND_CANDIDATES_FORM, HOME_SECTIONS } from '../../content/home';
import { HomeSection } from './home-section';

const SearchPanel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Label = styled.label`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
  }
`;

const AddressInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const SearchButton = styled(Button)`
  ${({ theme }) => theme.media.tablet} {
    min-width: 8rem;
  }
`;

/** The home address box: any text, even none, goes to /candidateSearch?q=… unchanged (spec part 2 §5). */
export function FindCandidates() {
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [, navigate] = useLocation();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(`/candidateSearch?q=${encodeURIComponent(address)}`);
  }

  return (
    <HomeSection id="findCandidates" {...HOME_SECTIONS.findCandidates}>
      <SearchPanel role="search" onSubmit={search}>
        <Label htmlFor={inputId}>{FIND_CANDIDATES_FORM.label}</Label>
        <Row>
          <AddressInput
            id={inputId}
            type="text"
            name="address"
            autoComplete="street-address"
            placeholder={FIND_CANDIDATES_FORM.placeholder}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <SearchButton type="submit">{FIND_CANDIDATES_FORM.buttonLabel}</SearchButton>
        </Row>
      </SearchPanel>
    </HomeSection>
  );
}
