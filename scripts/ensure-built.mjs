// "Builds if needed": rebuilds when any source is newer than the last build. In the container image
// there are no sources beside dist/, so the existing build is used as it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO, ROOT, build } from './build.mjs';

const INPUTS = ['src', 'scripts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

export function isBuildStale() {
  const sources = INPUTS.map((input) => path.join(ROOT, input)).filter(existsSync);
  if (!existsSync(path.join(ROOT, 'src'))) return false;
  if (!existsSync(BUILD_INFO)) return true;
  const builtAt = statSync(BUILD_INFO).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

export async function ensureBuilt() {
  if (!isBuildStale()) return;
  console.log('Building the site (sources changed since the last build)…');
  await build();
}
