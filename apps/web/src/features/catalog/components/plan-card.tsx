// A plan in the listing: logo, name (to its detail), callout and short text, tier prices above 0
// (a premier plan's IC tier labelled as such), Add to Cart (the app's) or Enroll Now, and the
// compare checkbox.
import type { PlanSummary } from '@benefit-store/contract/catalog';
import { Anchor, Button, Card, Checkbox, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { tierName } from '../../../shared/words/tier-name';
import { planPath } from '../paths';
import { shownTierPrices } from './plan-sections';
import { plainText } from './rich-text';

export const money = (price: string) => `$${price}`;

type TierPricedPlan = Pick<PlanSummary, 'tier_price' | 'is_premier_plan'>;

/** A plan's tier prices in words: 'Member Only: $20.00/month', ... */
export const tierPriceLines = (t: TFunction, plan: TierPricedPlan) =>
  shownTierPrices(plan).map((price) => ({
    tier: price.tier,
    text: t('plans.tier_price', {
      tier: tierName(t, price.tier, plan.is_premier_plan),
      price: money(price.price_male_nons),
    }),
  }));

export function TierPrices({ plan }: { plan: TierPricedPlan }) {
  const { t } = useTranslation();
  const lines = tierPriceLines(t, plan);
  if (lines.length === 0) return null;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line.tier}>{line.text}</List.Item>
      ))}
    </List>
  );
}

export interface CompareChoice {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** The detail page of a plan, under the landing when there is one. */
export const usePlanDetailPath = (plan: Pick<PlanSummary, 'plan_id' | 'plan_name'>) =>
  planPath(plan.plan_id, plan.plan_name, useParams().landing);

export function PlanCard({
  plan,
  enrollmentId,
  compare,
  addToCart,
}: {
  plan: PlanSummary;
  enrollmentId: string | null;
  compare: CompareChoice;
  /** Add to Cart for a plan added from the listing (shown once a household exists). */
  addToCart: ReactNode;
}) {
  const { t } = useTranslation();
  const detail = usePlanDetailPath(plan);
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
              addToCart
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
