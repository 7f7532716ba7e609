import type { PublicUser, SessionInfo } from './auth.ts';
import type { Job, JobSearchQuery, JobSearchResult } from './jobs.ts';
import type { Resume } from './resume-rules.ts';

/**
 * What the Fastify host hands to React Router loaders for one request. The server fills it in; the
 * app reads it through `app/lib/context.ts`. Capabilities are plain functions so the app never imports
 * server or database code.
 */
export type SsrContextValues = {
  nonce: string;
  publicUrl: string;
  siteName: string;
  auth: { user: PublicUser | null; session: SessionInfo | null };
  services: SsrServices;
};

export type SsrServices = {
  /** Whether the user has stored a resume (decides the redirect after sign-in). */
  hasResume(userId: string): Promise<boolean>;
  /** The user's resume as the API presents it, so /resume renders its card in the server HTML; null when none. */
  getResume(userId: string): Promise<Resume | null>;
  /** The /jobs loader searches in-process, so the first page is server-rendered without an HTTP hop. */
  searchJobs(query: JobSearchQuery): Promise<JobSearchResult>;
  /** One job for /jobs/{id}; null when it does not exist (the page answers 404). */
  getJob(id: number): Promise<Job | null>;
};
