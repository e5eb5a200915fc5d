import fs from 'node:fs';

/** Directories the server keeps data in: readable by its own user only. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
/** Files it writes there: the same. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and its parents) if needed and makes it private: a directory made by an
 * earlier version with the default 0755 is tightened too.
 */
export function makePrivateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  fs.chmodSync(dir, PRIVATE_DIRECTORY_MODE);
}
