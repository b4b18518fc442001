// Plans in cards three across under a section heading: each card has the plan's logo, its name
// linking to its detail page, and what the section adds (a short text, a price and a button).
import { Anchor, Card, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { planPath } from '../paths';

interface TilePlan {
  plan_id: string;
  plan_name: string;
  plan_logo: string;
}

interface PlanTilesProps<P extends TilePlan> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  plans: readonly P[];
  keyOf: (plan: P) => string;
  children: (plan: P) => ReactNode;
}

export function PlanTiles<P extends TilePlan>({ id, title, plans, keyOf, children }: PlanTilesProps<P>) {
  const { t } = useTranslation();
  const { landing } = useParams();
  if (plans.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {plans.map((plan) => (
          <Card key={keyOf(plan)} withBorder radius="md" padding="md">
            <Stack gap="xs">
              {plan.plan_logo && (
                <Image
                  src={plan.plan_logo}
                  alt={t('plans.logo', { name: plan.plan_name })}
                  h={44}
                  w="auto"
                  fit="contain"
                />
              )}
              <Title order={3} size="h4">
                <Anchor component={Link} to={planPath(plan.plan_id, plan.plan_name, landing)}>
                  {plan.plan_name}
                </Anchor>
              </Title>
              {children(plan)}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
