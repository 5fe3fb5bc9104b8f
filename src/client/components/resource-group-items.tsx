import styled from 'styled-components';
import {
  RESOURCE_GROUP_TRANSLATED_FIELDS,
  RESOURCE_LINK_TRANSLATED_FIELDS,
  type TResourceGroup,
  type TResourceLink,
} from '../../shared/constants/site-content-resources';
import { untranslatedFields } from '../../shared/constants/translations';
import type { TLocale } from '../../shared/locales';
import { RESOURCE_ICON_COMPONENTS } from '../content/resource-icons';
import { Card, CardText, CardTitle, IconBadge } from './ui/card';
import { ContentLink } from './ui/content-link';
import { UntranslatedNote } from './ui/untranslated-note';

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

/** A text not translated into `locale` yet is marked `lang="en"` (ADR 44). */
const langOf = (untranslated: readonly string[], field: string) =>
  untranslated.includes(field) ? 'en' : undefined;

/** An organisation's own name is the same in every language: never marked untranslated. */
function untranslatedOfLink(link: TResourceLink, locale: TLocale) {
  const fields = link.properName
    ? RESOURCE_LINK_TRANSLATED_FIELDS.filter((field) => field !== 'name')
    : RESOURCE_LINK_TRANSLATED_FIELDS;
  return untranslatedFields(link, locale, fields);
}

function ResourceLinkItem({ link, locale }: { link: TResourceLink; locale: TLocale }) {
  const untranslated = untranslatedOfLink(link, locale);
  return (
    <li>
      <ResourceLink href={link.url}>
        {/* A proper name keeps a browser's translation from rewording it (ADR 45). */}
        <span translate={link.properName ? 'no' : undefined} lang={langOf(untranslated, 'name')}>
          {link.name}
        </span>
      </ResourceLink>
      <CardText lang={langOf(untranslated, 'description')}>{link.description}</CardText>
      {untranslated.length > 0 && <UntranslatedNote />}
    </li>
  );
}

/**
 * The resource groups as the home page shows them, read in `locale` (`content.section`, ADR 47); the admin's
 * preview draws the same.
 */
export function ResourceGroupItems({ groups, locale }: { groups: TResourceGroup[]; locale: TLocale }) {
  return groups.map((group, index) => {
    const untranslated = untranslatedFields(group, locale, RESOURCE_GROUP_TRANSLATED_FIELDS);
    return (
      // Titles may repeat while an admin writes; the order is the identity.
      <GroupCard key={index}>
        <GroupHeader>
          <IconBadge icon={RESOURCE_ICON_COMPONENTS[group.icon]} />
          <CardTitle lang={langOf(untranslated, 'title')}>{group.title}</CardTitle>
        </GroupHeader>
        {untranslated.length > 0 && <UntranslatedNote />}
        <Links>
          {group.links.map((link, at) => (
            <ResourceLinkItem key={at} link={link} locale={locale} />
          ))}
        </Links>
      </GroupCard>
    );
  });
}
