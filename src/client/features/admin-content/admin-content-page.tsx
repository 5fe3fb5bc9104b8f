import styled from 'styled-components';
import type { TMissionCard } from '../../../shared/constants/site-content';
import type { TResourceGroup } from '../../../shared/constants/site-content-resources';
import type { TSiteContentWrite } from '../../../shared/schemas/site-content';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { useSiteContent } from '../../lib/site-content';
import { trpc } from '../../lib/trpc';
import { useAutoHide } from '../../lib/use-auto-hide';
import { MissionEditor } from './mission-editor';
import { ResourcesEditor } from './resources-editor';

const Intro = styled.p`
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type TBanner = { tone: 'error' | 'success'; text: string };

const reason = (error: unknown) => (error instanceof Error ? error.message : 'unknown error');

/** /admin/content: the page's fixed content, a form per section (ADR 47). */
export default function AdminContentPage() {
  const utils = trpc.useUtils();
  // English holds every language's texts: an English read answers the items with their translations.
  const mission = useSiteContent('mission', 'en');
  const resources = useSiteContent('resources', 'en');
  const save = trpc.content.save.useMutation();
  const [banner, setBanner] = useAutoHide<TBanner>();

  /** Saves a section, then says so (or why not) by the name the page gives it. */
  async function saveSection(write: TSiteContentWrite, name: string) {
    try {
      await save.mutateAsync(write);
      setBanner({ tone: 'success', text: `Saved the ${name}. The home page shows them now.` });
      await utils.content.section.invalidate();
    } catch (error) {
      console.error(`Saving the ${name} failed`, error);
      setBanner({ tone: 'error', text: `The ${name} could not be saved: ${reason(error)}` });
    }
  }
  const saveMission = (cards: TMissionCard[]) =>
    saveSection({ section: 'mission', content: { cards } }, 'mission cards');
  const saveResources = (groups: TResourceGroup[]) =>
    saveSection({ section: 'resources', content: { groups } }, 'resources');

  return (
    <>
      <PageHeading>Page content</PageHeading>
      <Intro>
        The texts of the site's fixed sections. Write each text in English and, on its language tabs, in the
        guide's other languages; a text left blank in a language shows in English there, marked as not
        translated yet. Preview a section before saving it; every save is in the audit log.
      </Intro>
      {banner && <Notice $tone={banner.tone}>{banner.text}</Notice>}
      <section aria-labelledby="mission-heading">
        <h2 id="mission-heading">Mission cards</h2>
        <Intro>The cards under "Our Mission" on the home page, in this order.</Intro>
        {mission.isPending && <Spinner />}
        {mission.isError && (
          <Notice $tone="error">The mission cards could not be loaded: {mission.error.message}</Notice>
        )}
        {mission.data && (
          // A save answers the cards as stored; the form starts again from them.
          <MissionEditor
            key={mission.dataUpdatedAt}
            saved={mission.data.cards}
            isSaving={save.isPending}
            onSave={saveMission}
          />
        )}
      </section>
      <section aria-labelledby="resources-heading">
        <h2 id="resources-heading">Resources</h2>
        <Intro>
          The groups of links under "Resources &amp; Tools" on the home page, in this order. Tick "the name is
          an organisation's own" for a name that stays the same in every language.
        </Intro>
        {resources.isPending && <Spinner />}
        {resources.isError && (
          <Notice $tone="error">The resources could not be loaded: {resources.error.message}</Notice>
        )}
        {resources.data && (
          <ResourcesEditor
            key={resources.dataUpdatedAt}
            saved={resources.data.groups}
            isSaving={save.isPending}
            onSave={saveResources}
          />
        )}
      </section>
    </>
  );
}
