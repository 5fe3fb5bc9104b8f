import { ConfigError } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';

/** Runs a CLI body; known failures print their message alone, anything else its stack. Exit 1 on failure. */
export async function runCli(body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    const isKnown = error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(isKnown ? error.message : error);
    process.exitCode = 1;
  }
}
