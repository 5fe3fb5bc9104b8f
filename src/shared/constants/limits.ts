/** Spec part 1 §9: script chunks give up loading after this long. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec part 1 §4, §9: the countdown refreshes every second. */
export const COUNTDOWN_REFRESH_MS = 1_000;

/** Spec part 1 §4, §9: a library row's scroll buttons move it 240 px, 20 px at a time, every 25 ms. */
export const ROW_SCROLL = { distancePx: 240, stepPx: 20, intervalMs: 25 } as const;

/** Spec part 1 §9: 'Back to Top' shows once the page is scrolled beyond this many pixels. */
export const BACK_TO_TOP_THRESHOLD_PX = 200;

/**
 * Spec part 1 §9: the analysis editor embeds images inline (as data: URIs). The server drops an image
 * larger than this (decoded), so one picture cannot swell every candidate answer.
 */
export const INLINE_IMAGE_MAX_BYTES = 256 * 1024;

/**
 * The most calls the app's tRPC client puts in one batched request. The server refuses bigger batches
 * (TRPC_MAX_BATCH_SIZE, never below this), so one request cannot carry hundreds of calls. No page asks for
 * more than a few things at once (/otherKeyStates asks for its 27 districts with one call, ADR 27).
 */
export const TRPC_BATCH_MAX_CALLS = 10;
