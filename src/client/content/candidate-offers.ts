import { ClapperboardIcon, MegaphoneIcon, SmartphoneIcon, type LucideIcon } from 'lucide-react';

export type TCandidateOffer = { title: string; text: string; icon: LucideIcon };

export const CANDIDATE_OFFERS: TCandidateOffer[] = [
  {
    title: 'Social Media Support',
    icon: SmartphoneIcon,
    text: 'Strategy, writing and scheduling that explain your platform in plain language and meet voters where they scroll.',
  },
  {
    title: 'Creative Production',
    icon: ClapperboardIcon,
    text: 'Short-form video, graphics and explainers from a team that makes political education for a living.',
  },
  {
    title: 'Digital Mobilization',
    icon: MegaphoneIcon,
    text: 'Turn followers into volunteers, donors and voters with targeted outreach and get-out-the-vote pushes.',
  },
];

export const CANDIDATE_CALL_TO_ACTION = "Let's Work Together";

/**
 * Where 'Let's Work Together' leads when no external intake form is configured (CANDIDATE_FORM_URL);
 * a configured form opens in a new tab.
 */
export const CANDIDATE_CONTACT_PATH = '/feedback';
