import { useState } from 'react';
import styled from 'styled-components';
import { CONTENT_ICONS, MISSION_CARDS_MAX, type TMissionCard } from '../../../shared/constants/site-content';
import { localized, type TTranslatedLocale } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { MissionCardItems } from '../../components/mission-card-items';
import { Button } from '../../components/ui/button';
import { LanguageTabs } from '../../components/ui/language-tabs';
import { Notice } from '../../components/ui/notice';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';

const Item = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const PreviewGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: 0;
  list-style: none;
`;

type TTextField = 'title' | 'text';
/** A card being edited, with a key of its own so moving it keeps its inputs. */
type TDraftCard = TMissionCard & { key: number };

let nextKey = 0;
const withKey = (card: TMissionCard): TDraftCard => ({ ...card, key: nextKey++ });
const withoutKey = ({ key: _key, ...card }: TDraftCard): TMissionCard => card;

const languageName = (locale: TLocale) => LOCALES.find(({ code }) => code === locale)?.name ?? locale;

/** Each refusal of the section's schema, by the card field it is about ('0.title'), or '' for the list. */
function errorsOf(cards: TMissionCard[]): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section: 'mission', content: { cards } });
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [, , index, field] = issue.path;
    const key =
      index === undefined
        ? ''
        : `${String(index)}.${field === 'translations' ? 'translations' : String(field)}`;
    errors[key] ??= issue.message;
  }
  return errors;
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
    setCards((current) => current.map((card, at) => (at === index ? { ...card, ...change } : card)));

  function setText(index: number, field: TTextField, locale: TLocale, value: string) {
    const card = cards[index]!;
    if (locale === DEFAULT_LOCALE) return update(index, { [field]: value });
    const language = locale as TTranslatedLocale;
    update(index, {
      translations: { ...card.translations, [language]: { ...card.translations[language], [field]: value } },
    });
  }

  const textIn = (card: TMissionCard, field: TTextField, locale: TLocale) =>
    locale === DEFAULT_LOCALE ? card[field] : (card.translations[locale as TTranslatedLocale]?.[field] ?? '');

  function move(index: number, by: -1 | 1) {
    setCards((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  }

  function preview() {
    const found = errorsOf(cards.map(withoutKey));
    setErrors(found);
    if (!found) setPreviewLocale(DEFAULT_LOCALE);
  }

  if (previewLocale) {
    const shown = cards.map(withoutKey).map((card) => localized(card, previewLocale));
    return (
      <section aria-labelledby="mission-preview-heading">
        <h3 id="mission-preview-heading">Preview: the mission cards as the home page will show them</h3>
        <Row role="group" aria-label="Language of the preview">
          {LOCALES.map(({ code, name }) => (
            <Button
              key={code}
              type="button"
              $variant={code === previewLocale ? 'primary' : 'secondary'}
              aria-pressed={code === previewLocale}
              onClick={() => setPreviewLocale(code)}
            >
              {name}
            </Button>
          ))}
        </Row>
        <PreviewGrid lang={previewLocale}>
          <MissionCardItems cards={shown} locale={previewLocale} />
        </PreviewGrid>
        <Row>
          <Button type="button" disabled={isSaving} onClick={() => void onSave(cards.map(withoutKey))}>
            {isSaving ? 'Saving…' : 'Save'}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setPreviewLocale(null)}>
            Keep editing
          </Button>
        </Row>
      </section>
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
                  label={locale === DEFAULT_LOCALE ? 'Title' : `Title (${languageName(locale)})`}
                  value={textIn(card, 'title', locale)}
                  error={locale === DEFAULT_LOCALE ? errorOf('title') : errorOf('translations')}
                  onChange={(event) => setText(index, 'title', locale, event.target.value)}
                />
              )}
            </LanguageTabs>
            <LanguageTabs label={`${name} text`}>
              {(locale) => (
                <TextAreaField
                  label={locale === DEFAULT_LOCALE ? 'Text' : `Text (${languageName(locale)})`}
                  rows={4}
                  value={textIn(card, 'text', locale)}
                  error={locale === DEFAULT_LOCALE ? errorOf('text') : errorOf('translations')}
                  onChange={(event) => setText(index, 'text', locale, event.target.value)}
                />
              )}
            </LanguageTabs>
            <Row>
              <Button
                type="button"
                $variant="secondary"
                disabled={index === 0}
                aria-label={`Move ${name} up`}
                onClick={() => move(index, -1)}
              >
                Move up
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={index === cards.length - 1}
                aria-label={`Move ${name} down`}
                onClick={() => move(index, 1)}
              >
                Move down
              </Button>
              <Button
                type="button"
                $variant="danger"
                aria-label={`Remove ${name}`}
                onClick={() => setCards((current) => current.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </Row>
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
