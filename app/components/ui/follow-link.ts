import { startTransition, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useNavigate,
  type NavigateOptions,
} from 'react-router';

export type FollowLink = (
  event: MouseEvent<HTMLAnchorElement>,
  to: string,
  options?: NavigateOptions,
) => void;

/**
 * What React Router's `Link` does when clicked, for components that repeat many links (a page of job cards
 * has 120): the links are plain anchors (`<a href data-discover>`) and share this one handler. Each `Link`
 * resolves its path, reads the location and builds its own handler on every render, a tenth of a /jobs
 * page's server render (decision 014). A click with a modifier key, another button or another target is
 * left to the browser (new tab, new window, download), as `Link` does. `to` is an absolute path of the app.
 */
export function useFollowLink(): FollowLink {
  const navigate = useNavigate();
  const { useTransitions } = useContext(NavigationContext);
  return (event, to, options) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const target = event.currentTarget.getAttribute('target');
    if (target && target !== '_self') return;
    event.preventDefault();
    const go = () => void navigate(to, options);
    if (useTransitions) startTransition(go);
    else go();
  };
}
