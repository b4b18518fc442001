// Featured plans three across, each leading to its plan detail.
import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFeaturedPlans } from '../api/get-featured-plans';
import { planPath } from '../paths';
import { plainText } from './rich-text';

export function FeaturedPlans() {
  const { t } = useTranslation();
  const { landing } = useParams();
  const plans = useFeaturedPlans().data?.result ?? [];
  if (plans.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="featured-plans-title" gap="sm">
      <Title order={2} id="featured-plans-title">
        {t('plans.featured')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {plans.map((plan) => (
          <Card key={plan.plan_id} withBorder radius="md" padding="md">
            <Stack gap="xs">
              {plan.plan_logo && (
                <Image
                  src={plan.plan_logo}
                  alt={t('plans.logo', { name: plan.plan_name })}
                  h={48}
                  w="auto"
                  fit="contain"
                />
              )}
              <Title order={3} size="h4">
                <Anchor component={Link} to={planPath(plan.plan_id, plan.plan_name, landing)}>
                  {plan.plan_name}
                </Anchor>
              </Title>
              <Text size="sm">{plainText(plan.plan_short_text)}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
