/**
 * The Congress.gov API v3 (Library of Congress, an api.data.gov key): the actions of a bill, from which the
 * legislation feature works out how far the bill got (features/legislation/bill-stage.ts).
 */

/** A bill as Congress.gov names it: /bill/{congress}/{billType}/{number}, billType lower-case (hr, s, hjres…). */
export type TBillRef = { congress: number; billType: string; number: number };

/** One action of a bill, as Congress.gov lists it; `actionCode` only on House and Library of Congress rows. */
export type TBillAction = {
  actionDate: string;
  text: string;
  /** Floor, President, BecameLaw, Veto, ResolvingDifferences, IntroReferral…; null when absent. */
  type: string | null;
  actionCode: string | null;
};

type TBillActions = {
  /** Every action, all pages, in the order Congress.gov gives them. */
  actions: TBillAction[];
  /** The bill item lists a law (`laws` is not empty). */
  becameLaw: boolean;
};

export interface LegislationProvider {
  readonly name: string;
  /** Throws a ProviderError (providers/http.ts) when the service fails or does not know the bill. */
  getBillActions(ref: TBillRef): Promise<TBillActions>;
}
