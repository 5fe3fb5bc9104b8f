import {
  CalendarCheckIcon,
  IdCardIcon,
  LightbulbIcon,
  ListOrderedIcon,
  PackageIcon,
  PuzzleIcon,
  ShieldCheckIcon,
  TargetIcon,
  VideoIcon,
  VoteIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import type { TTileIcon } from '../../shared/constants/site-content-tiles';

/** How each icon a tile of the About page or the voter checklist may carry (TILE_ICONS) is drawn. */
export const TILE_ICON_COMPONENTS: Record<TTileIcon, LucideIcon> = {
  target: TargetIcon,
  puzzle: PuzzleIcon,
  lightbulb: LightbulbIcon,
  wrench: WrenchIcon,
  video: VideoIcon,
  'calendar-check': CalendarCheckIcon,
  'id-card': IdCardIcon,
  vote: VoteIcon,
  package: PackageIcon,
  'list-ordered': ListOrderedIcon,
  'shield-check': ShieldCheckIcon,
};
