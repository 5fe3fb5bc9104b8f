// The library's limits, apart from src/shared/schemas/videos.ts so its pages use them without loading zod
// (ADR 29).
export const LIBRARY_PAGE_SIZE = 12;
export const SEARCH_MAX_LENGTH = 200;
