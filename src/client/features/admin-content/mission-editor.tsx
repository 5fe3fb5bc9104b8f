import { useState } from 'react';
import { CONTENT_ICONS, MISSION_CARDS_MAX, type TMissionCard } from '../../../shared/constants/site-content';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { MissionCardItems } from '../../components/mission-card-items';
import { Button } from '../../components/ui/button';
import { LanguageTabs } from '../../components/ui/language-tabs';
import { Notice } from '../../components/ui/notice';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import {
  changed,
  errorsByField,
  ItemButtons,
  Item,
  labelIn,
  moved,
  Row,
  SectionPreview,
  type TDraft,
  textChange,
  textIn,
  withKey,
  withoutKey,
} from './editor-parts';

type TTextField = 'title' | 'text';

/** Each refusal of the section's schema, by the card field it is about ('0.title'), or '' for the list. */
function errorsOf(cards: TMissionCard[]): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section: 'mission', content: { cards } });
  return errorsByField(result.error?.issues, ([index, field]) =>
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

  const update = (index: number, change: Partial<TMissionCard>) =>
    setCards((current) => changed<TDraft<TMissionCard>>(current, index, change));

  const setText = (index: number, field: TTextField, locale: TLocale, value: string) =>
    update(index, textChange(cards[index]!, field, locale, value));

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
    <form
      noValidate
      aria-label="Mission cards"
      onSubmit={(event) => {
        event.preventDefault();
        preview();
      }}
    >
      {errors && (
        <Notice $tone="error">
          {errors['']
            ? `The cards ${errors['']}.`
            : 'Some cards need a change before the preview; see below.'}
        </Notice>
      )}
      {cards.map((card, index) => {
        const name = `Card ${index + 1}`;
        const errorOf = (field: string) => errors?.[`${index}.${field}`];
        return (
          <Item key={card.key}>
            <legend>
              {name}
              {card.title ? `: ${card.title}` : ''}
            </legend>
            <SelectField
              label="Icon"
              value={card.icon}
              error={errorOf('icon')}
              onChange={(event) => update(index, { icon: event.target.value as TMissionCard['icon'] })}
            >
              {CONTENT_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </SelectField>
            <LanguageTabs label={`${name} title`}>
              {(locale) => (
                <TextField
                  label={labelIn('Title', locale)}
                  value={textIn(card, 'title', locale)}
                  error={locale === DEFAULT_LOCALE ? errorOf('title') : errorOf('translations')}
                  onChange={(event) => setText(index, 'title', locale, event.target.value)}
                />
              )}
            </LanguageTabs>
            <LanguageTabs label={`${name} text`}>
              {(locale) => (
                <TextAreaField
                  label={labelIn('Text', locale)}
                  rows={4}
                  value={textIn(card, 'text', locale)}
                  error={locale === DEFAULT_LOCALE ? errorOf('text') : errorOf('translations')}
                  onChange={(event) => setText(index, 'text', locale, event.target.value)}
                />
              )}
            </LanguageTabs>
            <ItemButtons
              name={name}
              index={index}
              count={cards.length}
              onMove={(by) => setCards((current) => moved(current, index, by))}
              onRemove={() => setCards((current) => current.filter((_, at) => at !== index))}
            />
          </Item>
        );
      })}
      <Row>
        <Button
          type="button"
          $variant="secondary"
          disabled={cards.length >= MISSION_CARDS_MAX}
          onClick={() =>
            setCards((current) => [
              ...current,
              withKey({ icon: 'vote', title: '', text: '', translations: {} }),
            ])
          }
        >
          Add card
        </Button>
        <Button type="submit">Preview</Button>
      </Row>
      {cards.length >= MISSION_CARDS_MAX && <p>The section holds at most {MISSION_CARDS_MAX} cards.</p>}
    </form>
  );
}
