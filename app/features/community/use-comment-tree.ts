import { useCallback, useEffect, useRef, useState } from 'react';
import { COMMUNITY_MESSAGES } from '../../../core/community-rules.ts';
import type { CommentListResponse, CommentNode, VoteResponse } from '../../../core/community.ts';
import { toast } from '../../components/ui/toast.ts';
import { fetchComments } from './api/comments.ts';

/** Replaces one node of the tree (by id) without touching the others. */
export function updateNode(
  nodes: readonly CommentNode[],
  id: string,
  change: (node: CommentNode) => CommentNode,
): CommentNode[] {
  return nodes.map((node) =>
    node.id === id ? change(node) : { ...node, replies: updateNode(node.replies, id, change) },
  );
}

/**
 * The comment thread as shown: the server's tree, replaced by a refetch after each change (ours or a
 * live event). Refetches are coalesced: at most one in flight, and one more if something changed meanwhile.
 * `complete` is false while `initial` holds only the first threads (the page loader's window); any
 * refetch brings the whole tree.
 */
export function useCommentTree(postId: string, initial: CommentListResponse, initialComplete = true) {
  const [tree, setTree] = useState(initial);
  const [complete, setComplete] = useState(initialComplete);
  const inFlight = useRef(false);
  const again = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      do {
        again.current = false;
        const result = await fetchComments(postId);
        if (!mounted.current) return;
        if (result.ok) {
          setTree(result.data);
          setComplete(true);
        } else toast.error(COMMUNITY_MESSAGES.failedToLoadComments, { description: result.message });
      } while (again.current);
    } finally {
      inFlight.current = false;
    }
  }, [postId]);

  const applyVote = useCallback((id: string, vote: VoteResponse) => {
    setTree((current) => ({
      ...current,
      comments: updateNode(current.comments, id, (node) => ({ ...node, ...vote })),
    }));
  }, []);

  return { comments: tree.comments, total: tree.total, complete, refresh, applyVote };
}
