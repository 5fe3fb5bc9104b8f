import { InfoTiles } from '../../components/ui/info-tiles';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSubtitle } from '../../components/ui/page-subtitle';
import { ABOUT_PAGE, ABOUT_TILES } from '../../content/about';

export default function AboutPage() {
  return (
    <>
      <PageHeading>{ABOUT_PAGE.title}</PageHeading>
      <PageSubtitle>{ABOUT_PAGE.subtitle}</PageSubtitle>
      <InfoTiles tiles={ABOUT_TILES} />
    </>
  );
}
