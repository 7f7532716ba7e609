import {
  DEFAULT_POST_SORT,
  isTopicCategory,
  POST_SORTS,
  type PostSort,
  type TopicCategory,
} from '../../../core/community-rules.ts';
import { paths } from '../../../core/paths.ts';

export type ListParams = { category: TopicCategory | null; sort: PostSort };

function isPostSort(value: string): value is PostSort {
  return (POST_SORTS as readonly string[]).includes(value);
}

/** The list's state lives in the URL; unknown values fall back to all categories and the default sort. */
export function readListParams(search: URLSearchParams): ListParams {
  const category = search.get('category')?.trim().toLowerCase() ?? '';
  const sort = search.get('sort')?.trim().toLowerCase() ?? '';
  return {
    category: isTopicCategory(category) ? category : null,
    sort: isPostSort(sort) ? sort : DEFAULT_POST_SORT,
  };
}

/** One spelling per list: defaults are left out, parameters in a fixed order. */
export function communityListPath(params: Partial<ListParams>): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.sort && params.sort !== DEFAULT_POST_SORT) query.set('sort', params.sort);
  const search = query.toString();
  return search ? `${paths.community}?${search}` : paths.community;
}

/** SPEC: the canonical URL carries ?category= when filtered; the sort is a view of the same list. */
export function communityCanonicalPath(params: ListParams): string {
  return communityListPath({ category: params.category });
}
