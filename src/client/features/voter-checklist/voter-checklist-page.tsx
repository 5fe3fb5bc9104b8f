import { InfoTiles } from '../../components/ui/info-tiles';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSubtitle } from '../../components/ui/page-subtitle';
import { VOTER_CHECKLIST_PAGE, VOTER_CHECKLIST_TILES } from '../../content/voter-checklist';

export default function VoterChecklistPage() {
  return (
    <>
      <PageHeading>{VOTER_CHECKLIST_PAGE.title}</PageHeading>
      <PageSubtitle>{VOTER_CHECKLIST_PAGE.subtitle}</PageSubtitle>
      <InfoTiles tiles={VOTER_CHECKLIST_TILES} />
    </>
  );
}
