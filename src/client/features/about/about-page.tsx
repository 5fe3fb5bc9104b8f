import { InfoTiles } from '../../components/ui/info-tiles';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSubtitle } from '../../components/ui/page-subtitle';
import { ABOUT_PAGE, ABOUT_TILES } from '../../content/about';
import { useLingui } from '@lingui/react/macro';

export default function AboutPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading>{t(ABOUT_PAGE.title)}</PageHeading>
      <PageSubtitle>{t(ABOUT_PAGE.subtitle)}</PageSubtitle>
      <InfoTiles tiles={ABOUT_TILES} />
    </>
  );
}
