import { RESUME_MESSAGES } from '../../../../core/resume-rules.ts';
import { describeRetryAfter, type ApiResult } from '../../../lib/api-client.ts';
import { readErrorBody, readUploadBody, type ResumeUpload } from './parse-resume.ts';

// Same wording as apiRequest: this call cannot use it, because fetch reports no upload progress.
const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
const SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Turns the upload's answer into the same result shape as every other API call. Exported for tests.
 * A proxy in front of the server may refuse a large body or a type without our error format: the status
 * alone then still gives SPEC's message.
 */
export function readUploadResponse(
  status: number,
  bodyText: string,
  retryAfter: string | null,
): ApiResult<ResumeUpload> {
  if (status === 0) return { ok: false, status, code: 'network_error', message: NETWORK_MESSAGE };
  const body = parseJson(bodyText);
  if (status >= 200 && status < 300) {
    const upload = readUploadBody(body);
    return upload
      ? { ok: true, status, data: upload }
      : { ok: false, status, code: 'unexpected_response', message: SERVER_MESSAGE };
  }
  if (status === 429) {
    return { ok: false, status, code: 'rate_limited', message: describeRetryAfter(retryAfter) };
  }
  const error = readErrorBody(body);
  if (error && status < 500) return { ok: false, status, ...error };
  // Our 503 ('too many resumes are being read') is written for the user; other 5xx messages never are.
  if (error?.code === 'service_unavailable' && status === 503) return { ok: false, status, ...error };
  if (status === 413) return { ok: false, status, code: 'file_too_large', message: RESUME_MESSAGES.tooLarge };
  if (status === 415)
    return { ok: false, status, code: 'unsupported_type', message: RESUME_MESSAGES.wrongType };
  return { ok: false, status, code: 'server_error', message: SERVER_MESSAGE };
}

export type UploadOptions = {
  /** 0..1 share of the file sent so far; reaches 1 before the server has stored and read it. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/resume as multipart form data (field `file`) through XMLHttpRequest, the one browser API that
 * reports upload progress. Same-origin, so the session cookies and the Origin header travel with it.
 */
export function uploadResume(
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<ApiResult<ResumeUpload>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const finish = () =>
      resolve(readUploadResponse(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
    xhr.open('POST', '/api/resume');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', finish);
    xhr.addEventListener('error', finish);
    xhr.addEventListener('timeout', finish);
    xhr.addEventListener('abort', () =>
      resolve({ ok: false, status: 0, code: 'aborted', message: 'The upload was cancelled.' }),
    );
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
