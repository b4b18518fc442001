// The start-up data the server writes into the page (apps/api/src/http/web-app.ts): the site's
// get-default-info answer, so the shell's first render has the site's name, contact and colours
// without waiting for that call, and on a page the server drew (entry-server.tsx) every answer it
// was drawn from. Used only when made in the visitor's language.
import type { CallData } from '@benefit-store/contract/define';
import type { getDefaultInfo } from '@benefit-store/contract/landing';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { defaultInfoQuery } from '../features/landing/api/get-default-info';
import { currentLanguage } from '../i18n/i18n';

export interface StartupData {
  language: string;
  defaultInfo: CallData<typeof getDefaultInfo>;
  /** The query cache of the page the server drew, when it drew one. */
  rendered?: DehydratedState;
}

/**
 * Puts the page's start-up data into the query cache; a page without it fetches as usual. Says
 * whether the page came drawn with the answers it was drawn from, in the visitor's language: only
 * then may the browser hydrate it rather than draw it again.
 */
export function seedStartupData(queryClient: QueryClient, page: Document = document): boolean {
  const text = page.getElementById('startup-data')?.textContent;
  if (!text) return false;
  try {
    const startup = JSON.parse(text) as StartupData;
    if (startup.language !== currentLanguage() || !startup.defaultInfo?.site) return false;
    queryClient.setQueryData(defaultInfoQuery.queryKey, startup.defaultInfo);
    if (!startup.rendered) return false;
    hydrate(queryClient, startup.rendered);
    return true;
  } catch {
    // Not JSON: the shell calls get-default-info instead.
    return false;
  }
}
