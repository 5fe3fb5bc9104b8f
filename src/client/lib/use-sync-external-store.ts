// wouter imports `use-sync-external-store/shim`, a copy of the hook for React < 18; vite.config.ts points
// that import here, to the hook React 19 has built in (ADR 34).
export { useSyncExternalStore } from 'react';
