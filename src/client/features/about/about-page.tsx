import { InfoTiles } from '../../components/ui/info-tiles';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSubtitle } from '../../components/ui/page-subtitle';
import { ABOUT_PAGE, ABOUT_TILES } from '../../content/about';
import { useLingui } from '@lingui/react/macro';
import { translateTiles } from '../../content/blocks-messages';

export default function AboutPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <PageHeading>{t(ABOUT_PAGE.title)}</PageHeading>
      <PageSubtitle>{t(ABOUT_PAGE.subtitle)}</PageSubtitle>
      <InfoTiles tiles={translateTiles(i18n, ABOUT_TILES)} />
    </>
  );
}
