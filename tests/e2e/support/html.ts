/** Just enough HTML reading to check server-rendered head tags without a browser. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ENTITIES[name] ?? _match);
}

function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function findTitle(html: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1]!) : undefined;
}

export function findMetas(html: string): Record<string, string>[] {
  return [...html.matchAll(/<meta\b[^>]*>/gi)].map((match) => parseAttributes(match[0]));
}

export function findLinks(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => parseAttributes(match[0]));
}

export function findJsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script\b[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}
