import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AuthCookies } from '../auth/test-helpers.ts';

export type MultipartPart = { name: string; fileName?: string; contentType?: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it (file names as raw UTF-8). */
export function buildMultipart(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `----sponsorpath${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName.replace(/"/g, '%22')}"`;
    const type =
      part.fileName === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/resume with one file in the `file` field, the way the resume page sends it. */
export async function postResume(
  app: FastifyInstance,
  options: { cookies?: AuthCookies; fileName: string; data: Buffer; contentType?: string; field?: string },
): Promise<LightMyRequestResponse> {
  const { body, contentType } = buildMultipart([
    {
      name: options.field ?? 'file',
      fileName: options.fileName,
      contentType: options.contentType,
      data: options.data,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/resume',
    cookies: options.cookies,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** Every file under the local storage's resumes folder, temp files included (they start with a dot). */
export function listStoredFiles(storageDirectory: string): string[] {
  try {
    return readdirSync(path.join(storageDirectory, 'resumes'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(storageDirectory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      );
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}
