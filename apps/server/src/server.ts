import { ConfigError } from './config.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { NotADemoDirectoryError, prepareDemoDirectory } from './demo/demo-directory.ts';

async function main() {
  // The rest of the server (serve.ts and all it imports, about a second) loads while the
  // database opens: on a first start its cluster is made in a child process, and the two
  // overlap (decision 047). The demo starts on a fresh directory of its own every time
  // (decision 042).
  const [{ config, database }, { serve }] = await Promise.all([
    openConfiguredDatabase({
      prepare: (loaded) => {
        if (loaded.DEMO) prepareDemoDirectory(loaded);
      },
    }),
    import('./serve.ts'),
  ]);
  await serve(config, database);
}

main().catch((error: unknown) => {
  // Mistakes a person fixes: the message says what to do; a stack trace would only bury it.
  if (
    error instanceof DirectoryLockedError ||
    error instanceof ConfigError ||
    error instanceof NotADemoDirectoryError
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
