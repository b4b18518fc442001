// The membership options a membership-linked plan is sold with (Elevate Wellness Membership,
// 5.00 a month): the chosen one is remembered and added to the cart with the plan. A current
// member logs in to the member dashboard instead, in a new tab (its address is the site's).
import { centsToDecimal } from '@benefit-store/contract/money';
import { membershipFeeCents, type PricedPlan } from '@benefit-store/contract/pricing';
import { Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewTabAnchor } from '../../../shared/ui/new-tab-anchor';
import { useMembershipPlans } from '../api/get-plan-pricing-detail-elevate';

export function MembershipModal({
  enrollmentId,
  opened,
  onClose,
  onSelect,
  memberDashboard,
}: {
  enrollmentId: string;
  opened: boolean;
  onClose: () => void;
  onSelect: (membership: PricedPlan) => void;
  /** The member dashboard's address, when the site has one. */
  memberDashboard: string | undefined;
}) {
  const { t } = useTranslation();
  const memberships = useMembershipPlans(enrollmentId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('plans.membership_title')}
      closeButtonProps={{ 'aria-label': t('plans.close') }}
    >
      <Stack gap="md">
        <Text>{t('plans.membership_text', { fee: `$${centsToDecimal(membershipFeeCents)}` })}</Text>
        {memberships.isPending && <Loader role="status" aria-label={t('app.loading')} />}
        {memberships.isError && <Text c="red.8">{memberships.error.message}</Text>}
        {memberships.data?.plans.map((plan) => (
          <Card key={plan.plan_pricing_id} withBorder padding="sm">
            <Group justify="space-between">
              <Stack gap={0}>
                <Text fw={700}>{plan.plan_name || t('plans.membership_name')}</Text>
                <Text size="sm">{t('plans.per_month', { price: `$${plan.price}` })}</Text>
              </Stack>
              <Button onClick={() => onSelect(plan)} aria-label={`${t('plans.select_membership')}: ${plan.plan_name}`}>
                {t('plans.select_membership')}
              </Button>
            </Group>
          </Card>
        ))}
        {memberDashboard && (
          <NewTabAnchor href={memberDashboard} w="fit-content">
            {t('plans.member_login')}
          </NewTabAnchor>
        )}
      </Stack>
    </Modal>
  );
}
