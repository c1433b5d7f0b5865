import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by its location key (this tab, this visit). */
const positions = new Map<string, number>();

/**
 * The scroll position across the app's navigations (React Router's <ScrollRestoration> belongs to its data
 * router, which the app does not use — ./router.tsx):
 * - Back and Forward return to where that entry was scrolled;
 * - a link to a #hash scrolls to the element it names; a new page otherwise starts at its top;
 * - a change of the query only (a filter, a page of a list, the job modal) keeps the position: those
 *   pages scroll to their list themselves.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const current = useRef(location);

  // Remember where the reader is, for Back. Kept as they scroll: by the time a navigation renders, the
  // page they left is gone and the window may already have been clamped to the new page's height.
  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(current.current.key, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = location;
    if (previous.key === location.key) return; // the first render: the browser placed the page
    if (action === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
