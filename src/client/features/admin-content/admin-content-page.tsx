import type { ReactNode } from 'react';
import type { TMissionCard } from '../../../shared/constants/site-content';
import type { TResourceGroup } from '../../../shared/constants/site-content-resources';
import type { TTile } from '../../../shared/constants/site-content-tiles';
import type { TSiteContentWrite } from '../../../shared/schemas/site-content';
import { AdminIntro } from '../../components/ui/admin-page-header';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { useSiteContent } from '../../lib/site-content';
import { trpc } from '../../lib/trpc';
import { useAutoHide } from '../../lib/use-auto-hide';
import type {
  TDeadlinesContent,
  TForCandidatesContent,
} from '../../../shared/constants/site-content-later-sections';
import { DeadlinesEditor } from './deadlines-editor';
import { ForCandidatesEditor } from './for-candidates-editor';
import { MissionEditor } from './mission-editor';
import { TilesEditor } from './tiles-editor';
import { ResourcesEditor } from './resources-editor';

type TBanner = { tone: 'error' | 'success'; text: string };

/** Where each page of tiles is, as a save's message names it. */
const pageOf = { about: 'The About page', voterChecklist: 'The voter checklist' } as const;

const reason = (error: unknown) => (error instanceof Error ? error.message : 'unknown error');

type TSectionFrameProps<T> = {
  id: string;
  title: string;
  intro: ReactNode;
  /** The section's stored content, as its query (useSiteContent) answers it. */
  query: {
    isPending: boolean;
    error: { message: string } | null;
    data: T | undefined;
    dataUpdatedAt: number;
  };
  /** The name of the content in messages: 'the mission cards could not be loaded'. */
  name: string;
  children(content: T, savedAt: number): ReactNode;
};

/** One section's part of the page: its heading and intro, then its form once its content has loaded. */
function SectionFrame<T>({ id, title, intro, query, name, children }: TSectionFrameProps<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <AdminIntro>{intro}</AdminIntro>
      {query.isPending && <Spinner />}
      {query.error && (
        <Notice $tone="error">
          The {name} could not be loaded: {query.error.message}
        </Notice>
      )}
      {query.data && children(query.data, query.dataUpdatedAt)}
    </section>
  );
}

/** /admin/content: the page's fixed content, a form per section (ADR 47). */
export default function AdminContentPage() {
  const utils = trpc.useUtils();
  // English holds every language's texts: an English read answers the items with their translations.
  const mission = useSiteContent('mission', 'en');
  const resources = useSiteContent('resources', 'en');
  const deadlines = useSiteContent('deadlines', 'en');
  const forCandidates = useSiteContent('forCandidates', 'en');
  const about = useSiteContent('about', 'en');
  const voterChecklist = useSiteContent('voterChecklist', 'en');
  const save = trpc.content.save.useMutation();
  const [banner, setBanner] = useAutoHide<TBanner>();

  /** Saves a section, then says so (or why not) by the name the page gives it. */
  async function saveSection(
    write: TSiteContentWrite,
    name: string,
    shown = 'The home page shows them now.',
  ) {
    try {
      await save.mutateAsync(write);
      setBanner({ tone: 'success', text: `Saved the ${name}. ${shown}` });
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
  const saveDeadlines = (content: TDeadlinesContent) =>
    saveSection({ section: 'deadlines', content }, 'deadline texts');
  const saveForCandidates = (content: TForCandidatesContent) =>
    saveSection({ section: 'forCandidates', content }, 'offers to candidates');
  const saveTiles = (section: 'about' | 'voterChecklist', name: string) => (tiles: TTile[]) =>
    saveSection({ section, content: { tiles } }, name, `${pageOf[section]} shows them now.`);

  return (
    <>
      <PageHeading>Page content</PageHeading>
      <AdminIntro>
        The texts of the site's fixed sections. Write each text in English and, on its language tabs, in the
        guide's other languages; a text left blank in a language shows in English there, marked as not
        translated yet. Preview a section before saving it; every save is in the audit log.
      </AdminIntro>
      {banner && <Notice $tone={banner.tone}>{banner.text}</Notice>}
      <SectionFrame
        id="mission-heading"
        title="Mission cards"
        intro={'The cards under "Our Mission" on the home page, in this order.'}
        query={mission}
        name="mission cards"
      >
        {(content, savedAt) => (
          // A save answers the cards as stored; the form starts again from them.
          <MissionEditor key={savedAt} saved={content.cards} isSaving={save.isPending} onSave={saveMission} />
        )}
      </SectionFrame>
      <SectionFrame
        id="resources-heading"
        title="Resources"
        intro={
          'The groups of links under "Resources & Tools" on the home page, in this order. Tick "the name ' +
          'is an organisation\'s own" for a name that stays the same in every language.'
        }
        query={resources}
        name="resources"
      >
        {(content, savedAt) => (
          <ResourcesEditor
            key={savedAt}
            saved={content.groups}
            isSaving={save.isPending}
            onSave={saveResources}
          />
        )}
      </SectionFrame>
      <SectionFrame
        id="deadlines-heading"
        title="Deadline texts"
        intro={
          'What each card under "Important Deadlines" on the home page and on my ballot says while the next ' +
          "election has no date for it. Where the election's date is set, the card shows the date instead."
        }
        query={deadlines}
        name="deadline texts"
      >
        {(content, savedAt) => (
          <DeadlinesEditor key={savedAt} saved={content} isSaving={save.isPending} onSave={saveDeadlines} />
        )}
      </SectionFrame>
      <SectionFrame
        id="for-candidates-heading"
        title="Offers to candidates"
        intro={
          'What we offer progressive campaigns under "For Candidates" on the home page, and the button ' +
          'below them. A link left blank leads to the intake form set up for the site, else to the contact form.'
        }
        query={forCandidates}
        name="offers to candidates"
      >
        {(content, savedAt) => (
          <ForCandidatesEditor
            key={savedAt}
            saved={content}
            isSaving={save.isPending}
            onSave={saveForCandidates}
          />
        )}
      </SectionFrame>
      <SectionFrame
        id="about-heading"
        title="About page"
        intro="The tiles of the About page (/about), in this order. A tile's panel is written in the rich-text editor."
        query={about}
        name="About page's tiles"
      >
        {(content, savedAt) => (
          <TilesEditor
            key={savedAt}
            section="about"
            pageName="the About page"
            saved={content.tiles}
            isSaving={save.isPending}
            onSave={saveTiles('about', "About page's tiles")}
          />
        )}
      </SectionFrame>
      <SectionFrame
        id="voter-checklist-heading"
        title="Voter checklist"
        intro={
          'The tiles of "Ready to vote?" (/voter-checklist), in this order: dates, ID, how to vote and ' +
          'your rights. Check its dates before each election.'
        }
        query={voterChecklist}
        name="voter checklist's tiles"
      >
        {(content, savedAt) => (
          <TilesEditor
            key={savedAt}
            section="voterChecklist"
            pageName="the voter checklist"
            saved={content.tiles}
            isSaving={save.isPending}
            onSave={saveTiles('voterChecklist', "voter checklist's tiles")}
          />
        )}
      </SectionFrame>
    </>
  );
}
