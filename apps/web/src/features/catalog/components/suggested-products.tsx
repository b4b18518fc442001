// Suggested Products on a plan's detail page: related plans priced for the household, each with
// its price, a link to its detail and Add to Cart.
import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AddToCartButton } from '../../cart/components/add-to-cart';
import { useRelatedPlans } from '../api/get-related-plans';
import { planPath } from '../paths';

export function SuggestedProducts({ enrollmentId, planId }: { enrollmentId: string; planId: string }) {
  const { t } = useTranslation();
  const { landing } = useParams();
  const related = useRelatedPlans(enrollmentId, planId).data?.result ?? [];
  if (related.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="suggested-title" gap="sm">
      <Title order={2} id="suggested-title">
        {t('plans.suggested')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {related.map((plan) => (
          <Card key={plan.plan_pricing_id} withBorder radius="md" padding="md">
            <Stack gap="xs">
              {plan.plan_logo && (
                <Image
                  src={plan.plan_logo}
                  alt={t('plans.logo', { name: plan.plan_name })}
                  h={40}
                  w="auto"
                  fit="contain"
                />
              )}
              <Title order={3} size="h4">
                <Anchor component={Link} to={planPath(plan.plan_id, plan.plan_name, landing)}>
                  {plan.plan_name}
                </Anchor>
              </Title>
              <Text fw={700}>{t('plans.per_month', { price: `$${plan.price}` })}</Text>
              <AddToCartButton
                variant="outline"
                label={t('plans.add_to_cart')}
                lineFor={async () => ({
                  enrollment_id: enrollmentId,
                  plan_id: plan.plan_id,
                  plan_pricing_id: plan.plan_pricing_id,
                })}
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
