import { type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Chevron } from './chevron';
import { IconBadge } from './card';
import { cardToggleStyles } from './card-toggle';

export type TTile = {
  id: string;
  /** Text, or an element that says its language (a title not translated yet). */
  title: ReactNode;
  teaser: ReactNode;
  icon: LucideIcon;
  /** Shown first, across the full width and larger. */
  isFeatured?: boolean;
  content: ReactNode;
};

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Tile = styled.li<{ $isOpen: boolean; $isFeatured: boolean }>`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-top: 4px solid ${({ theme, $isFeatured }) => ($isFeatured ? theme.colors.gold : theme.colors.green)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ $isOpen, theme }) =>
    $isOpen &&
    css`
      border-inline-end-color: ${theme.colors.navy};
      border-bottom-color: ${theme.colors.navy};
      border-inline-start-color: ${theme.colors.navy};
    `}

  ${({ theme }) => theme.media.tablet} {
    ${({ $isFeatured }) =>
      $isFeatured &&
      css`
        grid-column: 1 / -1;
      `}

    /* A last tile left alone on its row takes the whole row (the featured tile fills the first). */
    &:nth-child(even):last-child {
      grid-column: 1 / -1;
    }
  }
`;

// The header is the click target: the button's ::after stretches over it.
const Header = styled.div<{ $isFeatured: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};

  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }

  ${({ $isFeatured, theme }) =>
    $isFeatured &&
    css`
      ${theme.media.tablet} {
        padding: ${theme.space.xl};
      }
    `}
`;

const Title = styled.h2<{ $isFeatured: boolean }>`
  margin: 0;
  font-size: ${({ $isFeatured }) => ($isFeatured ? '1.5rem' : '1.25rem')};
  line-height: 1.25;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ $isFeatured }) => ($isFeatured ? '2rem' : '1.375rem')};
  }
`;

const TileButton = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  width: 100%;
  ${cardToggleStyles}
`;

const Teaser = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Panel = styled.div<{ $isFeatured: boolean }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  ${({ $isFeatured, theme }) =>
    $isFeatured &&
    css`
      ${theme.media.tablet} {
        padding: ${theme.space.lg} ${theme.space.xl} ${theme.space.xl};
      }
    `}
`;

/**
 * Tiles that each open a text panel in place, at most one at a time: opening one closes the other, and
 * activating the open tile closes it. Each tile's title is a button exposing aria-expanded.
 */
export function TileGroup({ tiles }: { tiles: TTile[] }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Grid>
      {tiles.map((tile) => {
        const isOpen = tile.id === openId;
        const isFeatured = Boolean(tile.isFeatured);
        const buttonId = `${baseId}-${tile.id}-button`;
        const panelId = `${baseId}-${tile.id}-panel`;
        return (
          <Tile key={tile.id} $isOpen={isOpen} $isFeatured={isFeatured}>
            <Header $isFeatured={isFeatured}>
              <IconBadge icon={tile.icon} size={isFeatured ? 'lg' : 'md'} />
              <Title $isFeatured={isFeatured}>
                <TileButton
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenId(isOpen ? null : tile.id)}
                >
                  {tile.title}
                  <Chevron isOpen={isOpen} />
                </TileButton>
              </Title>
              <Teaser>{tile.teaser}</Teaser>
            </Header>
            <Panel
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              $isFeatured={isFeatured}
            >
              {tile.content}
            </Panel>
          </Tile>
        );
      })}
    </Grid>
  );
}
