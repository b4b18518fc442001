// The start-up data the server writes into the page (apps/api/src/http/web-app.ts): the site's
// get-default-info answer, so the shell's first render has the site's name, contact and colours
// without waiting for that call. Used only when made in the visitor's language.
import type { CallData } from '@benefit-store/contract/define';
import type { getDefaultInfo } from '@benefit-store/contract/landing';
import type { QueryClient } from '@tanstack/react-query';
import { defaultInfoQuery } from '../features/landing/api/get-default-info';
import { currentLanguage } from '../i18n/i18n';

interface StartupData {
  language: string;
  defaultInfo: CallData<typeof getDefaultInfo>;
}

/** Puts the page's start-up data into the query cache; a page without it fetches as usual. */
export function seedStartupData(queryClient: QueryClient, page: Document = document) {
  const text = page.getElementById('startup-data')?.textContent;
  if (!text) return;
  try {
    const startup = JSON.parse(text) as StartupData;
    if (startup.language === currentLanguage() && startup.defaultInfo?.site)
      queryClient.setQueryData(defaultInfoQuery.queryKey, startup.defaultInfo);
  } catch {
    // Not JSON: the shell calls get-default-info instead.
  }
}
