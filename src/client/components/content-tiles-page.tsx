import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useContentLanguage } from '../lib/i18n';
import { useSiteContent } from '../lib/site-content';
import { ContentTiles } from './content-tiles';
import { Notice } from './ui/notice';
import { PageHeading } from './ui/page-heading';
import { PageSubtitle } from './ui/page-subtitle';
import { Skeleton } from './ui/skeleton';

// About a closed tile's height, so the page barely moves when the tiles arrive (the server render has them).
const TilePlaceholder = styled(Skeleton)`
  height: 7rem;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

type TContentTilesPageProps = {
  section: 'about' | 'voterChecklist';
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
};

/** A page of tiles the organisation writes at /admin/content (the About page, the voter checklist). */
export function ContentTilesPage({ section, title, subtitle }: TContentTilesPageProps) {
  const { t } = useLingui();
  const locale = useContentLanguage();
  const content = useSiteContent(section, locale);
  return (
    <>
      <PageHeading>{t(title)}</PageHeading>
      <PageSubtitle>{t(subtitle)}</PageSubtitle>
      {content.isError && (
        <Notice $tone="error">
          <Trans>This section could not be loaded. Please try again later.</Trans>
        </Notice>
      )}
      {content.isPending && [1, 2, 3].map((placeholder) => <TilePlaceholder key={placeholder} />)}
      {content.data && <ContentTiles tiles={content.data.tiles} locale={locale} />}
    </>
  );
}
