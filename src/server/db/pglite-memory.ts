/** What the embedded database may hold in memory (ADR 33). */
export type TPgliteMemory = {
  /** Postgres's page cache inside PGlite's WebAssembly heap, in MB (PGLITE_SHARED_BUFFERS_MB). */
  sharedBuffersMb: number;
};

/** PGlite's own start parameters plus ours: given on its command line, they override postgresql.conf. */
export function pgliteStartParams(defaults: readonly string[], memory: TPgliteMemory): string[] {
  return [...defaults, '-c', `shared_buffers=${memory.sharedBuffersMb}MB`];
}
