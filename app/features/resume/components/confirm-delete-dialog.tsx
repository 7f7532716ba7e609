import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';

type ConfirmDeleteDialogProps = {
  fileName: string;
  isDeleting: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click on the backdrop. */
  onClose: () => void;
};

/**
 * Asks before the resume is deleted. A native modal <dialog> keeps focus inside it and makes the rest of
 * the page inert, and Escape cancels it; it returns focus to the Delete button when it closes. Mounted
 * only while open.
 */
export function ConfirmDeleteDialog({ fileName, isDeleting, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The safe choice has focus, so an Enter pressed out of habit does not delete anything.
    dialog.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape while the request runs would hide the outcome; the request cannot be taken back anyway.
        if (isDeleting) event.preventDefault();
      }}
      onClose={() => {
        // A close event queued by an earlier close() (StrictMode runs the effect twice) must not hide a
        // dialog that is open again.
        if (!dialogRef.current?.open) onClose();
      }}
      onClick={(event) => {
        // The dialog box fills the <dialog>, so a click on the element itself is a click on the backdrop.
        if (event.target === event.currentTarget && !isDeleting) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Delete your resume?
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-slate-700 [overflow-wrap:anywhere]">
          “{fileName}” will be removed for good. AI Analysis needs a resume, so you would have to upload one
          again to use it.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button data-cancel variant="secondary" onClick={onClose} disabled={isDeleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} pending={isDeleting}>
            Delete
          </Button>
        </div>
      </div>
    </dialog>
  );
}
