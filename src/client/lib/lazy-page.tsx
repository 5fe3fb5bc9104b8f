import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/limits';

const CHUNK_LOAD_FAILED = 'Loading chunk failed';

/**
 * Resolves with the loader's module, or rejects with 'Loading chunk failed' (spec part 1 §7, §8) when the
 * import fails or has not settled within timeoutMs, so a stalled network ends in the error page, not an
 * endless spinner.
 */
export function importWithTimeout<T>(loader: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(CHUNK_LOAD_FAILED)), timeoutMs);
    loader().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new Error(CHUNK_LOAD_FAILED, { cause }));
      },
    );
  });
}

/** A route's page as its own chunk: `lazyPage(() => import('../features/x/x-page'))`. */
export function lazyPage(loader: () => Promise<{ default: ComponentType }>) {
  return lazy(() => importWithTimeout(loader, CHUNK_LOAD_TIMEOUT_MS));
}
