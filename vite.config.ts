import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [sonnerWithoutInlineStyles(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
