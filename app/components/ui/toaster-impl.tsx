import { Toaster as SonnerToaster } from 'sonner';
// Sonner normally injects this stylesheet with a <style> tag at runtime, which the CSP (style-src with a
// nonce) blocks; vite.config.ts disables that injection and the file is bundled like any other CSS.
import 'sonner/dist/styles.css';

export function ToasterImpl() {
  return (
    <SonnerToaster
      // At the bottom: a toast never covers the header and its navigation (on phones the header is two
      // rows tall), and it stays dismissible by its close button or a swipe.
      position="bottom-center"
      closeButton
      duration={6000}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
