import styled from 'styled-components';
import { ContentBlocks } from '../../components/ui/content-blocks';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSubtitle } from '../../components/ui/page-subtitle';
import { ACCESSIBILITY_PAGE, ACCESSIBILITY_SECTIONS } from '../../content/accessibility';
import { useLingui } from '@lingui/react/macro';

const Section = styled.section`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** /accessibility: the accessibility statement, linked from every page's footer. */
export default function AccessibilityPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading>{t(ACCESSIBILITY_PAGE.title)}</PageHeading>
      <PageSubtitle>{t(ACCESSIBILITY_PAGE.subtitle)}</PageSubtitle>
      {ACCESSIBILITY_SECTIONS.map((section) => (
        <Section key={section.id} aria-labelledby={`accessibility-${section.id}`}>
          <h2 id={`accessibility-${section.id}`}>{t(section.title)}</h2>
          <ContentBlocks blocks={section.blocks} />
        </Section>
      ))}
      <Updated>{t(ACCESSIBILITY_PAGE.updated)}</Updated>
    </>
  );
}
