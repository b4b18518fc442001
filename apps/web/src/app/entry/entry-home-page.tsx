// /home: the chosen portal and group, with the quote banner.
import EntryHome from '../../features/landing/pages/entry-home-page';
import { QuoteBanner } from './quote-banner';

export default function EntryHomePage() {
  return <EntryHome banner={<QuoteBanner />} />;
}
