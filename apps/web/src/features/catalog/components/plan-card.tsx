// A plan in the listing: logo and name (to its detail), carrier, then the household's own monthly
// price (or, in its place, why the household cannot buy it and the fix), the facts people choose
// by, the action (Add to Cart, Enroll Now, In your cart), the other households' prices behind a
// toggle and the compare checkbox. Before a household exists it leads with the plan's starting
// prices instead.
import type { PlanSummary } from '@benefit-store/contract/catalog';
import { decimalToCents } from '@benefit-store/contract/money';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Image,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatMoney } from '../../../shared/ui/format-money';
import { tierName } from '../../../shared/words/tier-name';
import { planPath } from '../paths';
import { FactList, usePlanFacts } from './plan-facts';
import { shownTierPrices } from './plan-sections';
import { plainText } from './rich-text';

type TierPricedPlan = Pick<PlanSummary, 'tier_price' | 'is_premier_plan'>;

/** A plan's tier prices in words: 'Member Only: $20.00/month', ... (`except` leaves a tier out). */
export function useTierPriceLines() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (plan: TierPricedPlan, except?: string) =>
    shownTierPrices(plan)
      .filter((price) => price.tier !== except)
      .map((price) => ({
        tier: price.tier,
        text: t('plans.tier_price', {
          tier: tierName(t, price.tier, plan.is_premier_plan),
          price: money(price.price_male_nons),
        }),
      }));
}

function TierPriceList({ lines, id }: { lines: readonly { tier: string; text: string }[]; id?: string }) {
  return (
    <List id={id} size="sm" listStyleType="none" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line.tier}>{line.text}</List.Item>
      ))}
    </List>
  );
}

/** The lowest price above 0 among a plan's tiers, as a decimal string. */
export function lowestTierPrice(plan: Pick<PlanSummary, 'tier_price'>): string | undefined {
  const cents = (price: { price_male_nons: string }) => decimalToCents(price.price_male_nons) ?? 0;
  return [...shownTierPrices(plan)].sort((a, b) => cents(a) - cents(b))[0]?.price_male_nons;
}

/** What the card leads with: the household's price, the notice in its place, or starting prices. */
function PriceLead({ plan, notice, withHousehold }: { plan: PlanSummary; notice: ReactNode; withHousehold: boolean }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const lines = useTierPriceLines();
  if (withHousehold && plan.price)
    return (
      <div>
        <Text size="sm" c="gray.7">
          {t('plans.your_price')}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {t('plans.per_month', { price: money(plan.price) })}
        </Text>
      </div>
    );
  if (withHousehold) return notice;
  const lowest = lowestTierPrice(plan);
  return (
    <div>
      {lowest && (
        <Text fz={24} fw={700} lh={1.2}>
          {t('plans.price_from', { price: money(lowest) })}
        </Text>
      )}
      <TierPriceList lines={lines(plan)} />
    </div>
  );
}

/** The other households' prices (the other tiers), behind a toggle. */
function OtherPrices({ plan, householdTier }: { plan: PlanSummary; householdTier: string }) {
  const { t } = useTranslation();
  const lines = useTierPriceLines()(plan, householdTier);
  const [opened, setOpened] = useState(false);
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        aria-expanded={opened}
        aria-controls={id}
        onClick={() => setOpened((open) => !open)}
      >
        {t('plans.other_prices')}
      </Button>
      <Collapse expanded={opened} id={id}>
        <TierPriceList lines={lines} />
      </Collapse>
    </div>
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

/** The logo, or nothing when the plan has none. */
export function PlanLogo({ plan, height }: { plan: Pick<PlanSummary, 'plan_logo' | 'plan_name'>; height: number }) {
  const { t } = useTranslation();
  if (!plan.plan_logo) return null;
  return (
    <Image
      src={plan.plan_logo}
      alt={t('plans.logo', { name: plan.plan_name })}
      h={height}
      w="auto"
      maw="100%"
      fit="contain"
    />
  );
}

export const planTitleId = (planId: string) => `plan-title-${planId}`;

export function PlanCard({
  plan,
  compare,
  notice,
  action,
  householdTier,
}: {
  plan: PlanSummary;
  compare: CompareChoice;
  /** Why the household cannot buy the plan as it stands, with its fix: shown where the price would be. */
  notice: ReactNode;
  /** Add to Cart, Enroll Now or In your cart. */
  action: ReactNode;
  /** The household's tier; undefined before a household exists (the card shows starting prices). */
  householdTier: string | undefined;
}) {
  const { t } = useTranslation();
  const detail = usePlanDetailPath(plan);
  const facts = usePlanFacts()(plan);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={planTitleId(plan.plan_id)}>
      <Stack gap="sm" h="100%">
        <PlanLogo plan={plan} height={40} />
        <div>
          <Title order={3} size="h4" id={planTitleId(plan.plan_id)}>
            <Anchor component={Link} to={detail}>
              {plan.plan_name}
            </Anchor>
          </Title>
          <Group gap="xs" mt={2}>
            {plan.carrier_name && (
              <Text size="sm" c="gray.7">
                {plan.carrier_name}
              </Text>
            )}
            {plan.is_featured && (
              <Badge variant="filled" color="dark">
                {t('plans.featured_badge')}
              </Badge>
            )}
          </Group>
        </div>
        <PriceLead plan={plan} notice={notice} withHousehold={householdTier !== undefined} />
        <FactList facts={facts} />
        {plan.callout_text && (
          <Text size="sm" fw={600}>
            {plainText(plan.callout_text)}
          </Text>
        )}
        <Text size="sm" lineClamp={3}>
          {plainText(plan.plan_short_text)}
        </Text>
        <Box mt="auto">{action}</Box>
        {householdTier !== undefined && <OtherPrices plan={plan} householdTier={householdTier} />}
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
