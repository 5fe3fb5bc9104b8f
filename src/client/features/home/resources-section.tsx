import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Card, CardText, CardTitle, IconBadge } from '../../components/ui/card';
import { ContentLink } from '../../components/ui/content-link';
import { HOME_SECTIONS } from '../../content/home';
import { RESOURCE_GROUPS } from '../../content/resources';
import { translateOfName, useContentText } from '../../lib/content-text';
import { CardGrid, HomeSection } from './home-section';

const GroupCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const GroupHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ResourceLink = styled(ContentLink)`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export function ResourcesSection() {
  const { t } = useLingui();
  const text = useContentText();
  return (
    <HomeSection id="resources" {...HOME_SECTIONS.resources}>
      <CardGrid $columns={3}>
        {RESOURCE_GROUPS.map((group) => (
          <GroupCard key={group.title.id}>
            <GroupHeader>
              <IconBadge icon={group.icon} />
              <CardTitle>{t(group.title)}</CardTitle>
            </GroupHeader>
            <Links>
              {group.resources.map((resource) => (
                <li key={resource.link}>
                  <ResourceLink href={resource.link}>
                    <span translate={translateOfName(resource.name)}>{text(resource.name)}</span>
                  </ResourceLink>
                  <CardText>{t(resource.desc)}</CardText>
                </li>
              ))}
            </Links>
          </GroupCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
