import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';

/** What each procedure answers and takes, as the client sees them: `TRouterOutputs['videos']['page']`. */
export type TRouterOutputs = inferRouterOutputs<AppRouter>;
export type TRouterInputs = inferRouterInputs<AppRouter>;

type TFeature = keyof TRouterOutputs & string;

/** Every procedure's path, e.g. 'videos.page': the root router holds one router per feature. */
export type TProcedurePath = {
  [F in TFeature]: `${F}.${keyof TRouterOutputs[F] & string}`;
}[TFeature];

/** The answer of the procedure at `path`, e.g. `TRouterOutput<'videos.page'>`. */
export type TRouterOutput<P extends TProcedurePath> = P extends `${infer F extends TFeature}.${infer N}`
  ? N extends keyof TRouterOutputs[F]
    ? TRouterOutputs[F][N]
    : never
  : never;

/** What the procedure at `path` takes. */
export type TRouterInput<P extends TProcedurePath> = P extends `${infer F extends TFeature}.${infer N}`
  ? N extends keyof TRouterInputs[F]
    ? TRouterInputs[F][N]
    : never
  : never;
