// The store's home (/): the landing feature's welcome with the quote banner.
import Home from '../../features/landing/pages/home-page';
import { QuoteBanner } from './quote-banner';

export default function HomePage() {
  return <Home banner={<QuoteBanner />} />;
}
