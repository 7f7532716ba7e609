import { CloudUpload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { RESUME_MAX_BYTES } from '../../../../core/constants.ts';
import { RESUME_ACCEPT } from '../../../../core/resume-rules.ts';
import { Spinner } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatFileSize } from '../format-file-size.ts';
import type { UploadProgress } from '../use-resume-upload.ts';

type ResumeDropZoneProps = {
  /** A resume is stored: the zone offers to replace it. */
  hasResume: boolean;
  progress: UploadProgress | null;
  onFile: (file: File) => void;
  /** The page puts focus here after a delete removes the button that had it. */
  buttonRef?: Ref<HTMLButtonElement>;
};

function carriesFiles(event: DragEvent<HTMLElement> | globalThis.DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * SPEC "/resume": a drop zone that lights up while a file is dragged over it, and a file input limited to
 * PDF and Word files. The zone is one big button, so keyboard and screen-reader users open the same file
 * picker; the input itself stays hidden.
 */
export function ResumeDropZone({ hasResume, progress, onFile, buttonRef }: ResumeDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragOver, setIsDragOver] = useState(false);
  // dragenter/dragleave also fire when the pointer crosses the zone's own children: count, do not toggle.
  const dragDepth = useRef(0);
  const hintId = useId();
  const isUploading = progress !== null;

  // A file dropped just outside the zone would make the browser open it in place of the page.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  function resetDrag() {
    dragDepth.current = 0;
    setIsDragOver(false);
  }

  return (
    <div
      className={cn(
        'rounded-2xl border-2 border-dashed transition-colors',
        isDragOver ? 'border-brand-600 bg-brand-50 ring-4 ring-brand-100' : 'border-slate-300 bg-slate-50',
        !isUploading && !isDragOver && 'hover:border-brand-500 hover:bg-brand-50/60',
      )}
      data-drag-over={isDragOver || undefined}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        dragDepth.current += 1;
        setIsDragOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = isUploading ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setIsDragOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        resetDrag();
        // One resume per user (SPEC section 3): of several dropped files, the first is the one.
        const file = event.dataTransfer.files[0];
        if (file && !isUploading) onFile(file);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-describedby={hintId}
        // aria-disabled rather than disabled: the button keeps focus while the upload runs.
        aria-disabled={isUploading || undefined}
        onClick={() => {
          if (!isUploading) inputRef.current?.click();
        }}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-3 rounded-2xl px-4 py-8 text-center sm:py-10',
          isUploading ? 'cursor-progress' : 'cursor-pointer',
        )}
      >
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full transition-colors',
            isDragOver
              ? 'bg-brand-600 text-white'
              : 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200',
          )}
        >
          {isUploading ? (
            <Spinner className="size-6" />
          ) : (
            <CloudUpload className="size-7" aria-hidden="true" />
          )}
        </span>
        <span className="text-base text-slate-900">
          {isUploading ? (
            <span className="font-semibold">Uploading your resume…</span>
          ) : isDragOver ? (
            <span className="font-semibold">Drop to upload</span>
          ) : (
            <>
              <span className="font-semibold">
                {hasResume ? 'Drop a new file here' : 'Drop your resume here'}
              </span>{' '}
              or{' '}
              <span className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4">
                choose a file
              </span>
            </>
          )}
        </span>
        <span id={hintId} className="text-sm text-slate-600">
          PDF, DOC or DOCX, up to {formatFileSize(RESUME_MAX_BYTES)}
          {hasResume ? '. It replaces your current resume.' : ''}
        </span>
      </button>

      {progress ? <UploadProgressBar progress={progress} /> : null}

      <input
        ref={inputRef}
        type="file"
        accept={RESUME_ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again (after fixing it, say) still fires change.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const isSent = progress.percent >= 100;
  return (
    <div className="border-t border-dashed border-slate-300 px-4 py-4 sm:px-6">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-slate-900" title={progress.fileName}>
          {progress.fileName}
        </span>
        {/* The progress bar carries the number for assistive technology; the live region only the phase. */}
        <span className="shrink-0 text-slate-700" aria-hidden="true">
          {isSent ? 'Reading your resume…' : `${progress.percent}%`}
        </span>
      </div>
      <span className="sr-only" aria-live="polite">
        {isSent ? 'Upload complete. Reading your resume.' : `Uploading ${progress.fileName}.`}
      </span>
      <div
        role="progressbar"
        aria-label={`Uploading ${progress.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-600 transition-[width] duration-200',
            isSent && 'animate-pulse',
          )}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
