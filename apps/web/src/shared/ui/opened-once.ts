// A closed menu, drawer or modal is not loaded nor drawn until it is first opened: a first visit
// then fetches and hydrates none of them (issue 33). Once opened it stays, so that it can close
// with its transition and open again at once.
import { useState } from 'react';

/** True from the first time `opened` is true. */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
