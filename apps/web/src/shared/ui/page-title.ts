// The page's own name for the browser's title: each page names itself with usePageTitle, the
// layout adds the landed rep's or group's name and the site's ("Dental plans - Maria Alvarez -
// Benefit Store").
import { useEffect } from 'react';
import { create } from 'zustand';

export const usePageName = create<{ name: string | null }>(() => ({ name: null }));

/** Names the page in the browser's title while it is shown; an empty name waits for data. */
export function usePageTitle(name: string | null | undefined) {
  useEffect(() => {
    usePageName.setState({ name: name || null });
    return () => usePageName.setState({ name: null });
  }, [name]);
}

/** "Page - Party - Site", leaving out a part an earlier one already says ("Maria Alvarez, your
 *  benefits advisor - Benefit Store"). */
export function documentTitle(...parts: (string | null | undefined)[]) {
  const kept: string[] = [];
  for (const part of parts) if (part && !kept.some((earlier) => earlier.includes(part))) kept.push(part);
  return kept.join(' - ');
}
