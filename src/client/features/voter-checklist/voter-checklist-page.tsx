import { InfoTiles } from '../../components/ui/info-tiles';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSubtitle } from '../../components/ui/page-subtitle';
import { VOTER_CHECKLIST_PAGE, VOTER_CHECKLIST_TILES } from '../../content/voter-checklist';
import { useLingui } from '@lingui/react/macro';

export default function VoterChecklistPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading>{t(VOTER_CHECKLIST_PAGE.title)}</PageHeading>
      <PageSubtitle>{t(VOTER_CHECKLIST_PAGE.subtitle)}</PageSubtitle>
      <InfoTiles tiles={VOTER_CHECKLIST_TILES} />
    </>
  );
}
