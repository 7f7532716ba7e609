import { useState } from 'react';
import { COMMUNITY_MESSAGES, type VoteDirection, type VoteValue } from '../../../core/community-rules.ts';
import { toast } from '../../components/ui/toast.ts';
import { useSession } from '../auth/index.ts';
import { votePost } from './api/votes.ts';

/**
 * A post's votes as the user sees them: the server applies SPEC's toggle rule and answers the new
 * count, which replaces ours. Visitors are told to sign in; nothing is sent for them.
 */
export function usePostVote(postId: string, initial: { vote_count: number; my_vote: VoteValue }) {
  const { status } = useSession();
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(false);

  async function vote(direction: VoteDirection) {
    if (status !== 'signed-in') {
      toast.error(COMMUNITY_MESSAGES.signInRequiredTitle, {
        description: COMMUNITY_MESSAGES.signInToVoteOnPosts,
      });
      return;
    }
    setPending(true);
    const result = await votePost(postId, direction);
    setPending(false);
    if (!result.ok) {
      toast.error('Failed to vote on post', { description: result.message });
      return;
    }
    setState(result.data);
  }

  return {
    count: state.vote_count,
    myVote: state.my_vote,
    pending,
    vote: (direction: VoteDirection) => void vote(direction),
    /** A live refetch brought newer figures. */
    reset: setState,
  };
}
