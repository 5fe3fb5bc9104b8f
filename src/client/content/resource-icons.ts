import {
  BookOpenIcon,
  ClipboardListIcon,
  HandshakeIcon,
  NotebookPenIcon,
  ShieldCheckIcon,
  type LucideIcon,
} from 'lucide-react';
import type { TResourceIcon } from '../../shared/constants/site-content-resources';

/**
 * How each icon a resource group may carry (RESOURCE_ICONS) is drawn. Only the home page's lazily loaded
 * sections and the admin import this, so these icons stay out of the home page's entry (ADR 47).
 */
export const RESOURCE_ICON_COMPONENTS: Record<TResourceIcon, LucideIcon> = {
  'notebook-pen': NotebookPenIcon,
  'clipboard-list': ClipboardListIcon,
  'shield-check': ShieldCheckIcon,
  handshake: HandshakeIcon,
  'book-open': BookOpenIcon,
};
