export { SiteHeader } from './site-header.tsx';
export { SiteFooter } from './site-footer.tsx';
export { SkipLink, MAIN_CONTENT_ID } from './skip-link.tsx';
export { LogoMark } from './logo-mark.tsx';
export { NotFoundView } from './not-found-view.tsx';
export { ErrorView } from './error-view.tsx';
