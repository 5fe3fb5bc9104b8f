import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/limits';
import { importWithTimeout } from './lazy-page';

const never = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithTimeout', () => {
  it("rejects with 'Loading chunk failed' once the chunk has not loaded within 120000 ms", async () => {
    const loading = importWithTimeout(never, CHUNK_LOAD_TIMEOUT_MS);
    const outcome = vi.fn();
    loading.catch(outcome);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow('Loading chunk failed');
  });

  it('resolves with the module when it loads in time', async () => {
    const page = { default: () => null };
    const loading = importWithTimeout(
      () => new Promise<typeof page>((resolve) => setTimeout(() => resolve(page), 5_000)),
      CHUNK_LOAD_TIMEOUT_MS,
    );

    await vi.advanceTimersByTimeAsync(5_000);
    await expect(loading).resolves.toBe(page);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("turns a failed import into 'Loading chunk failed'", async () => {
    const networkError = new TypeError('Failed to fetch dynamically imported module');
    const loading = importWithTimeout(() => Promise.reject(networkError), CHUNK_LOAD_TIMEOUT_MS);

    await expect(loading).rejects.toThrow('Loading chunk failed');
    await expect(loading).rejects.toMatchObject({ cause: networkError });
    expect(vi.getTimerCount()).toBe(0);
  });
});
