/**
 * zod compiles object parsers with `new Function` when it may; to find out it tries one, which a strict
 * Content-Security-Policy (server/plugins/security.ts: no 'unsafe-eval') blocks and reports as a violation: Chrome lists
 * it as an issue and Lighthouse takes best-practices points for it. zod reads its settings from
 * `globalThis.__zod_globalConfig` when its module first runs, and route modules (zod among their imports)
 * run before the client entry, so the setting is made by an inline script in the document head, before
 * any module. `jitless` parsers are a little slower; the browser parses small forms and answers.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};';

export function ZodJitless({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />;
}
