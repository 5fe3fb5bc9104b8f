import { useState } from 'react';
import {
  OFFER_ICONS,
  OFFERS_MAX,
  type TCallToAction,
  type TCandidateOffer,
  type TForCandidatesContent,
} from '../../../shared/constants/site-content-later-sections';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { ForCandidatesPanel } from '../../components/for-candidates-panel';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { usePublicConfig } from '../../lib/public-config';
import { CardListFields } from './card-list-fields';
import {
  errorsByField,
  Item,
  Row,
  SectionForm,
  SectionPreview,
  TranslatedField,
  withKey,
  withoutKey,
} from './editor-parts';

/** Each refusal of the section's schema, by the field it is about ('offers.0.title', 'callToAction.url'). */
function errorsOf(content: TForCandidatesContent): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section: 'forCandidates', content });
  // The list of offers itself ('needs at least one offer') is the form's own refusal, ''.
  return errorsByField(result.error?.issues, (path) =>
    path.length === 1 && path[0] === 'offers' ? '' : path.map(String).join('.'),
  );
}

type TForCandidatesEditorProps = {
  saved: TForCandidatesContent;
  isSaving: boolean;
  onSave(content: TForCandidatesContent): Promise<void>;
};

/**
 * What we offer candidates, as a form shaped like the section: the offers (icon, title, text per language;
 * added, removed and moved) and the 'Let's Work Together' button's label and link; a preview as the home
 * page draws it before the save.
 */
export function ForCandidatesEditor({ saved, isSaving, onSave }: TForCandidatesEditorProps) {
  const { candidateFormUrl } = usePublicConfig();
  const [offers, setOffers] = useState(() => saved.offers.map(withKey));
  const [callToAction, setCallToAction] = useState(saved.callToAction);
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [previewLocale, setPreviewLocale] = useState<TLocale | null>(null);
  const content = (): TForCandidatesContent => ({ offers: offers.map(withoutKey), callToAction });
  const changeCallToAction = (change: Partial<TCallToAction>) =>
    setCallToAction((current) => ({ ...current, ...change }));

  function preview() {
    const found = errorsOf(content());
    setErrors(found);
    if (!found) setPreviewLocale(DEFAULT_LOCALE);
  }

  if (previewLocale) {
    const shown = {
      offers: content().offers.map((offer) => localized(offer, previewLocale)),
      callToAction: localized(callToAction, previewLocale),
    };
    return (
      <SectionPreview
        id="for-candidates-preview-heading"
        heading="Preview: the offers to candidates as the home page will show them"
        locale={previewLocale}
        isSaving={isSaving}
        onLocale={setPreviewLocale}
        onSave={() => void onSave(content())}
        onEdit={() => setPreviewLocale(null)}
        isList={false}
      >
        <ForCandidatesPanel content={shown} locale={previewLocale} formUrl={candidateFormUrl} />
      </SectionPreview>
    );
  }

  const buttonError = (field: string) => errors?.[`callToAction.${field}`];
  return (
    <SectionForm
      label="Offers to candidates"
      errors={errors}
      listName="offers"
      itemsName="offers"
      onPreview={preview}
    >
      <CardListFields
        noun="Offer"
        cards={offers}
        setCards={setOffers}
        icons={OFFER_ICONS}
        max={OFFERS_MAX}
        blank={() => withKey<TCandidateOffer>({ icon: 'handshake', title: '', text: '', translations: {} })}
        errorOf={(index, field) => errors?.[`offers.${index}.${field}`]}
      />
      <Item>
        <legend>The button</legend>
        <TranslatedField
          itemName="Button"
          label="Label"
          item={callToAction}
          field="label"
          errorOf={buttonError}
          onChange={changeCallToAction}
        />
        <TextField
          label="Link (leave blank for the contact form)"
          value={callToAction.url}
          error={buttonError('url')}
          onChange={(event) => changeCallToAction({ url: event.target.value })}
        />
      </Item>
      <Row>
        <Button type="submit">Preview</Button>
      </Row>
    </SectionForm>
  );
}
