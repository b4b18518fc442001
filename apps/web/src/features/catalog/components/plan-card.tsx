// A plan in the listing: logo, name (to its detail), callout and short text, tier prices above 0,
// Add to Cart (priced first) or Enroll Now, and the compare checkbox.
import type { PlanSummary } from '@benefit-store/contract/catalog';
import { tiers } from '@benefit-store/contract/quoting';
import type { getAflacQuestions } from '@benefit-store/contract/underwriting';
import { Anchor, Button, Card, Checkbox, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { request } from '../../../shared/api/client';
import { AddToCartButton, type CartRequest } from '../../cart/components/add-to-cart';
import { fetchPricing } from '../../pricing/api/get-plan-pricing-detail';
import { planPath } from '../paths';
import { shownTierPrices } from './plan-sections';
import { plainText } from './rich-text';

export const tierName = (t: TFunction, tier: string) =>
  tiers.some((code) => code === tier) ? t(`quote.tier_${tier}`) : tier;

export const money = (price: string) => `$${price}`;

/** Words for a line that cannot be added from the listing; empty when the plan's page takes over. */
type Refusal = string;

/**
 * The line to add for a plan (spec 000 section 4: special-carrier check, pricing, then add): its
 * preselected option priced now, or the pricing error's words. A plan with special-carrier or
 * health questions still to answer opens its detail page, where they are asked.
 */
export async function pricedLine(
  planId: string,
  enrollmentId: string,
  noPrice: string,
  openDetail: () => void,
): Promise<CartRequest | Refusal> {
  const [carrier, pricing] = await Promise.all([
    request<typeof getAflacQuestions>('getAflacQuestions', { input: { enrollment_id: enrollmentId, plan_id: planId } }),
    fetchPricing(planId, enrollmentId),
  ]);
  if (carrier.result.length > 0 || (!pricing.ok && pricing.errorCode === 'newQuestionsError')) {
    openDetail();
    return '';
  }
  if (!pricing.ok) return pricing.message;
  const option = pricing.detail.selected_plan ?? pricing.detail.plans[0];
  if (!option) return noPrice;
  return { enrollment_id: enrollmentId, plan_id: option.plan_id, plan_pricing_id: option.plan_pricing_id };
}

export function TierPrices({ plan }: { plan: Pick<PlanSummary, 'tier_price'> }) {
  const { t } = useTranslation();
  const prices = shownTierPrices(plan);
  if (prices.length === 0) return null;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {prices.map((price) => (
        <List.Item key={price.tier}>
          {t('plans.tier_price', { tier: tierName(t, price.tier), price: money(price.price_male_nons) })}
        </List.Item>
      ))}
    </List>
  );
}

export interface CompareChoice {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

export function PlanCard({
  plan,
  enrollmentId,
  compare,
}: {
  plan: PlanSummary;
  enrollmentId: string | null;
  compare: CompareChoice;
}) {
  const { t } = useTranslation();
  const { landing } = useParams();
  const navigate = useNavigate();
  const detail = planPath(plan.plan_id, plan.plan_name, landing);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" h="100%">
        {plan.plan_logo && (
          <Image src={plan.plan_logo} alt={t('plans.logo', { name: plan.plan_name })} h={48} w="auto" fit="contain" />
        )}
        <Title order={3} size="h4">
          <Anchor component={Link} to={detail}>
            {plan.plan_name}
          </Anchor>
        </Title>
        {plan.callout_text && (
          <Text size="sm" fw={600}>
            {plainText(plan.callout_text)}
          </Text>
        )}
        <Text size="sm">{plainText(plan.plan_short_text)}</Text>
        <TierPrices plan={plan} />
        <Group mt="auto" gap="sm" align="flex-start">
          {plan.is_in_cart ? (
            <Text fw={700} size="sm">
              {t('plans.in_cart')}
            </Text>
          ) : (
            !plan.hide_add_to_cart &&
            // Membership-linked plans, and any plan before a household exists, are chosen on their page.
            (plan.membership_plan_id !== null || enrollmentId === null ? (
              <Button component={Link} to={detail}>
                {t('plans.enroll_now')}
              </Button>
            ) : (
              <AddToCartButton
                label={t('plans.add_to_cart')}
                lineFor={() =>
                  pricedLine(plan.plan_id, enrollmentId, t('catalog.plans_not_available'), () => void navigate(detail))
                }
              />
            ))
          )}
        </Group>
        <Checkbox
          label={t('plans.compare_pick', { name: plan.plan_name })}
          checked={compare.checked}
          disabled={compare.disabled}
          onChange={(event) => compare.onChange(event.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
}
