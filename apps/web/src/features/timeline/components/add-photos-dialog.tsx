import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useAddPhotos } from '../api/add-photos';
import { PhotoPicker } from './photo-picker';

/** Adds photos to an existing entry. */
export function AddPhotosDialog({
  entry,
  onClose,
}: {
  entry: PublicTimelineEntry | null;
  onClose: () => void;
}) {
  const addPhotos = useAddPhotos();
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (entry) {
      setPhotos([]);
      setFailure(null);
    }
  }, [entry]);

  async function upload() {
    if (!entry || !photos.length) return;
    setFailure(null);
    try {
      await addPhotos.mutateAsync({ id: entry.id, photos });
      toast.success(photos.length === 1 ? 'Photo added.' : `${photos.length} photos added.`);
      onClose();
    } catch (error) {
      console.error('Timeline: failed to add photos', error);
      setFailure(errorMessage(error, 'The photos could not be added. Please try again.'));
    }
  }

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader title="Add Photos" description={entry?.title} />
        {failure && <Alert kind="error">{failure}</Alert>}
        <PhotoPicker photos={photos} onChange={setPhotos} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={upload} disabled={addPhotos.isPending || photos.length === 0}>
            {addPhotos.isPending ? 'Uploading...' : 'Add Photos'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
