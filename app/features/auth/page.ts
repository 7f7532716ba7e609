/** Entry for the /auth route only (see ./index.ts for why it is separate). */
export { AuthPage, parseAuthTab } from './components/auth-page.tsx';
