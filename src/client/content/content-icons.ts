import {
  Building2Icon,
  CompassIcon,
  HandFistIcon,
  SearchCheckIcon,
  VoteIcon,
  type LucideIcon,
} from 'lucide-react';
import type { TContentIcon } from '../../shared/constants/site-content';

/** How each icon an admin may pick for a content item (CONTENT_ICONS) is drawn. */
export const CONTENT_ICON_COMPONENTS: Record<TContentIcon, LucideIcon> = {
  compass: CompassIcon,
  'search-check': SearchCheckIcon,
  'building-2': Building2Icon,
  'hand-fist': HandFistIcon,
  vote: VoteIcon,
};
