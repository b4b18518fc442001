// Server content (plan texts, questions, menus, taglines) comes in the language the client asks
// for: when the visitor switches language, every query is fetched again, and cached answers no
// screen shows are dropped so none reappears in the old language.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function RefetchOnLanguageChange() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    const refetch = () => {
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries();
    };
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n, queryClient]);
  return null;
}
