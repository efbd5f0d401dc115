import { Dialog } from './dialog';

interface Props {
  title: string;
  /** The learner's own text, quoted so they see what they are deleting. */
  text: string;
  textClassName: string;
  error: string | null;
  pending: boolean;
  deleteLabel: string;
  keepLabel: string;
  onDelete: () => void;
  onClose: () => void;
}

/** Asks before deleting something the learner wrote (a note, a review, a question or reply). */
export function ConfirmDeleteDialog({ title, text, textClassName, error, pending, deleteLabel, keepLabel, onDelete, onClose }: Props) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p className={textClassName}>{text}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button primary" disabled={pending} onClick={onDelete}>
          {deleteLabel}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {keepLabel}
        </button>
      </div>
    </Dialog>
  );
}
