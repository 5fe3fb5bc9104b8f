// The browser's side of tRPC's HTTP protocol, for the calls the app makes: queries batched into one GET,
// mutations as a POST, answers and errors as the server's tRPC adapter writes them. It replaces
// @trpc/client's runtime (links, observables, every transport it supports), which was a fifth of the home
// page's own JavaScript (ADR 34). src/server/trpc/browser-client.test.ts holds it to the real server.
import type { TRPCClientErrorLike } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/router';

type TErrorShape = NonNullable<TRPCClientErrorLike<AppRouter>['shape']>;

/** A failed call: `message` as the server worded it, `data.code` the tRPC code, `data.appCode` ours. */
export class TrpcClientError extends Error implements TRPCClientErrorLike<AppRouter> {
  readonly shape: TErrorShape | undefined;
  readonly data: TErrorShape['data'] | undefined;

  constructor(message: string, shape?: TErrorShape, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TrpcClientError';
    this.shape = shape;
    this.data = shape?.data;
  }

  /** Any failure as one: a server's error shape, or a network error or a broken answer in its own words. */
  static from(cause: unknown): TrpcClientError {
    if (cause instanceof TrpcClientError) return cause;
    const message = cause instanceof Error ? cause.message : 'The request failed';
    return new TrpcClientError(message, undefined, { cause });
  }
}

/** What the hooks need of a client: run one query or one mutation by its dotted path. */
export type TTrpcTransport = {
  query(path: string, input: unknown): Promise<unknown>;
  mutation(path: string, input: unknown): Promise<unknown>;
};

type TAnswer = { result: { data?: unknown } } | { error: TErrorShape };
type TPendingQuery = {
  path: string;
  input: unknown;
  resolve(data: unknown): void;
  reject(error: TrpcClientError): void;
};

function settle(call: Pick<TPendingQuery, 'resolve' | 'reject'>, answer: TAnswer | undefined) {
  if (answer && 'result' in answer) call.resolve(answer.result.data);
  else if (answer && 'error' in answer) call.reject(new TrpcClientError(answer.error.message, answer.error));
  else call.reject(new TrpcClientError('The server sent no answer for this call.'));
}

/** The numbered inputs of a batch, as tRPC reads them: `{"0": …, "1": …}` (undefined ones left out). */
function batchInput(inputs: unknown[]): string {
  return JSON.stringify(Object.fromEntries(inputs.map((input, index) => [index, input])));
}

/** One answer per call, or the reason the whole request failed (a proxy's HTML page, a dropped line). */
async function readAnswers(response: Response, count: number): Promise<TAnswer[]> {
  const body: unknown = await response.json().catch(() => null);
  if (Array.isArray(body) && body.length === count) return body as TAnswer[];
  throw new TrpcClientError(`The server answered ${response.status} without a result.`);
}

/**
 * Calls over HTTP at `url`. Queries asked in the same turn of the event loop (a page's components mounting
 * together) go as one GET of at most `maxItems` calls, which HTTP caches may keep; a mutation is a POST.
 */
export function createHttpTransport({ url, maxItems }: { url: string; maxItems: number }): TTrpcTransport {
  let queue: TPendingQuery[] = [];

  async function send(batch: TPendingQuery[]) {
    const paths = batch.map((call) => call.path).join(',');
    const input = encodeURIComponent(batchInput(batch.map((call) => call.input)));
    try {
      // The session cookie rides along, and only to our own origin.
      const response = await fetch(`${url}/${paths}?batch=1&input=${input}`, { credentials: 'same-origin' });
      const answers = await readAnswers(response, batch.length);
      batch.forEach((call, index) => settle(call, answers[index]));
    } catch (error) {
      for (const call of batch) call.reject(TrpcClientError.from(error));
    }
  }

  function flush() {
    const calls = queue;
    queue = [];
    for (let start = 0; start < calls.length; start += maxItems)
      void send(calls.slice(start, start + maxItems));
  }

  return {
    query(path, input) {
      return new Promise((resolve, reject) => {
        if (queue.length === 0) setTimeout(flush);
        queue.push({ path, input, resolve, reject });
      });
    },
    async mutation(path, input) {
      try {
        const response = await fetch(`${url}/${path}?batch=1`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: batchInput([input]),
        });
        const [answer] = await readAnswers(response, 1);
        return await new Promise((resolve, reject) => settle({ resolve, reject }, answer));
      } catch (error) {
        throw TrpcClientError.from(error);
      }
    },
  };
}
