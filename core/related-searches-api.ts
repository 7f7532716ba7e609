import { z } from 'zod';
import { MAX_RELATED_SEARCHES, RELATED_SEARCH_MAX_LENGTH } from './related-searches.ts';

/** GET /api/jobs/related-searches (zod: the server validates with these; the browser checks the shape). */
export const relatedSearchesQuerySchema = z.object({
  search: z
    .string()
    .max(RELATED_SEARCH_MAX_LENGTH)
    // Control characters (NUL included, which PostgreSQL cannot store) separate words like spaces.
    // eslint-disable-next-line no-control-regex
    .transform((value) => value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim())
    .pipe(z.string().min(1, 'search must not be empty.')),
});
export const relatedSearchesResponseSchema = z.object({
  search: z.string(),
  /** At most 5 search terms, best first; empty when neither a keyword rule nor the data has any. */
  suggestions: z.array(z.string()).max(MAX_RELATED_SEARCHES),
});
export type RelatedSearchesResponse = z.infer<typeof relatedSearchesResponseSchema>;
