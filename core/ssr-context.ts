import type { PublicUser, SessionInfo } from './auth.ts';
import type {
  CategoryCountsResponse,
  CommentListResponse,
  ModerationQueueResponse,
  Post,
  PostListQueryInput,
  PostListResponse,
} from './community.ts';
import type { Job, JobSearchQuery, JobSearchResult } from './jobs.ts';
import type { ProfileLists } from './personalization/api.ts';
import type { Resume } from './resume-rules.ts';
import type {
  FilingRecord,
  SalaryAnalysis,
  SponsorCoverage,
  SponsorDetail,
  SponsorSearchQuery,
  SponsorSearchResult,
} from './sponsors/read-api.ts';

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
  /**
   * The user's saved jobs, alerts, search history and job activity as the API lists them, so /profile is in
   * the server HTML whole (no loading states after it arrives).
   */
  profileLists(userId: string): Promise<ProfileLists>;
  /** The /jobs loader searches in-process, so the first page is server-rendered without an HTTP hop. */
  searchJobs(query: JobSearchQuery): Promise<JobSearchResult>;
  /** One job for /jobs/{id}; null when it does not exist (the page answers 404). */
  getJob(id: number): Promise<Job | null>;
  /**
   * Community (issue 10). Every call is bound to this request's caller: `my_vote`, `can_edit` and the
   * like are theirs, and hidden content is shown only to its author and moderators.
   */
  community: CommunitySsrServices;
  /** Sponsor pages (issue 13): the same answers as GET /api/sponsors, /api/sponsors/:slug, salary analysis. */
  sponsors: SponsorSsrServices;
};

export type SponsorSsrServices = {
  search(query: SponsorSearchQuery): Promise<SponsorSearchResult>;
  coverage(): Promise<SponsorCoverage>;
  /** null for an unknown slug (the page answers 404). */
  getSponsor(slug: string): Promise<SponsorDetail | null>;
  /** LCA wages filed for work like the job's; null when too few filings compare. */
  salaryAnalysis(job: Job): Promise<SalaryAnalysis | null>;
  /** The sponsor a job search's words name ('cognizant', 'amazon software engineer'), with its figures. */
  namedIn(terms: string, typed?: string): Promise<FilingRecord | null>;
};

export type CommunitySsrServices = {
  /** One page of the list (same as GET /api/community/posts); a bad cursor starts from the first page. */
  listPosts(query: PostListQueryInput): Promise<PostListResponse>;
  /** The sidebar's categories with their labels and post counts. */
  getCategoryCounts(): Promise<CategoryCountsResponse>;
  /**
   * One post for /community/post/{id}; counts a view like GET /api/community/posts/:id (once per viewer
   * per hour, crawlers excluded). null when the id is malformed, unknown, deleted or hidden from the caller.
   */
  getPost(id: string): Promise<Post | null>;
  /** The post's comment tree (same as GET /api/community/posts/:id/comments); null when the post is not shown. */
  listComments(postId: string): Promise<CommentListResponse | null>;
  isModerator(): Promise<boolean>;
  /** The review queue; null when the caller is not a moderator. */
  getModerationQueue(): Promise<ModerationQueueResponse | null>;
};
