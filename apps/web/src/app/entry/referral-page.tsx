// The referral landing (/referrals?rid=...), whose quote banner carries the referral.
import Referral from '../../features/landing/pages/referral-page';
import { QuoteBanner } from './quote-banner';

export default function ReferralPage() {
  return <Referral banner={(referral) => <QuoteBanner referral={referral} />} />;
}
