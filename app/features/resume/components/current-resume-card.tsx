import { Download, FileText, Info, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RESUME_MESSAGES, type Resume } from '../../../../core/resume-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { invalidateHasResume } from '../../../lib/has-resume-cache.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { deleteResume } from '../api/delete-resume.ts';
import { downloadResume } from '../api/download-resume.ts';
import { formatFileSize } from '../format-file-size.ts';
import { describeExtraction, describeResumeType, formatUploadedAt } from '../resume-facts.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

type CurrentResumeCardProps = {
  resume: Resume;
  onDeleted: () => void;
};

/** The stored resume: what it is, what the analysis can read in it, and its download and delete actions. */
export function CurrentResumeCard({ resume, onDeleted }: CurrentResumeCardProps) {
  const [isDownloading, setIsDownloading] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  // The server does not know the visitor's time zone: UTC until React owns the page, then their own.
  const isHydrated = useHydrated();
  const uploadedAt = formatUploadedAt(resume.created_at, isHydrated ? undefined : 'UTC');
  const extractionNotice = describeExtraction(resume.extraction);

  async function download() {
    setIsDownloading(true);
    const isSaved = await downloadResume(resume.file_name);
    setIsDownloading(false);
    if (!isSaved) toast.error(RESUME_MESSAGES.downloadFailed);
  }

  async function remove() {
    setIsDeleting(true);
    const result = await deleteResume();
    setIsDeleting(false);
    if (!result.ok) {
      toast.error('Error', { description: result.message });
      return;
    }
    setIsConfirming(false);
    invalidateHasResume();
    toast.success('Success', { description: RESUME_MESSAGES.deleted });
    onDeleted();
  }

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <FileText className="size-6" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{resume.file_name}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:flex sm:flex-wrap">
            <div>
              <dt className="text-slate-600">Type</dt>
              <dd className="font-medium text-slate-900">{describeResumeType(resume)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Size</dt>
              <dd className="font-medium text-slate-900">{formatFileSize(resume.file_size)}</dd>
            </div>
            {uploadedAt ? (
              <div>
                <dt className="text-slate-600">Uploaded</dt>
                <dd className="font-medium text-slate-900">
                  <time dateTime={resume.created_at}>{uploadedAt}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>

      {extractionNotice ? (
        <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{extractionNotice}</span>
        </p>
      ) : null}

      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={download} pending={isDownloading}>
          {isDownloading ? null : <Download className="size-4" aria-hidden="true" />}
          Download
        </Button>
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setIsConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>

      {isConfirming ? (
        <ConfirmDeleteDialog
          fileName={resume.file_name}
          isDeleting={isDeleting}
          onConfirm={remove}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </Card>
  );
}
