import { getJson, ProviderError } from '../http';
import type { TOutbound } from '../resilience';
import type { LegislationProvider, TBillAction, TBillRef } from './types';

/**
 * Congress.gov API v3 (reference/data-sources.md §2.1). `GET {base}/bill/{congress}/{type}/{number}` answers
 * `{ bill: { laws?: [...] , … }, request }`; `GET …/actions?limit&offset` answers
 * `{ actions: [{ actionDate, text, type?, actionCode?, sourceSystem }], pagination: { count, next? }, request }`,
 * newest action first. Errors: api.data.gov's `{ error: { code, message } }` (403 API_KEY_MISSING/INVALID,
 * 429 OVER_RATE_LIMIT), Congress.gov's own `{ error: "Unknown resource: …" }` (404).
 */
type TBillAnswer = { bill?: { laws?: unknown[] } };
type TActionsAnswer = {
  actions?: Array<{ actionDate?: string; text?: string; type?: string; actionCode?: string | number }>;
  pagination?: { count?: number; next?: string };
};
type TErrorAnswer = { error?: string | { code?: string; message?: string } };

/** Congress.gov's largest page. */
const ACTIONS_PAGE_SIZE = 250;
/** 20 pages of 250 is far more than any bill has; the cap stops a service that always says "next". */
export const MAX_ACTION_PAGES = 20;

const billPath = ({ congress, billType, number }: TBillRef) =>
  `bill/${congress}/${billType.toLowerCase()}/${number}`;

const errorText = (body: unknown) => {
  const error = (body as TErrorAnswer | null)?.error;
  return typeof error === 'string' ? error : (error?.message ?? error?.code ?? null);
};

export function createCongressGovProvider(options: {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  /** Retries, circuit and budget (resilience.ts); without it, getJson's defaults (retries only). */
  outbound?: TOutbound;
}): LegislationProvider {
  const name = 'congress-gov';
  const base = options.baseUrl.replace(/\/$/, '');

  async function get(path: string, query: Record<string, string>, ref: TBillRef): Promise<unknown> {
    const url = new URL(`${base}/${path}`);
    url.searchParams.set('format', 'json');
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    // api.data.gov takes the key as a header or as `api_key`; the header keeps it out of URLs and logs.
    const { status, body } = await getJson(name, url, {
      timeoutMs: options.timeoutMs,
      outbound: options.outbound,
      headers: { 'x-api-key': options.key },
    });
    if (status === 200) return body;
    const said = errorText(body);
    const detail = said ? `: ${said}` : '';
    // A bill Congress.gov does not know is no configuration problem (which 'refused' means to the features):
    // the service answered, just not with the bill we asked for, so it is a bad answer for this bill.
    if (status === 404)
      throw new ProviderError(name, `has no bill ${billPath(ref)} (404)${detail}`, { reason: 'bad-answer' });
    // 401/403 are api.data.gov refusing the key (missing, invalid, disabled): the operator must fix it.
    if (status === 401 || status === 403)
      throw new ProviderError(name, `refused the request (${status})${detail}`, { reason: 'refused' });
    throw new ProviderError(name, `unexpected answer (${status})${detail}`);
  }

  async function findAllActions(ref: TBillRef): Promise<TBillAction[]> {
    const actions: TBillAction[] = [];
    for (let page = 0; page < MAX_ACTION_PAGES; page++) {
      const body = (await get(
        `${billPath(ref)}/actions`,
        { limit: String(ACTIONS_PAGE_SIZE), offset: String(actions.length) },
        ref,
      )) as TActionsAnswer;
      if (!Array.isArray(body.actions)) throw new ProviderError(name, 'unexpected answer (no action list)');
      actions.push(...body.actions.map(toBillAction));
      // Offsets are counted here rather than taken from `next`, which carries no key and could name any host.
      // Without a count, `next` alone says whether there is more.
      const count = body.pagination?.count ?? Number.POSITIVE_INFINITY;
      if (!body.pagination?.next || body.actions.length === 0 || actions.length >= count) return actions;
    }
    throw new ProviderError(name, `more than ${MAX_ACTION_PAGES} pages of actions for ${billPath(ref)}`);
  }

  return {
    name,
    async getBillActions(ref) {
      const answer = (await get(billPath(ref), {}, ref)) as TBillAnswer;
      if (!answer.bill || typeof answer.bill !== 'object')
        throw new ProviderError(name, 'unexpected answer (no bill)');
      const becameLaw = Array.isArray(answer.bill.laws) && answer.bill.laws.length > 0;
      return { actions: await findAllActions(ref), becameLaw };
    },
  };
}

function toBillAction(action: NonNullable<TActionsAnswer['actions']>[number]): TBillAction {
  return {
    actionDate: action.actionDate ?? '',
    text: action.text ?? '',
    type: action.type || null,
    actionCode:
      action.actionCode === undefined || action.actionCode === '' ? null : String(action.actionCode),
  };
}
