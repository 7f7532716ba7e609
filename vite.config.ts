import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * Sonner inserts its stylesheet through a runtime <style> tag. The production CSP only allows styles
 * from our own files or with the request's nonce, so that tag would be refused (and logged as an error).
 * This turns the injection off; app/components/ui/toaster.tsx imports sonner/dist/styles.css instead.
 */
function sonnerWithoutInlineStyles(): Plugin {
  return {
    name: 'sonner-without-inline-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js/.test(id)) return null;
      const patched = code.replace(/function __insertCSS\(code\) \{/, 'function __insertCSS(code) { return;');
      if (patched === code) this.warn('sonner: __insertCSS not found; toasts may be blocked by the CSP');
      return { code: patched, map: null };
    },
  };
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const ROOT_ROUTE = path.resolve(import.meta.dirname, 'app/root.tsx');
let shellModules: Set<string> | undefined;

/** Modules the root route needs, directly or through other modules: loaded on every page anyway. */
function collectShell(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [ROOT_ROUTE];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function chunkGroup(moduleId: string, ctx: ChunkingContext): string | null {
  if (FRAMEWORK.test(moduleId)) return 'framework';
  shellModules ??= collectShell(ctx);
  return shellModules.has(moduleId) ? 'shell' : null;
}

export default defineConfig({
  plugins: [sonnerWithoutInlineStyles(), tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        /**
         * Fewer, larger chunks (decision 014): left alone, the bundler makes one file per shared module
         * (20-odd scripts on a first visit, many under 1 KiB), and on a phone every request costs a round
         * trip. React and React Router are one long-cached file; everything the root route (the site's
         * shell: header, footer, session) imports is another; each page's own code stays in its chunk.
         */
        codeSplitting: { groups: [{ name: chunkGroup, debugName: 'framework-and-shell' }] },
      },
    },
  },
});
