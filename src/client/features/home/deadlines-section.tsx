import styled from 'styled-components';
import { Card, CardTitle, IconBadge } from '../../components/ui/card';
import { DEADLINES } from '../../content/deadlines';
import { HOME_SECTIONS } from '../../content/home';
import { CardGrid, HomeSection } from './home-section';

const DeadlineCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  border-top: 4px solid ${({ theme }) => theme.colors.red};
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
`;

export function DeadlinesSection() {
  return (
    <HomeSection id="deadlines" {...HOME_SECTIONS.deadlines}>
      <CardGrid $columns={3}>
        {DEADLINES.map((deadline) => (
          <DeadlineCard key={deadline.label}>
            <IconBadge icon={deadline.icon} />
            <div>
              <CardTitle>{deadline.label}</CardTitle>
              <Text>{deadline.text}</Text>
            </div>
          </DeadlineCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
