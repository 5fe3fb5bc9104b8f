import type { TInfoTile } from '../../content/blocks';
import { ContentBlocks } from './content-blocks';
import { useContentText } from '../../lib/content-text';
import { TileGroup } from './tile-group';

/** Tiles whose panels are written as content blocks (the about and voter-readiness pages). */
export function InfoTiles({ tiles }: { tiles: TInfoTile[] }) {
  const text = useContentText();
  return (
    <TileGroup
      tiles={tiles.map(({ body, title, teaser, ...tile }) => ({
        ...tile,
        title: text(title),
        teaser: text(teaser),
        content: <ContentBlocks blocks={body} />,
      }))}
    />
  );
}
