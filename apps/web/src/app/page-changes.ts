// What follows a change of page: the browser's title names the page, the landed rep or group and
// the site; after a navigation (not the first load, nor a redirect), focus moves to the new page's
// heading so keyboard and screen reader users start reading the new content.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { documentTitle, usePageName } from '../shared/ui/page-title';
import { useBrand } from './header/brand';

export function useDocumentTitle() {
  const page = usePageName((state) => state.name);
  const { site, party } = useBrand();
  const title = documentTitle(page, party?.display_name, site?.site_name);
  useEffect(() => {
    // A drawn page arrives with its title: setting it again costs the first visit's start.
    if (title && document.title !== title) document.title = title;
  }, [title]);
}

/** The title as a part of its own: a page naming itself draws this again, not the whole layout. */
export function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/** How long a new page may take to show its heading (its data loading) before focus gives up. */
const headingWait = 10_000;

/** Focuses the main heading of `main`, once there is one; true when it did. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

export function useFocusOnNavigation() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const place = `${pathname}${search}`;
  const previous = useRef(place);
  useEffect(() => {
    if (previous.current === place) return;
    previous.current = place;
    const main = document.getElementById('main');
    if (!main || navigationType === 'REPLACE' || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), headingWait);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [place, navigationType]);
}
