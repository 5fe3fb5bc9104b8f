import { Modal } from '../../components/ui/modal';
import { VideoForm } from './video-form';

/** 'Add More Videos' (spec part 1 §2): the add form in a dialog. */
export function AddVideoDialog({ onClose, onAdded }: { onClose(): void; onAdded(): void }) {
  return (
    <Modal title="Add More Videos" onClose={onClose} closesOnBackdrop={false}>
      <VideoForm submitLabel="Add Video" onSaved={onAdded} />
    </Modal>
  );
}
