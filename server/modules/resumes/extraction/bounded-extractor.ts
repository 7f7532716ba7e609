import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ResumeExtension } from '../../../../core/resumes.ts';
import { declaredInflatedSize, readZipEntries } from '../zip.ts';
import type { ExtractionAnswer, ExtractionJob } from './extraction-worker.ts';
import { ExtractionRefusedError, type ExtractionResult, type ResumeTextExtractor } from './text-extractor.ts';

/**
 * The most a .docx may inflate to, all its entries together. A resume's document.xml is well under 1 MB
 * and a 5 MB file full of images inflates to about its own size; 32 MiB leaves room for any real resume.
 */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

export type BoundedExtractorOptions = {
  /** Extractions running at once, one worker thread each (default 2: the machine's cores). */
  concurrency?: number;
  /** Uploads waiting for a worker; past this the upload is refused with 503 (default 8). */
  maxQueued?: number;
  /** Wall time per document; the worker is terminated when it passes (default 15 s). */
  timeoutMs?: number;
  /** Wall time for a new worker to load its libraries and start the job (default 60 s). */
  startupTimeoutMs?: number;
  /** The worker's V8 heap limits (default: 256 MB old generation). */
  resourceLimits?: ResourceLimits;
  /**
   * Growth of the whole process's resident memory during one extraction past which the worker is
   * terminated: the heap limit does not cover buffers outside the V8 heap (default 512 MiB).
   */
  maxRssGrowthBytes?: number;
  /** Documents one worker reads before it is replaced (default 50). */
  jobsPerWorker?: number;
  /** An idle worker is stopped after this long (default 30 s). */
  idleMs?: number;
  maxInflatedBytes?: number;
  log?: Pick<FastifyBaseLogger, 'debug' | 'warn'>;
};

const DEFAULTS = {
  concurrency: 2,
  maxQueued: 8,
  timeoutMs: 15_000,
  startupTimeoutMs: 60_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  maxRssGrowthBytes: 512 * 1024 * 1024,
  jobsPerWorker: 50,
  idleMs: 30_000,
  maxInflatedBytes: MAX_INFLATED_BYTES,
} satisfies Omit<Required<BoundedExtractorOptions>, 'log'>;

const MEMORY_CHECK_MS = 50;
/**
 * From the sources (tsx, vitest) the worker starts through an entry that registers the TypeScript loader;
 * in the compiled server (build/node/main.js, decision 014) it is the compiled extraction-worker.js beside it.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./extraction-worker-entry.mjs', import.meta.url)
  : new URL('./extraction-worker.js', import.meta.url);

export const EXTRACTION_MESSAGES = {
  inflatedTooLarge:
    'This document unpacks to far more than any resume (a compressed "zip bomb"?), so it cannot be read. Please upload a smaller PDF or Word document.',
  unprocessable:
    'This document could not be read within our limits. Please upload a simpler PDF or Word document.',
  busy: 'Too many resumes are being read right now. Please try again in a moment.',
} as const;

type PooledWorker = { worker: Worker; jobs: number; idleTimer?: NodeJS.Timeout };

function refused(reason: ExtractionRefusedError['reason']): ExtractionRefusedError {
  const message =
    reason === 'inflated_too_large'
      ? EXTRACTION_MESSAGES.inflatedTooLarge
      : reason === 'busy'
        ? EXTRACTION_MESSAGES.busy
        : EXTRACTION_MESSAGES.unprocessable;
  return new ExtractionRefusedError(reason, message);
}

/**
 * Reads resumes in worker threads, bounded in memory and time whatever the file: at most `concurrency` at
 * once (the rest queue, up to `maxQueued`), each worker with V8 heap limits, a wall-time limit that
 * terminates the thread (so the work really stops), and a watch on the process's memory for buffers the
 * heap limit does not see. A .docx whose central directory declares more than `maxInflatedBytes` is refused
 * before any work; the worker then inflates it for real, counting, so a directory that lies is caught too.
 */
export function createResumeTextExtractor(options: BoundedExtractorOptions = {}): ResumeTextExtractor & {
  /** Extractions running now (tests check that a timed-out one really stopped). */
  running(): number;
} {
  const settings = { ...DEFAULTS, ...options };
  const idle: PooledWorker[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  let nextId = 1;
  let closed = false;

  function spawn(): PooledWorker {
    const worker = new Worker(WORKER_ENTRY, { resourceLimits: settings.resourceLimits });
    worker.unref();
    // A worker that dies while idle (it should not) is simply dropped.
    worker.on('error', () => {});
    return { worker, jobs: 0 };
  }

  function release(pooled: PooledWorker): void {
    if (closed || pooled.jobs >= settings.jobsPerWorker) {
      void pooled.worker.terminate();
      return;
    }
    pooled.idleTimer = setTimeout(() => {
      const index = idle.indexOf(pooled);
      if (index >= 0) idle.splice(index, 1);
      void pooled.worker.terminate();
    }, settings.idleMs);
    pooled.idleTimer.unref();
    idle.push(pooled);
  }

  async function acquireSlot(): Promise<void> {
    if (running < settings.concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= settings.maxQueued) throw refused('busy');
    // The slot is handed over by the finishing run (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function releaseSlot(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  function run(bytes: Buffer, extension: ResumeExtension): Promise<ExtractionResult> {
    const pooled = idle.pop() ?? spawn();
    clearTimeout(pooled.idleTimer);
    const { worker } = pooled;
    const id = nextId++;
    // A copy the worker owns (transferred): the caller still stores the original bytes.
    const copy = new Uint8Array(bytes);
    const job: ExtractionJob = { id, bytes: copy, extension, maxInflatedBytes: settings.maxInflatedBytes };
    const rssLimit = process.memoryUsage.rss() + settings.maxRssGrowthBytes;

    return new Promise<ExtractionResult>((resolve, reject) => {
      let settled = false;
      // Until the worker has started the job: a fresh thread loads its libraries first.
      let timer = setTimeout(() => void stop(refused('timeout')), settings.startupTimeoutMs);
      const memoryWatch = setInterval(() => {
        if (process.memoryUsage.rss() > rssLimit) void stop(refused('out_of_memory'));
      }, MEMORY_CHECK_MS);

      function cleanUp(): void {
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      }
      /** Terminates the worker and waits until it has stopped, then refuses. */
      async function stop(error: Error): Promise<void> {
        if (settled) return;
        cleanUp();
        await worker.terminate();
        reject(error);
      }
      function onMessage(answer: ExtractionAnswer): void {
        if (answer.id !== id || settled) return;
        if (answer.kind === 'started') {
          clearTimeout(timer);
          timer = setTimeout(() => void stop(refused('timeout')), settings.timeoutMs);
          return;
        }
        cleanUp();
        pooled.jobs += 1;
        release(pooled);
        if (answer.kind === 'inflated_too_large') reject(refused('inflated_too_large'));
        else resolve(answer.result);
      }
      function onError(error: Error & { code?: string }): void {
        if (settled) return;
        cleanUp();
        settings.log?.warn({ err: error, extension }, 'resume extraction worker failed');
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? refused('out_of_memory') : error);
      }
      function onExit(code: number): void {
        if (settled) return;
        cleanUp();
        reject(new Error(`the extraction worker exited with code ${code}`));
      }
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(job, [copy.buffer]);
    });
  }

  return {
    async extract({ bytes, extension }) {
      if (extension === 'docx') {
        const entries = readZipEntries(bytes);
        if (entries && declaredInflatedSize(entries) > settings.maxInflatedBytes) {
          throw refused('inflated_too_large');
        }
      }
      await acquireSlot();
      try {
        return await run(bytes, extension);
      } finally {
        releaseSlot();
      }
    },
    running: () => running,
    async close() {
      closed = true;
      const workers = idle.splice(0);
      await Promise.all(
        workers.map((pooled) => {
          clearTimeout(pooled.idleTimer);
          return pooled.worker.terminate();
        }),
      );
    },
  };
}
