import type { TInfoTile } from '../../content/blocks';
import { ContentBlocks } from './content-blocks';
import { TileGroup } from './tile-group';

/** Tiles whose panels are written as content blocks (the about and voter-readiness pages). */
export function InfoTiles({ tiles }: { tiles: TInfoTile[] }) {
  return (
    <TileGroup
      tiles={tiles.map(({ body, ...tile }) => ({ ...tile, content: <ContentBlocks blocks={body} /> }))}
    />
  );
}
