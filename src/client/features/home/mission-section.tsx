import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Card, CardText, CardTitle, IconBadge } from '../../components/ui/card';
import { HOME_SECTIONS } from '../../content/home';
import { MISSION_CARDS } from '../../content/mission';
import { CardGrid, HomeSection } from './home-section';

const MissionCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

export function MissionSection() {
  const { t } = useLingui();
  return (
    <HomeSection id="mission" {...HOME_SECTIONS.mission}>
      <CardGrid $columns={4}>
        {MISSION_CARDS.map((card) => (
          <MissionCard key={card.title.id}>
            <IconBadge icon={card.icon} />
            <CardTitle>{t(card.title)}</CardTitle>
            <CardText>{t(card.text)}</CardText>
          </MissionCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
