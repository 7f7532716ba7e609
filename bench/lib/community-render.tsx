import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { CommentListResponse } from '../../core/community.ts';
import { SessionProvider } from '../../app/features/auth/index.ts';
import { CommentThread } from '../../app/features/community/comment-thread.tsx';

/**
 * The community benchmark's naive SSR: React rendering every comment of a thread into HTML, as the post
 * page did before it showed a window of them (decision 022). The thread alone, so a lower bound.
 */
export async function renderFullThread(comments: CommentListResponse): Promise<string> {
  const now = new Date();
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SessionProvider initialUser={null} initialSession={null}>
          <CommentThread
            postId="bench"
            comments={comments.comments}
            now={now}
            onChanged={() => undefined}
            onVoted={() => undefined}
          />
        </SessionProvider>
      ),
    },
  ]);
  return Promise.resolve(renderToString(<Stub initialEntries={['/']} />));
}
