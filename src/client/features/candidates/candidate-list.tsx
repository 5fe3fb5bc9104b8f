import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { TCandidateSummary } from '../../../shared/schemas/candidates';
import { RecommendationBadge } from '../../components/ui/recommendation-badge';
import { officeName } from '../../content/offices';
import { CandidateHeadshot } from './candidate-headshot';
import { PartyTag } from './party-tag';
import { districtName } from '../../content/places';

// As many columns as the container has room for, so the list fits a page or a narrow card alike.
export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A photo beside its text; the skeleton rows share it so nothing shifts when the list arrives. */
export const rowLayout = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const RowLink = styled(Link)`
  ${rowLayout}
  min-height: 100%;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    border-color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.tint};
  }
`;

const Details = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

const Name = styled.span`
  font-size: 1.0625rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: anywhere;
`;

const Seat = styled.span`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type TCandidateListProps = {
  candidates: TCandidateSummary[];
  /** Called as a candidate is opened, before the candidate page loads. */
  onOpen?: () => void;
  /** A control under a candidate's row (the results pages' 'Add to my ballot'). */
  renderAction?: (candidate: TCandidateSummary) => ReactNode;
};

const Item = styled.li`
  display: grid;
  grid-template-rows: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Candidates as rows of photo, name, party and 'office - district', each opening the candidate page. */
export function CandidateList({ candidates, onOpen, renderAction }: TCandidateListProps) {
  const { i18n } = useLingui();
  return (
    <List>
      {candidates.map((candidate) => (
        <Item key={candidate.id}>
          <RowLink href={`/candidatePage/${encodeURIComponent(candidate.id)}`} onClick={onOpen}>
            <CandidateHeadshot src={candidate.headshot} name={candidate.fullName} isDecorative />
            <Details>
              <Name>{candidate.fullName}</Name>
              <RecommendationBadge recommended={candidate.recommended} />
              <PartyTag name={candidate.party} />
              <Seat>
                {officeName(candidate.office, i18n)} - {districtName(candidate.district, i18n)}
              </Seat>
            </Details>
          </RowLink>
          {renderAction?.(candidate)}
        </Item>
      ))}
    </List>
  );
}
