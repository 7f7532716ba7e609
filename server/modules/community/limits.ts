import { COMMUNITY_LIMITS, LIMIT_MESSAGES, countLinks, formatWait } from '../../../core/community.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { isEstablished, type Actor } from './policies.ts';
import { commentActivity, postActivity } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function refuse(message: string, retryAfterMs: number): never {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  throw new AppError('rate_limited', message, { retryAfterSeconds });
}

function wait(ms: number): string {
  return formatWait(ms / 1000);
}

/**
 * The per-account posting limits (issue 10, item 6), counted from the rows themselves, so they hold on
 * every instance. Call inside the write's transaction after `lockAccount`.
 */
export async function enforcePostLimits(
  tx: DbOrTx,
  options: { actor: Actor; now: Date; contentHash: string; text: string },
): Promise<void> {
  const { actor, now } = options;
  const nowMs = now.getTime();
  const activity = await postActivity(
    tx,
    actor.id,
    new Date(nowMs - DAY_MS),
    options.contentHash,
    new Date(nowMs - COMMUNITY_LIMITS.duplicatePostWindowS * 1000),
  );
  if (activity.duplicateAt) {
    const retry = activity.duplicateAt.getTime() + COMMUNITY_LIMITS.duplicatePostWindowS * 1000 - nowMs;
    refuse(LIMIT_MESSAGES.duplicatePost, retry);
  }
  if (activity.count >= COMMUNITY_LIMITS.postsPerDay && activity.oldest) {
    const retry = activity.oldest.getTime() + DAY_MS - nowMs;
    refuse(LIMIT_MESSAGES.postsPerDay(wait(retry)), retry);
  }
  if (isEstablished(actor, now)) return;
  enforceNewAccountLinks(actor, now, options.text);
  const accountAgeMs = nowMs - actor.createdAt.getTime();
  if (accountAgeMs < DAY_MS && activity.total >= COMMUNITY_LIMITS.newAccountFirstDayPosts) {
    const retry = DAY_MS - accountAgeMs;
    refuse(LIMIT_MESSAGES.newAccountFirstDay(wait(retry)), retry);
  }
  if (activity.latest) {
    const retry = activity.latest.getTime() + COMMUNITY_LIMITS.newAccountPostIntervalS * 1000 - nowMs;
    if (retry > 0) refuse(LIMIT_MESSAGES.newAccountPostInterval(wait(retry)), retry);
  }
}

/** New accounts may put at most 2 links in a post (edits included); lifted once the account is 72 hours old. */
export function enforceNewAccountLinks(actor: Actor, now: Date, text: string): void {
  if (isEstablished(actor, now)) return;
  if (countLinks(text) > COMMUNITY_LIMITS.newAccountMaxLinksPerPost) {
    const retry = actor.createdAt.getTime() + 72 * 60 * 60 * 1000 - now.getTime();
    refuse(LIMIT_MESSAGES.newAccountLinks, retry);
  }
}

/** `newAccountIntervalMs`: issue 10's 30 seconds unless configured (COMMUNITY_NEW_ACCOUNT_COMMENT_INTERVAL_MS). */
export async function enforceCommentLimits(
  tx: DbOrTx,
  options: { actor: Actor; now: Date; newAccountIntervalMs: number },
): Promise<void> {
  const { actor, now } = options;
  const nowMs = now.getTime();
  const activity = await commentActivity(tx, actor.id, new Date(nowMs - DAY_MS));
  if (activity.count >= COMMUNITY_LIMITS.commentsPerDay && activity.oldest) {
    const retry = activity.oldest.getTime() + DAY_MS - nowMs;
    refuse(LIMIT_MESSAGES.commentsPerDay(wait(retry)), retry);
  }
  if (isEstablished(actor, now) || !activity.latest) return;
  const retry = activity.latest.getTime() + options.newAccountIntervalMs - nowMs;
  if (retry > 0) {
    refuse(LIMIT_MESSAGES.newAccountCommentInterval(wait(options.newAccountIntervalMs), wait(retry)), retry);
  }
}

/** Votes toggle rows away, so they are counted as actions in the shared rate limiter (Redis when set). */
export async function enforceVoteLimit(rateLimiter: RateLimiter, actor: Actor): Promise<void> {
  const result = await rateLimiter.hit(
    `community:votes:${actor.id}`,
    COMMUNITY_LIMITS.votesPerDay,
    DAY_MS / 1000,
  );
  if (!result.allowed) {
    refuse(LIMIT_MESSAGES.votesPerDay(formatWait(result.retryAfterSeconds)), result.retryAfterSeconds * 1000);
  }
}
