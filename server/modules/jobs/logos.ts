import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashString } from './demo/random.ts';

const PALETTE = [
  '#1d4ed8',
  '#047857',
  '#6d28d9',
  '#b45309',
  '#be123c',
  '#0e7490',
  '#4338ca',
  '#15803d',
  '#a21caf',
  '#c2410c',
];

/** A company mark drawn from its slug: served locally so pages never load third-party images. */
export function renderLogoSvg(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const initials = (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '?').slice(0, 2)
  )
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const hash = hashString(slug);
  const color = PALETTE[hash % PALETTE.length];
  const shape =
    hash % 3 === 0
      ? '<circle cx="32" cy="32" r="32"'
      : `<rect width="64" height="64" rx="${hash % 2 === 0 ? 14 : 6}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-hidden="true">${shape} fill="${color}"/><text x="32" y="41" text-anchor="middle" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="#fff">${initials}</text></svg>`;
}

export const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/logos/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/) }) } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=604800')
        .send(renderLogoSvg(request.params.file.replace(/\.svg$/, ''))),
  );
};
