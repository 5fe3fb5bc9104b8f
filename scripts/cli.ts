import { ZodError } from 'zod';
import { isAppError } from '../src/shared/errors';
import { ConfigError } from '../src/server/config';
import { BackupError } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { LegislationFileError } from '../src/server/features/legislation/legislation-import';

/** Runs a CLI body; known failures print their message alone, anything else its stack. Exit 1 on failure. */
export async function runCli(body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    console.error(describeFailure(error));
    process.exitCode = 1;
  }
}

function describeFailure(error: unknown) {
  if (error instanceof ZodError)
    return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
  if (
    // A service's refusal (a file the import refuses whole) says why, as the admin pages do.
    isAppError(error) ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupError ||
    error instanceof LegislationFileError
  )
    return error.message;
  if (error instanceof Error && error.message.startsWith('Usage:')) return error.message;
  return error;
}
