import { NEW_ACCOUNT_AGE_MS } from '../../../core/community.ts';

/** Who is asking: null for a visitor. Built once per request from the session and the config. */
export type Actor = {
  id: string;
  email: string;
  displayName: string;
  createdAt: Date;
  isModerator: boolean;
};

type Owned = { userId: string };
type SoftDeletable = Owned & { deletedAt?: Date | null; isDeleted?: boolean };

/** Authorization of the community, one function per decision (outline server/policies). */
export function canWrite(actor: Actor | null): actor is Actor {
  return actor !== null;
}

export function isOwner(actor: Actor | null, target: Owned): boolean {
  return actor !== null && actor.id === target.userId;
}

function isGone(target: SoftDeletable): boolean {
  return Boolean(target.deletedAt) || Boolean(target.isDeleted);
}

/** Only the author edits, and only what is not deleted. */
export function canEdit(actor: Actor | null, target: SoftDeletable): boolean {
  return isOwner(actor, target) && !isGone(target);
}

/** The author deletes their own; a moderator deletes anything. */
export function canDelete(actor: Actor | null, target: SoftDeletable): boolean {
  if (isGone(target) || actor === null) return false;
  return isOwner(actor, target) || actor.isModerator;
}

/** Hidden by flags: only the author and moderators still see it. */
export function canSeeHidden(actor: Actor | null, target: Owned): boolean {
  return isOwner(actor, target) || (actor?.isModerator ?? false);
}

export function canModerate(actor: Actor | null): boolean {
  return actor?.isModerator ?? false;
}

/** Accounts older than 72 hours: looser limits, and their flags count toward hiding. */
export function isEstablished(actor: Actor, now: Date): boolean {
  return now.getTime() - actor.createdAt.getTime() >= NEW_ACCOUNT_AGE_MS;
}
