import type { TTranslations } from './translations';

// The home page's later sections' content (ADR 47): the deadlines' fallback texts and what we offer
// candidates. Apart from site-content.ts, so the home page's first chunk does not carry it.

/** The next election's dates a deadline card shows; while one has none, its card shows a fallback text. */
export type TDeadlineKind = 'registration' | 'earlyVoting' | 'mailBallotRequest';
export const DEADLINE_FALLBACK_TRANSLATED_FIELDS = ['text'] as const;
export type TDeadlineFallback = { text: string; translations: TTranslations<{ text: string }> };
/** A fallback text per deadline card. */
export type TDeadlinesContent = Record<TDeadlineKind, TDeadlineFallback>;

/** The icons an offer to candidates can carry, mapped in content/offer-icons.ts (a lazy chunk's). */
export const OFFER_ICONS = ['smartphone', 'clapperboard', 'megaphone', 'handshake', 'radio'] as const;
export type TOfferIcon = (typeof OFFER_ICONS)[number];
export const OFFER_TRANSLATED_FIELDS = ['title', 'text'] as const;
type TOfferTexts = { title: string; text: string };
export type TCandidateOffer = TOfferTexts & { icon: TOfferIcon; translations: TTranslations<TOfferTexts> };
/**
 * The 'Let's Work Together' button: its label and where it leads. A blank `url` leads to the intake form
 * the deployment configures (CANDIDATE_FORM_URL), else to our contact form.
 */
export type TCallToAction = { label: string; url: string; translations: TTranslations<{ label: string }> };
export type TForCandidatesContent = { offers: TCandidateOffer[]; callToAction: TCallToAction };

export const DEADLINE_TEXT_MAX = 160;
export const OFFERS_MAX = 6;
