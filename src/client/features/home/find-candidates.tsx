import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { AddressSearchForm } from '../../components/ui/address-search-form';
import { Button } from '../../components/ui/button';
import { FIND_CANDIDATES_FORM, HOME_SECTIONS } from '../../content/home';
import { trpc } from '../../lib/trpc';
import { HomeSection } from './home-section';

const SearchPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.tint};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const ExamplesLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const ExampleList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ExampleButton = styled(Button)`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-weight: 400;
  text-align: start;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The demo's example addresses, which work offline; none are offered unless the demo content is loaded. */
function ExampleAddresses({ onChoose }: { onChoose(address: string): void }) {
  const labelId = useId();
  const { t } = useLingui();
  const examples = trpc.districts.exampleAddresses.useQuery(undefined, { staleTime: Infinity });
  if (!examples.data?.length) return null;
  return (
    <div role="group" aria-labelledby={labelId}>
      <ExamplesLabel id={labelId}>{t(FIND_CANDIDATES_FORM.examplesLabel)}</ExamplesLabel>
      <ExampleList>
        {examples.data.map(({ id, address }) => (
          <li key={id}>
            <ExampleButton type="button" $variant="secondary" onClick={() => onChoose(address)}>
              {address}
            </ExampleButton>
          </li>
        ))}
      </ExampleList>
    </div>
  );
}

/** The address box's id: '/#find-my-ballot' (the video player's 'Find my ballot') puts focus in it. */
const FIND_MY_BALLOT_ID = 'find-my-ballot';

/** The home address box: any text, even none, goes to /candidateSearch?q=… unchanged (spec part 2 §5). */
export function FindCandidates() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const search = (address: string) => navigate(`/candidateSearch?q=${encodeURIComponent(address)}`);

  return (
    <HomeSection id="findCandidates" {...HOME_SECTIONS.findCandidates}>
      <SearchPanel>
        <AddressSearchForm
          label={t(FIND_CANDIDATES_FORM.label)}
          buttonLabel={t(FIND_CANDIDATES_FORM.buttonLabel)}
          placeholder={t(FIND_CANDIDATES_FORM.placeholder)}
          inputId={FIND_MY_BALLOT_ID}
          onSearch={search}
        />
        <ExampleAddresses onChoose={search} />
      </SearchPanel>
    </HomeSection>
  );
}
