import { useState } from 'react';
import { CONTENT_ICONS, MISSION_CARDS_MAX, type TMissionCard } from '../../../shared/constants/site-content';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { MissionCardItems } from '../../components/mission-card-items';
import { Button } from '../../components/ui/button';
import { CardListFields } from './card-list-fields';
import { errorsByField, Row, SectionForm, SectionPreview, withKey, withoutKey } from './editor-parts';

/** Each refusal of the section's schema, by the card field it is about ('0.title'), or '' for the list. */
function errorsOf(cards: TMissionCard[]): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section: 'mission', content: { cards } });
  return errorsByField(result.error?.issues, ([, index, field]) =>
    index === undefined ? '' : `${String(index)}.${String(field)}`,
  );
}

type TMissionEditorProps = {
  saved: TMissionCard[];
  isSaving: boolean;
  onSave(cards: TMissionCard[]): Promise<void>;
};

/**
 * The mission cards as a form shaped like the section: a card per fieldset (icon, title, text, each text per
 * language), added, removed and moved; a preview as the home page draws them before the save.
 */
export function MissionEditor({ saved, isSaving, onSave }: TMissionEditorProps) {
  const [cards, setCards] = useState(() => saved.map(withKey));
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [previewLocale, setPreviewLocale] = useState<TLocale | null>(null);

  function preview() {
    const found = errorsOf(cards.map(withoutKey));
    setErrors(found);
    if (!found) setPreviewLocale(DEFAULT_LOCALE);
  }

  if (previewLocale) {
    const shown = cards.map(withoutKey).map((card) => localized(card, previewLocale));
    return (
      <SectionPreview
        id="mission-preview-heading"
        heading="Preview: the mission cards as the home page will show them"
        locale={previewLocale}
        isSaving={isSaving}
        onLocale={setPreviewLocale}
        onSave={() => void onSave(cards.map(withoutKey))}
        onEdit={() => setPreviewLocale(null)}
      >
        <MissionCardItems cards={shown} locale={previewLocale} />
      </SectionPreview>
    );
  }

  return (
    <SectionForm label="Mission cards" errors={errors} listName="cards" itemsName="cards" onPreview={preview}>
      <CardListFields
        noun="Card"
        cards={cards}
        setCards={setCards}
        icons={CONTENT_ICONS}
        max={MISSION_CARDS_MAX}
        blank={() => withKey<TMissionCard>({ icon: 'vote', title: '', text: '', translations: {} })}
        errorOf={(index, field) => errors?.[`${index}.${field}`]}
      />
      <Row>
        <Button type="submit">Preview</Button>
      </Row>
    </SectionForm>
  );
}
