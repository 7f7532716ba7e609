import { useCallback, useEffect, useRef, useState } from 'react';
import { RESUME_MESSAGES, validateResumeFile, type Resume } from '../../../core/resume-rules.ts';
import { toast } from '../../components/ui/toast.ts';
import { invalidateHasResume } from '../../lib/has-resume-cache.ts';
import { uploadResume } from './api/upload-resume.ts';

export type UploadProgress = {
  fileName: string;
  /** 0..100 of the bytes sent. At 100 the server is still storing the file and reading its text. */
  percent: number;
};

/**
 * Checks a chosen or dropped file with SPEC's rules before anything is sent, uploads it with progress, and
 * tells the outcome with SPEC's toasts. A refused file leaves the current resume as it is.
 */
export function useResumeUpload(onUploaded: (resume: Resume) => void) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const isUploading = useRef(false);
  const isActive = progress !== null;

  // Leaving the page mid-upload (reload, closing the tab) would lose the file: ask first.
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive]);

  const upload = useCallback(
    async (file: File) => {
      if (isUploading.current) return;
      const problem = validateResumeFile(file);
      if (problem) {
        toast.error('Error', { description: problem });
        return;
      }
      isUploading.current = true;
      setProgress({ fileName: file.name, percent: 0 });
      try {
        const result = await uploadResume(file, {
          onProgress: (share) => setProgress({ fileName: file.name, percent: Math.round(share * 100) }),
        });
        if (!result.ok) {
          toast.error('Error', { description: result.message });
          return;
        }
        invalidateHasResume();
        onUploaded(result.data.resume);
        toast.success('Success', {
          description: result.data.replaced ? RESUME_MESSAGES.replaced : RESUME_MESSAGES.uploaded,
        });
      } finally {
        isUploading.current = false;
        setProgress(null);
      }
    },
    [onUploaded],
  );

  return { upload, progress };
}
