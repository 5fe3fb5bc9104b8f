import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import type { TVideo } from '../../../shared/schemas/videos';
import { useRowScroll, type TScrollDirection } from './row-scroll';
import { EAGER_THUMBNAILS, rowThumbnailWidth, VideoThumbnail } from './video-thumbnail';
import { roundIconButtonStyles } from '../../components/ui/round-icon-button';
import { useLingui } from '@lingui/react/macro';
import { categoryName } from './category-names';
import { localeDirection } from '../../../shared/locales';
import { useLocale } from '../../lib/i18n';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.navy};

  ${({ theme }) => theme.media.tablet} {
    font-size: 1.5rem;
  }
`;

// The buttons scroll the row left and right, whatever the page's direction: left stays on the left.
const Buttons = styled.div`
  direction: ltr;
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.sm};
`;

const ScrollButton = styled.button`
  ${roundIconButtonStyles}
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.navy};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.tint};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.inkMuted};
    border-color: ${({ theme }) => theme.colors.line};
    cursor: default;
  }
`;

// No scroll snapping: it would pull each 20 px step of the buttons back to the nearest item.
const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
`;

const Item = styled.li`
  flex: none;
  ${rowThumbnailWidth}
`;

function Arrow({ direction }: { direction: TScrollDirection }) {
  const Icon = direction === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden="true" focusable="false" size={20} strokeWidth={2.5} />;
}

type TCategoryRowProps = {
  category: string;
  videos: TVideo[];
  onPlay(video: TVideo): void;
  ref?: Ref<HTMLElement>;
  /** The page's first row: its first thumbnails are above the fold and load at once. */
  isFirst?: boolean;
};

/** One category's videos in a row that scrolls sideways, by swipe or by its two buttons. */
export function CategoryRow({ category, videos, onPlay, ref, isFirst = false }: TCategoryRowProps) {
  const headingId = useId();
  const { rowRef, isAtStart, isAtEnd, scroll } = useRowScroll<HTMLUListElement>(videos.length);
  // A right-to-left row starts at the right: its first video is the one the right button scrolls towards.
  const isRightToLeft = localeDirection(useLocale()) === 'rtl';
  const { i18n, t } = useLingui();
  const name = categoryName(i18n, category);
  return (
    <Section ref={ref} aria-labelledby={headingId}>
      <Header>
        <Title id={headingId}>{name}</Title>
        <Buttons>
          <ScrollButton
            type="button"
            aria-label={t`Scroll ${name} left`}
            disabled={isRightToLeft ? isAtEnd : isAtStart}
            onClick={() => scroll('left')}
          >
            <Arrow direction="left" />
          </ScrollButton>
          <ScrollButton
            type="button"
            aria-label={t`Scroll ${name} right`}
            disabled={isRightToLeft ? isAtStart : isAtEnd}
            onClick={() => scroll('right')}
          >
            <Arrow direction="right" />
          </ScrollButton>
        </Buttons>
      </Header>
      <Row ref={rowRef}>
        {videos.map((video, index) => (
          <Item key={video.id}>
            <VideoThumbnail video={video} onPlay={onPlay} isEager={isFirst && index < EAGER_THUMBNAILS} />
          </Item>
        ))}
      </Row>
    </Section>
  );
}
