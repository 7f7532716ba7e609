import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESUME_MAX_BYTES } from '../../../core/constants.ts';
import { errorBodySchema } from '../../../core/errors.ts';
import {
  RESUME_ACCEPT,
  RESUME_FILE_TYPES,
  RESUME_MESSAGES,
  resumeDeleteResponseSchema,
  resumeResponseSchema,
  resumeUploadResponseSchema,
} from '../../../core/resumes.ts';
import { AppError } from '../../errors.ts';
import { PRIVATE_NO_STORE, requireSignedIn } from '../../plugins/auth.ts';
import { formatContentDisposition } from './content-disposition.ts';
import { createResumeTextExtractor } from './extraction/bounded-extractor.ts';
import type { ResumeTextExtractor } from './extraction/text-extractor.ts';
import { presentResume } from './presenters.ts';
import { deleteResume, getResume, openResumeFile, uploadResume } from './service.ts';

/** Room for the multipart framing (boundaries, part headers) around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const FILE_FIELD = 'file';

const security: { [scheme: string]: string[] }[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** Only for the OpenAPI document: the body is read as a stream, never parsed into `request.body`. */
const uploadBodySchema = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description: `The resume (${RESUME_ACCEPT}), at most ${RESUME_MAX_BYTES} bytes; checked by content too.`,
    }),
  })
  .nullish();

/** A resume is personal data: no shared cache may keep any answer about it. */
function noStore(reply: FastifyReply): void {
  void reply.header('Cache-Control', PRIVATE_NO_STORE);
}

/**
 * After a refusal, let the rest of the upload flow into the void instead of holding it (and the connection)
 * up: nothing more is buffered, and the client gets to read the answer.
 */
function discardUnreadBody(request: FastifyRequest, part: MultipartFile | undefined): void {
  // Stops the multipart parser, which then lets go of the request stream.
  if (part && !part.file.readableEnded) part.file.destroy();
  // It lets go on a later tick, and unpiping pauses the request: resume only after that, or a client still
  // sending (a large body without Content-Length) would wait forever for us to read.
  setImmediate(() => {
    if (!request.raw.readableEnded && !request.raw.destroyed) request.raw.resume();
  });
}

function isClientError(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function readFilePart(request: FastifyRequest, reply: FastifyReply): Promise<MultipartFile> {
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > RESUME_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    // Refused before reading a byte; closing keeps the connection from carrying the unread rest.
    void reply.header('Connection', 'close');
    throw new AppError('payload_too_large', RESUME_MESSAGES.tooLarge);
  }
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the resume as multipart/form-data in a "file" field.');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      // One byte over the limit, so the reader sees the overflow and answers 413 at once.
      limits: { fileSize: RESUME_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
      throwFileSizeLimit: false,
    });
  } catch (error) {
    // The parser's own limits carry their 4xx; anything else it throws is a body it cannot read
    // (no or wrong boundary, malformed part headers, a body that ends early).
    if (isClientError(error)) throw error;
    throw new AppError('bad_request', RESUME_MESSAGES.malformedUpload);
  }
  if (!part || part.fieldname !== FILE_FIELD) {
    if (part) discardUnreadBody(request, part);
    throw new AppError('validation_error', 'Attach the resume in a form field named "file".');
  }
  return part;
}

export type ResumeRoutesOptions = { extractor?: ResumeTextExtractor };

/** GET/POST/DELETE /api/resume and GET /api/resume/file: the signed-in user's one resume. */
export const resumeRoutes: FastifyPluginAsyncZod<ResumeRoutesOptions> = async (app, options) => {
  const { database, storage, now } = app.services;
  const { db } = database;
  const extractor = options.extractor ?? createResumeTextExtractor({ log: app.log });
  if (!options.extractor) {
    app.addHook('onClose', async () => {
      await extractor.close?.();
    });
  }

  // Registered here, not globally: no other route accepts multipart bodies.
  await app.register(fastifyMultipart);
  // Every resume route is the caller's own: 401 before anything of the request is read or validated.
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/resume',
    {
      schema: {
        tags: ['resumes'],
        summary: "The signed-in user's resume, or null",
        security,
        response: { 200: resumeResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireAuth();
      noStore(reply);
      const row = await getResume({ db, userId: user.id });
      return { resume: row ? presentResume(row) : null };
    },
  );

  app.post(
    '/resume',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Upload a resume (PDF, .doc or .docx, at most 5 MB); replaces the previous one',
        description:
          'multipart/form-data with the file in the field `file`. `replaced` is true when a previous resume ' +
          'existed; it is removed only once the new one is stored. 413 when the file is over 5 MB or unpacks ' +
          'to more than 32 MiB (a .docx is a ZIP), 415 when its name or content is not PDF or Word, 422 when ' +
          'it cannot be read within the memory and time limits, 503 when too many uploads are being read or the ' +
          'file storage is down, 507 when the disk is full (nothing is saved).',
        consumes: ['multipart/form-data'],
        security,
        body: uploadBodySchema,
        response: {
          201: resumeUploadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          503: errorBodySchema,
          507: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireAuth();
      noStore(reply);
      let part: MultipartFile | undefined;
      let result: Awaited<ReturnType<typeof uploadResume>>;
      try {
        part = await readFilePart(request, reply);
        result = await uploadResume({
          db,
          storage,
          extractor,
          userId: user.id,
          fileName: part.filename,
          body: part.file,
          now,
          log: request.log,
        });
      } catch (error) {
        discardUnreadBody(request, part);
        throw error;
      }
      return reply.status(201).send({ resume: presentResume(result.resume), replaced: result.replaced });
    },
  );

  app.delete(
    '/resume',
    {
      schema: {
        tags: ['resumes'],
        summary: "Delete the signed-in user's resume (the stored file and the row)",
        security,
        response: {
          200: resumeDeleteResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireAuth();
      noStore(reply);
      await deleteResume({ db, storage, userId: user.id, log: request.log });
      return { deleted: true as const };
    },
  );

  app.get(
    '/resume/file',
    {
      // Stored documents are already compressed, and compression would drop the Content-Length.
      compress: false,
      // A HEAD would open the stored file only to drop it.
      exposeHeadRoute: false,
      schema: {
        tags: ['resumes'],
        summary: "Download the signed-in user's resume file, as an attachment under its original name",
        produces: Object.values(RESUME_FILE_TYPES),
        security,
        response: {
          // Streams skip the serializer; this only documents the answer.
          200: z.unknown().describe('The file bytes, with Content-Disposition: attachment'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireAuth();
      const { resume, file } = await openResumeFile({ db, storage, userId: user.id, log: request.log });
      noStore(reply);
      return (
        reply
          .header('Content-Type', resume.fileType)
          .header('Content-Length', String(file.size))
          .header('Content-Disposition', formatContentDisposition(resume.fileName))
          .header('X-Content-Type-Options', 'nosniff')
          // Should a browser render it anyway, it runs nothing and loads nothing.
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(file.body)
      );
    },
  );
};
