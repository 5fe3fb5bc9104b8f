import {
  ClapperboardIcon,
  HandshakeIcon,
  MegaphoneIcon,
  SmartphoneIcon,
  RadioIcon,
  type LucideIcon,
} from 'lucide-react';
import type { TOfferIcon } from '../../shared/constants/site-content-later-sections';

/**
 * How each icon an offer to candidates may carry (OFFER_ICONS) is drawn. Only the home page's lazily loaded
 * sections and the admin import this, so these icons stay out of the home page's entry (ADR 47).
 */
export const OFFER_ICON_COMPONENTS: Record<TOfferIcon, LucideIcon> = {
  smartphone: SmartphoneIcon,
  clapperboard: ClapperboardIcon,
  megaphone: MegaphoneIcon,
  handshake: HandshakeIcon,
  radio: RadioIcon,
};
