/** Public face of the community feature for the routes. */
export { CommunityPage } from './community-page.tsx';
export { communityCanonicalPath, readListParams } from './list-params.ts';
export { PostPage } from './post-page.tsx';
export { PostNotFound } from './post-not-found.tsx';
export { buildDiscussionJsonLd } from './structured-data.ts';
export { ReviewQueuePage } from './review-queue-page.tsx';
