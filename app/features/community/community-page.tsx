import { MessagesSquare, PenSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { COMMUNITY_MESSAGES, TOPIC_CATEGORY_LABELS } from '../../../core/community-rules.ts';
import type { CategoryCountsResponse, PostListItem, PostListResponse } from '../../../core/community.ts';
import { paths } from '../../../core/paths.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useSession } from '../auth/index.ts';
import { fetchPosts } from './api/fetch-posts.ts';
import { CategorySidebar } from './category-sidebar.tsx';
import { PostDialog } from './lazy-post-dialog.tsx';
import type { ListParams } from './list-params.ts';
import { PostCard } from './post-card.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import { SortTabs } from './sort-tabs.tsx';

type CommunityPageProps = {
  params: ListParams;
  firstPage: PostListResponse;
  counts: CategoryCountsResponse;
  /** Moderators get a link to the review queue. */
  isModerator?: boolean;
  /**
   * Who the loader answered for (null: a visitor). Cards hold per-user state (my_vote); after sign-in or
   * sign-out the loader runs again and the list starts over from its fresh first page.
   */
  viewer: string | null;
  /** The loader's clock, so ages in the server HTML and after hydration agree. */
  renderedAt: number;
};

/** Create Post for members, the sign-in dialog for visitors (SPEC "/community"), then the new post. */
function useCreatePost(params: ListParams) {
  const { status } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'none' | 'create' | 'sign-in'>('none');
  const open = () => setDialog(status === 'signed-in' ? 'create' : 'sign-in');
  const elements = (
    <>
      <SignInDialog
        open={dialog === 'sign-in'}
        onClose={() => setDialog('none')}
        onSignedIn={() => setDialog('create')}
        reason={COMMUNITY_MESSAGES.signInToCreatePost}
      />
      <PostDialog
        open={dialog === 'create'}
        onClose={() => setDialog('none')}
        defaultCategory={params.category}
        onSaved={(post) => {
          setDialog('none');
          void navigate(paths.communityPost(post.id));
        }}
      />
    </>
  );
  return { open, elements };
}

export function CommunityPage({
  params,
  firstPage,
  counts,
  isModerator = false,
  viewer,
  renderedAt,
}: CommunityPageProps) {
  const createPost = useCreatePost(params);
  const heading = params.category ? TOPIC_CATEGORY_LABELS[params.category] : 'H1B Community';
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Community</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-slate-700 sm:text-base">
            Ask about the lottery, stamping, transfers and green cards, and share what worked for you.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isModerator ? (
            <ButtonLink to={paths.communityReview} variant="secondary">
              Review Queue
            </ButtonLink>
          ) : null}
          <Button onClick={createPost.open}>
            <PenSquare className="size-4" aria-hidden="true" />
            Create Post
          </Button>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          <CategorySidebar counts={counts} params={params} />
        </aside>
        <section aria-label="Posts" className="min-w-0">
          <SortTabs params={params} />
          <PostList
            // A new list (category or sort) or another viewer starts again from the server's first page.
            key={`${params.category ?? 'all'}:${params.sort}:${viewer ?? 'visitor'}`}
            params={params}
            firstPage={firstPage}
            now={new Date(renderedAt)}
            onCreate={createPost.open}
          />
        </section>
      </div>
      {createPost.elements}
    </div>
  );
}

function PostList({
  params,
  firstPage,
  now,
  onCreate,
}: {
  params: ListParams;
  firstPage: PostListResponse;
  now: Date;
  onCreate: () => void;
}) {
  const [posts, setPosts] = useState<PostListItem[]>(firstPage.posts);
  const [cursor, setCursor] = useState(firstPage.next_cursor);
  const [loading, setLoading] = useState(false);

  async function loadMore() {
    if (!cursor) return;
    setLoading(true);
    const result = await fetchPosts({ ...params, cursor });
    setLoading(false);
    if (!result.ok) {
      toast.error(COMMUNITY_MESSAGES.failedToLoadPosts, { description: result.message });
      return;
    }
    // A post may move between pages while the user reads (new votes): never show it twice.
    setPosts((current) => {
      const seen = new Set(current.map((post) => post.id));
      return [...current, ...result.data.posts.filter((post) => !seen.has(post.id))];
    });
    setCursor(result.data.next_cursor);
  }

  if (posts.length === 0) {
    return (
      <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <MessagesSquare className="size-10 text-slate-400" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{COMMUNITY_MESSAGES.noPostsFound}</h2>
        <p className="mt-1 text-sm text-slate-700">Be the first to start a discussion here.</p>
        <Button className="mt-6" onClick={onCreate}>
          {COMMUNITY_MESSAGES.createFirstPost}
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className="mt-4 space-y-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} now={now} />
          </li>
        ))}
      </ul>
      {cursor ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" pending={loading} onClick={() => void loadMore()}>
            {loading ? 'Loading...' : 'Load more posts'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
