// The resume links (/direct-continue, /save-cart-direct-continue, /group-census-direct-continue,
// /pqs-direct-continue, each /{id}/{tab} base64-encoded): a link or tab that does not decode goes
// to /404; the person confirms the link (features/resume); then a saved cart sent as a quote shows
// the send-quote view (features/quotes), whose Accept goes on to enrollment (spec 000 section 4:
// the quoted effective date, or the earliest offered, stored as the cart's Proceed stores it; the
// cart when that date is no longer offered); any other link goes on to its tab. A link sent in the
// client's language (`?lang=es`, a rep's hand-off) opens the store in it.
import '../../features/resume/resume-words';
import '../../features/quotes/quote-words';
import { languages } from '@benefit-store/contract/messages/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCartCheckout } from '../../features/cart/api/cart-checkout';
import { effectiveDatesQuery } from '../../features/cart/api/get-cart-effective-dates';
import { SendQuoteView } from '../../features/quotes/components/send-quote-view';
import { OpenLink } from '../../features/resume/components/open-link';
import {
  linkTokenOfSegment,
  type Resumed,
  resumeDestination,
  savedTabOfSegment,
  sessionOfResumed,
} from '../../features/resume/resume-target';
import { notFoundPath } from '../../shared/not-found';
import { useSession } from '../../shared/session/session-store';
import { usePageTitle } from '../../shared/ui/page-title';

export type ResumeLinkKind = 'direct-continue' | 'save-cart' | 'group-census' | 'pqs';

export default function DirectContinuePage({ kind }: { kind: ResumeLinkKind }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id, tab } = useParams();
  const [search] = useSearchParams();
  const linkLanguage = languages.find((language) => language === search.get('lang'));
  useEffect(() => {
    // Once, as the link opens: the person may still switch language in the header afterwards.
    if (linkLanguage && i18n.language !== linkLanguage) void i18n.changeLanguage(linkLanguage);
  }, [linkLanguage, i18n]);
  const setSession = useSession((state) => state.set);
  const [quoteOf, setQuoteOf] = useState<Resumed>();
  usePageTitle(quoteOf ? t('quotes.view_title') : t('resume.link_title'));
  const queryClient = useQueryClient();
  const checkout = useCartCheckout();
  const token = linkTokenOfSegment(id);
  const savedTab = savedTabOfSegment(tab);

  const opened = useCallback(
    (resumed: Resumed) => {
      setSession({ ...sessionOfResumed(resumed), redirectionType: kind });
      const destination = resumeDestination(resumed);
      // A quote shows first; a rep or group without a landing url still goes to its error page.
      if (kind === 'save-cart' && resumed.saved_tab === 'cart_info' && !destination.startsWith('/landing-config-error'))
        setQuoteOf(resumed);
      else void navigate(destination, { replace: true });
    },
    [kind, navigate, setSession],
  );

  const accepted = async (resumed: Resumed, quoted: string | null) => {
    const { enrollment_id } = resumed;
    try {
      const date = quoted ?? (await queryClient.fetchQuery(effectiveDatesQuery(enrollment_id))).result[0];
      if (date === undefined) throw new Error('no effective date is offered');
      await checkout.mutateAsync({ enrollment_id, effective_date: date });
      void navigate(resumeDestination({ ...resumed, saved_tab: 'primary_info' }));
    } catch {
      // The date is chosen again on the cart, whose Proceed then opens the wizard.
      void navigate(resumeDestination(resumed));
    }
  };

  if (token === undefined || savedTab === undefined) return <Navigate to={notFoundPath} replace />;
  if (quoteOf)
    return (
      <SendQuoteView
        enrollmentId={quoteOf.enrollment_id}
        onAccepted={(effectiveDate) => void accepted(quoteOf, effectiveDate)}
        onDeclined={() => void navigate('/decline-reminder-email')}
      />
    );
  return <OpenLink token={token} tab={savedTab} onOpened={opened} />;
}
