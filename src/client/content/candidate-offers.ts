export type TCandidateOffer = { title: string; text: string; icon: string };

export const CANDIDATE_OFFERS: TCandidateOffer[] = [
  {
    title: 'Social Media Support',
    icon: '📱',
    text: 'Strategy, writing and scheduling that explain your platform in plain language and meet voters where they scroll.',
  },
  {
    title: 'Creative Production',
    icon: '🎬',
    text: 'Short-form video, graphics and explainers from a team that makes political education for a living.',
  },
  {
    title: 'Digital Mobilization',
    icon: '📣',
    text: 'Turn followers into volunteers, donors and voters with targeted outreach and get-out-the-vote pushes.',
  },
];

export const CANDIDATE_CALL_TO_ACTION = "Let's Work Together";

/**
 * The external intake form behind 'Let's Work Together', opened in a new tab. While it is null the button
 * leads to our own contact form instead. It is meant to move to the public config (candidateFormUrl).
 */
export const CANDIDATE_FORM_URL: string | null = null;

/** Where 'Let's Work Together' leads while there is no external form. */
export const CANDIDATE_CONTACT_PATH = '/feedback';
