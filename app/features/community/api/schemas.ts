/**
 * The community's zod schemas (core/community.ts), loaded by the first call that reads an answer or checks a
 * form: zod is about 24 KiB gzipped that a page only showing posts does not need (decision 022). The
 * constants and messages the pages show come from core/community-rules.ts, without zod.
 */
export const communitySchemas = () => import('../../../../core/community.ts');

/** The schemas for a form about to be sent, or null when their script could not be loaded (offline). */
export async function formSchemas(): Promise<Awaited<ReturnType<typeof communitySchemas>> | null> {
  try {
    return await communitySchemas();
  } catch {
    return null;
  }
}
