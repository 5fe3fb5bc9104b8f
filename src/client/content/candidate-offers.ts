import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ClapperboardIcon, MegaphoneIcon, SmartphoneIcon, type LucideIcon } from 'lucide-react';

export type TCandidateOffer = { title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon };

export const CANDIDATE_OFFERS: TCandidateOffer[] = [
  {
    title: msg`Social Media Support`,
    icon: SmartphoneIcon,
    text: msg`Strategy, writing and scheduling that explain your platform in plain language and meet voters where they scroll.`,
  },
  {
    title: msg`Creative Production`,
    icon: ClapperboardIcon,
    text: msg`Short-form video, graphics and explainers from a team that makes political education for a living.`,
  },
  {
    title: msg`Digital Mobilization`,
    icon: MegaphoneIcon,
    text: msg`Turn followers into volunteers, donors and voters with targeted outreach and get-out-the-vote pushes.`,
  },
];

export const CANDIDATE_CALL_TO_ACTION = msg`Let's Work Together`;

/**
 * Where 'Let's Work Together' leads when no external intake form is configured (CANDIDATE_FORM_URL);
 * a configured form opens in a new tab.
 */
export const CANDIDATE_CONTACT_PATH = '/feedback';
