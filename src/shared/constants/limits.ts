/** Spec part 1 §9: script chunks give up loading after this long. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec part 1 §4, §9: the countdown refreshes every second. */
export const COUNTDOWN_REFRESH_MS = 1_000;
