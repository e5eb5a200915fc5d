import { formatDate } from '@hrt/shared/format';
import type { BackupArchive } from '@hrt/shared/schemas/backup';
import { Archive, Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { fetchBackupLink } from '../api/create-backup-link';
import { useBackups } from '../hooks/use-backups';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function formatTime(iso: string): string {
  const at = new Date(iso);
  return `${formatDate(iso.slice(0, 10))} ${at.toISOString().slice(11, 16)} UTC`;
}

/** The browser downloads from a signed link, so a large archive never passes through memory. */
async function startDownload(name?: string) {
  const { url } = await fetchBackupLink(name);
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Admin, owner only: the nightly archives, the last failure, and a fresh backup on demand. */
export function BackupsSection() {
  const backups = useBackups();
  const [starting, setStarting] = useState<string | null>(null);

  const download = async (name?: string) => {
    setStarting(name ?? 'fresh');
    try {
      await startDownload(name);
      toast.success(name ? `Downloading ${name}` : 'Your backup is being made and downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start the download'));
    } finally {
      setStarting(null);
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-base font-semibold leading-tight">Backups</h2>
          <CardDescription>
            Every row and stored file in one archive. Restore one with{' '}
            <code>npm run restore -- &lt;file&gt;</code>.
          </CardDescription>
        </div>
        <Button onClick={() => void download()} disabled={starting === 'fresh'}>
          <Download aria-hidden="true" />
          Download backup
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {backups.data?.last_failure && (
          <Alert kind="error">
            The last nightly backup failed ({formatTime(backups.data.last_failure.at)}):{' '}
            {backups.data.last_failure.error}
          </Alert>
        )}
        {backups.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : backups.isError ? (
          <ErrorState
            message={errorMessage(backups.error, 'Failed to load the backups')}
            onRetry={() => void backups.refetch()}
          />
        ) : backups.data.archives.length === 0 ? (
          <EmptyState
            quiet
            icon={Archive}
            title="No nightly backups yet"
            description={`One is written every night at 02:30 UTC; the newest ${backups.data.keep} are kept.`}
          />
        ) : (
          <ArchiveTable archives={backups.data.archives} busy={starting} onDownload={download} />
        )}
      </CardContent>
    </Card>
  );
}

function ArchiveTable(props: {
  archives: BackupArchive[];
  busy: string | null;
  onDownload: (name: string) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Archive</TableHead>
            <TableHead>Made</TableHead>
            <TableHead className="text-right">Size</TableHead>
            <TableHead>
              <span className="sr-only">Download</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.archives.map((archive) => (
            <TableRow key={archive.name}>
              <TableCell className="font-mono text-xs">{archive.name}</TableCell>
              <TableCell>{formatTime(archive.created_at)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatSize(archive.size)}</TableCell>
              <TableCell className="text-right">
                <Button
                  variant="outline"
                  disabled={props.busy === archive.name}
                  onClick={() => props.onDownload(archive.name)}
                  aria-label={`Download ${archive.name}`}
                >
                  <Download aria-hidden="true" />
                  Download
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
