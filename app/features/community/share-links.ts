/** SPEC "/community" share options: LinkedIn, Twitter (with hashtags), WhatsApp and e-mail (mailto). */
export type ShareTarget = 'linkedin' | 'twitter' | 'whatsapp' | 'email';

export type ShareInput = {
  url: string;
  title: string;
  /** The share description: the post's text cut to SPEC's 150 characters. */
  description: string;
  tags: readonly string[];
};

/** Always present, so a post without tags still reaches the people who follow the topic. */
const BASE_HASHTAGS = ['H1B', 'SponsorPath'];
const MAX_HASHTAGS = 5;

/** Twitter hashtags are letters, digits and underscores; tags like "green-card" become "greencard". */
export function toHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of [...BASE_HASHTAGS, ...tags]) {
    const tag = raw.normalize('NFKC').replace(/[^\p{L}\p{N}_]/gu, '');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
    if (result.length === MAX_HASHTAGS) break;
  }
  return result;
}

export function buildShareUrl(target: ShareTarget, input: ShareInput): string {
  const url = encodeURIComponent(input.url);
  switch (target) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'twitter': {
      const params = new URLSearchParams({
        text: input.title,
        url: input.url,
        hashtags: toHashtags(input.tags).join(','),
      });
      return `https://twitter.com/intent/tweet?${params.toString()}`;
    }
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${input.title}\n${input.url}`)}`;
    case 'email': {
      const subject = encodeURIComponent(input.title);
      const body = encodeURIComponent(`${input.description}\n\n${input.url}`);
      return `mailto:?subject=${subject}&body=${body}`;
    }
  }
}
