import { ContentTilesPage } from '../../components/content-tiles-page';
import { VOTER_CHECKLIST_PAGE } from '../../content/voter-checklist';

/** /voter-checklist: what a voter needs to know, in tiles the organisation writes at /admin/content (ADR 47). */
export default function VoterChecklistPage() {
  return <ContentTilesPage section="voterChecklist" {...VOTER_CHECKLIST_PAGE} />;
}
