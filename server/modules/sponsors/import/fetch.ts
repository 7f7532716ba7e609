import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';

/** The sources file (config/h1b-sources.json): official files to download and import. */
const sourcesFileSchema = z.object({
  sources: z
    .array(
      z.object({
        name: z.string().min(1),
        url: z.url({ protocol: /^https?$/ }),
        /** File name to save as (a plain name, no directories). */
        file: z.string().regex(/^[A-Za-z0-9._-]+$/, 'file must be a plain file name'),
      }),
    )
    .min(1),
});
export type H1bSource = z.infer<typeof sourcesFileSchema>['sources'][number];

export const DEFAULT_H1B_SOURCES_FILE = 'config/h1b-sources.json';

export async function readSourcesFile(file: string): Promise<H1bSource[]> {
  const parsed = sourcesFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data.sources;
}

/**
 * Downloads one source into `dir` (streamed to a temporary name, renamed when complete, so a broken
 * download never looks like a file). Returns the saved path.
 */
export async function downloadSource(
  source: H1bSource,
  dir: string,
  options: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, source.file);
  const partial = `${target}.part`;
  const response = await (options.fetchImpl ?? fetch)(source.url, {
    signal: AbortSignal.timeout(options.timeoutMs ?? 10 * 60_000),
    headers: { 'user-agent': 'SponsorPath H-1B data import' },
  });
  if (!response.ok || !response.body) {
    throw new Error(`${source.name}: ${source.url} answered ${response.status} ${response.statusText}`);
  }
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      createWriteStream(partial),
    );
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return target;
}
