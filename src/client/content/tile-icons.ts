import {
  CalendarClockIcon,
  IdCardIcon,
  LightbulbIcon,
  ListOrderedIcon,
  PackageIcon,
  PuzzleIcon,
  ShieldUserIcon,
  TargetIcon,
  VideoIcon,
  VoteIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import type { TTileIcon } from '../../shared/constants/site-content-tiles';

/**
 * How each icon a tile of the About page or the voter checklist may carry (TILE_ICONS) is drawn. None is one
 * the home page's sections draw too (calendar-check, shield-check), so neither page's chunk loads the other's.
 */
export const TILE_ICON_COMPONENTS: Record<TTileIcon, LucideIcon> = {
  target: TargetIcon,
  puzzle: PuzzleIcon,
  lightbulb: LightbulbIcon,
  wrench: WrenchIcon,
  video: VideoIcon,
  'calendar-clock': CalendarClockIcon,
  'id-card': IdCardIcon,
  vote: VoteIcon,
  package: PackageIcon,
  'list-ordered': ListOrderedIcon,
  'shield-user': ShieldUserIcon,
};
