import styled from 'styled-components';
import {
  OFFER_TRANSLATED_FIELDS,
  type TForCandidatesContent,
} from '../../shared/constants/site-content-later-sections';
import { untranslatedFields } from '../../shared/constants/translations';
import type { TLocale } from '../../shared/locales';
import { OFFER_ICON_COMPONENTS } from '../content/offer-icons';
import { ButtonLink, ExternalButtonLink } from './ui/button';
import { IconBadge } from './ui/card';
import { UntranslatedNote } from './ui/untranslated-note';

/** Where 'Let's Work Together' leads when neither the content nor the deployment names a form. */
const CONTACT_PATH = '/feedback';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** As many offers side by side as fit: three across the home page on a wide screen, one on a phone. */
const Offers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Offer = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const OfferTitle = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.gold};
`;

const OfferText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Actions = styled.div`
  display: flex;
`;

type TForCandidatesPanelProps = {
  /** The `forCandidates` section of the page's content (ADR 47), read in `locale`. */
  content: TForCandidatesContent;
  locale: TLocale;
  /** The deployment's intake form (CANDIDATE_FORM_URL), where the button leads when the content names none. */
  formUrl: string | null;
};

/**
 * What we offer progressive campaigns, and 'Let's Work Together': an external form opens in a new tab, our
 * contact form in this one. The home page and the admin's preview draw it alike. A text not translated into
 * `locale` yet is marked `lang="en"` with a note (ADR 44).
 */
export function ForCandidatesPanel({ content, locale, formUrl }: TForCandidatesPanelProps) {
  const { offers, callToAction } = content;
  const href = callToAction.url || formUrl;
  const labelLang = untranslatedFields(callToAction, locale, ['label']).length > 0 ? 'en' : undefined;
  const label = <span lang={labelLang}>{callToAction.label}</span>;
  return (
    <Panel>
      <Offers>
        {offers.map((offer, index) => {
          const untranslated = untranslatedFields(offer, locale, OFFER_TRANSLATED_FIELDS);
          const langOf = (field: (typeof OFFER_TRANSLATED_FIELDS)[number]) =>
            untranslated.includes(field) ? 'en' : undefined;
          return (
            // Titles may repeat while an admin writes; the order is the identity.
            <Offer key={index}>
              <IconBadge icon={OFFER_ICON_COMPONENTS[offer.icon]} />
              <OfferTitle lang={langOf('title')}>{offer.title}</OfferTitle>
              <OfferText lang={langOf('text')}>{offer.text}</OfferText>
              {untranslated.length > 0 && <UntranslatedNote />}
            </Offer>
          );
        })}
      </Offers>
      <Actions>
        {href ? (
          <ExternalButtonLink href={href}>{label}</ExternalButtonLink>
        ) : (
          <ButtonLink href={CONTACT_PATH}>{label}</ButtonLink>
        )}
      </Actions>
    </Panel>
  );
}
