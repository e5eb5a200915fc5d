import type { BackupProgress } from '../modules/backup/write-archive.ts';

const WIDTH = 30;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A progress bar on stderr: tables, then files, with bytes done of bytes total. On a terminal
 * it redraws one line; in a log (not a TTY) it prints a line per phase and every tenth.
 */
export function progressBar(verb: string): (progress: BackupProgress) => void {
  const tty = process.stderr.isTTY;
  let lastPhase = '';
  let lastTenth = -1;
  return (progress) => {
    const share = progress.bytesTotal ? progress.bytesDone / progress.bytesTotal : 1;
    const filled = Math.round(share * WIDTH);
    const line = `${verb} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${progress.phase} ${progress.done}/${progress.total}  ${megabytes(progress.bytesDone)} of ${megabytes(progress.bytesTotal)}`;
    if (tty) {
      process.stderr.write(`\r${line}\x1b[K`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (progress.phase !== lastPhase || tenth !== lastTenth) process.stderr.write(`${line}\n`);
    lastPhase = progress.phase;
    lastTenth = tenth;
  };
}

export function endProgress() {
  if (process.stderr.isTTY) process.stderr.write('\n');
}
