import { useState } from 'react';
import {
  RESOURCE_GROUPS_MAX,
  RESOURCE_ICONS,
  RESOURCE_LINKS_MAX,
  type TResourceGroup,
  type TResourceLink,
} from '../../../shared/constants/site-content-resources';
import { localized } from '../../../shared/constants/translations';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/locales';
import { ZSiteContentWriteSchema } from '../../../shared/schemas/site-content';
import { ResourceGroupItems } from '../../components/resource-group-items';
import { Button } from '../../components/ui/button';
import { CheckboxLabel } from '../../components/ui/checkbox-label';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import {
  AddButton,
  changed,
  errorsByField,
  IconTitleHead,
  Item,
  ItemButtons,
  Row,
  SectionForm,
  SectionPreview,
  TranslatedField,
  type TDraft,
  withKey,
  withoutKey,
} from './editor-parts';

type TDraftGroup = TDraft<Omit<TResourceGroup, 'links'>> & { links: Array<TDraft<TResourceLink>> };

const draftOf = (group: TResourceGroup): TDraftGroup =>
  withKey({ ...group, links: group.links.map(withKey) });
const savedOf = (group: TDraftGroup): TResourceGroup => ({
  ...withoutKey(group),
  links: group.links.map(withoutKey),
});

/** Each refusal of the section's schema, by the field it is about ('0.title', '0.links.1.url'), '' for the list. */
function errorsOf(groups: TResourceGroup[]): Record<string, string> | null {
  const result = ZSiteContentWriteSchema.safeParse({ section: 'resources', content: { groups } });
  return errorsByField(result.error?.issues, ([, group, field, link, linkField]) => {
    if (group === undefined) return '';
    if (field === 'links' && link !== undefined)
      return `${String(group)}.links.${String(link)}.${String(linkField)}`;
    return `${String(group)}.${String(field)}`;
  });
}

const emptyLink = (): TResourceLink => ({ name: '', description: '', url: 'https://', translations: {} });

type TLinkFieldsProps = {
  name: string;
  link: TResourceLink;
  errorOf(field: string): string | undefined;
  onChange(change: Partial<TResourceLink>): void;
};

/** A link's name and description per language, its address, and whether its name is a proper name. */
function LinkFields({ name, link, errorOf, onChange }: TLinkFieldsProps) {
  return (
    <>
      <TranslatedField
        itemName={name}
        label="Name"
        item={link}
        field="name"
        errorOf={errorOf}
        onChange={onChange}
      />
      <CheckboxLabel>
        <input
          type="checkbox"
          checked={link.properName ?? false}
          onChange={(event) => onChange({ properName: event.target.checked })}
        />
        The name is an organisation's own (the same in every language)
      </CheckboxLabel>
      <TextField
        label="Link"
        helper="A web address (https://…) or a phone number to call (tel:+1…)"
        value={link.url}
        error={errorOf('url')}
        onChange={(event) => onChange({ url: event.target.value })}
      />
      <TranslatedField
        itemName={name}
        label="Description"
        item={link}
        field="description"
        rows={2}
        errorOf={errorOf}
        onChange={onChange}
      />
    </>
  );
}

type TResourcesEditorProps = {
  saved: TResourceGroup[];
  isSaving: boolean;
  onSave(groups: TResourceGroup[]): Promise<void>;
};

/**
 * The resources as a form shaped like the section: a group per fieldset (icon, title per language, its links
 * in their own fieldsets), groups and links added, removed and moved; a preview as the home page draws them.
 */
export function ResourcesEditor({ saved, isSaving, onSave }: TResourcesEditorProps) {
  const [groups, setGroups] = useState(() => saved.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [previewLocale, setPreviewLocale] = useState<TLocale | null>(null);

  const update = (index: number, change: Partial<TDraftGroup>) =>
    setGroups((current) => changed(current, index, change));
  const updateLinks = (index: number, links: TDraftGroup['links']) => update(index, { links });

  function preview() {
    const found = errorsOf(groups.map(savedOf));
    setErrors(found);
    if (!found) setPreviewLocale(DEFAULT_LOCALE);
  }

  if (previewLocale) {
    const shown = groups.map(savedOf).map((group) => ({
      ...localized(group, previewLocale),
      links: group.links.map((link) => localized(link, previewLocale)),
    }));
    return (
      <SectionPreview
        id="resources-preview-heading"
        heading="Preview: the resources as the home page will show them"
        locale={previewLocale}
        isSaving={isSaving}
        onLocale={setPreviewLocale}
        onSave={() => void onSave(groups.map(savedOf))}
        onEdit={() => setPreviewLocale(null)}
      >
        <ResourceGroupItems groups={shown} locale={previewLocale} />
      </SectionPreview>
    );
  }

  return (
    <SectionForm
      label="Resources"
      errors={errors}
      listName="resources"
      itemsName="groups"
      onPreview={preview}
    >
      {groups.map((group, index) => {
        const name = `Group ${index + 1}`;
        const errorOf = (field: string) => errors?.[`${index}.${field}`];
        return (
          <Item key={group.key}>
            <IconTitleHead
              name={name}
              item={group}
              icons={RESOURCE_ICONS}
              errorOf={errorOf}
              onChange={(change) => update(index, change)}
            />
            {errorOf('links') && <Notice $tone="error">The group {errorOf('links')}.</Notice>}
            {group.links.map((link, at) => {
              const linkName = `${name} link ${at + 1}`;
              return (
                <Item key={link.key}>
                  <legend>
                    {linkName}
                    {link.name ? `: ${link.name}` : ''}
                  </legend>
                  <LinkFields
                    name={linkName}
                    link={link}
                    errorOf={(field) => errorOf(`links.${at}.${field}`)}
                    onChange={(change) =>
                      updateLinks(index, changed<TDraft<TResourceLink>>(group.links, at, change))
                    }
                  />
                  <ItemButtons
                    name={linkName}
                    index={at}
                    items={group.links}
                    onItems={(links) => updateLinks(index, links)}
                  />
                </Item>
              );
            })}
            <Row>
              <AddButton
                isFull={group.links.length >= RESOURCE_LINKS_MAX}
                aria-label={`Add a link to ${name}`}
                onAdd={() => updateLinks(index, [...group.links, withKey(emptyLink())])}
              >
                Add link
              </AddButton>
            </Row>
            <ItemButtons name={name} index={index} items={groups} onItems={setGroups} />
          </Item>
        );
      })}
      <Row>
        <AddButton
          isFull={groups.length >= RESOURCE_GROUPS_MAX}
          onAdd={() =>
            setGroups((current) => [
              ...current,
              draftOf({ icon: 'book-open', title: '', translations: {}, links: [emptyLink()] }),
            ])
          }
        >
          Add group
        </AddButton>
        <Button type="submit">Preview</Button>
      </Row>
    </SectionForm>
  );
}
