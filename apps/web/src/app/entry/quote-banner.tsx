// The get-started banner of the home pages: the quote form, then featured plans three across.
import { Stack } from '@mantine/core';
import { FeaturedPlans } from '../../features/catalog/components/featured-plans';
import { GetStartedBanner } from '../../features/quoting/components/get-started-banner';

export function QuoteBanner({ referral }: { referral?: string }) {
  return (
    <Stack gap="lg">
      <GetStartedBanner referral={referral} />
      <FeaturedPlans />
    </Stack>
  );
}
