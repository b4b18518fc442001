// The plans listing (/plans, /new-plans and their landing variants): the household's filter bar,
// the category side filter, the medical network filter, featured plans, the plans by section,
// and the compare bar; optional query type = a category.
import { type CategoryCode, categoryCodes } from '@benefit-store/contract/catalog';
import { Alert, Grid, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AddToCartNotice } from '../../features/cart/components/add-to-cart';
import { usePlans } from '../../features/catalog/api/get-filtered-plans';
import { CompareBar, useCompare } from '../../features/catalog/components/compare';
import { FeaturedPlans } from '../../features/catalog/components/featured-plans';
import { PlanCard } from '../../features/catalog/components/plan-card';
import { CategoryFilter, NetworkFilter } from '../../features/catalog/components/plan-filters';
import { categoryLabel, groupBySection, sectionLabel } from '../../features/catalog/components/plan-sections';
import { BasicDetailsModal, FilterBar } from '../../features/quoting/components/filter-bar';
import { HouseholdForm } from '../../features/quoting/components/household-form';
import { useSession } from '../../shared/session/session-store';
import { usePageTitle } from '../../shared/ui/page-title';
import { PlanAddButton } from './plan-add-button';

const categoryOf = (value: string | null) => categoryCodes.find((code) => code === value);

export default function PlansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = categoryOf(params.get('type'));
  const tempId = useSession((state) => state.tempId);
  const over65 = useSession((state) => state.over65);
  const [categories, setCategories] = useState<CategoryCode[]>(type ? [type] : []);
  const [network, setNetwork] = useState('');
  const [editing, setEditing] = useState(false);
  const compare = useCompare();
  useEffect(() => setCategories(type ? [type] : []), [type]);
  const plans = usePlans(tempId, categories, network || undefined);
  const list = plans.data?.result ?? [];
  const empty = plans.isSuccess && list.length === 0;

  // Spec 000 section 2: with the age-based flag set and no plans, the visitor goes back to /.
  useEffect(() => {
    if (over65 && empty) void navigate('/', { replace: true });
  }, [over65, empty, navigate]);

  const heading = type ? t('plans.available', { category: t(categoryLabel(type)) }) : t('plans.available_all');
  usePageTitle(type ? t(categoryLabel(type)) : t('title.plans'));
  if (tempId === null && type === undefined)
    return (
      <Stack gap="md" py="lg">
        <Title order={1}>{t('plans.title')}</Title>
        <Text>{t('quote.get_started_text')}</Text>
        <HouseholdForm submitLabel={t('quote.submit')} onSaved={() => undefined} />
      </Stack>
    );
  const showNetwork = categories.length === 0 || categories.includes('medical');
  return (
    <Stack gap="lg" py="lg" pb={96}>
      <Title order={1}>{heading}</Title>
      {tempId !== null && (
        <>
          <FilterBar enrollmentId={tempId} onEdit={() => setEditing(true)} />
          <BasicDetailsModal enrollmentId={tempId} opened={editing} onClose={() => setEditing(false)} />
        </>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: tempId === null ? 0 : 3 }}>
          {tempId !== null && <CategoryFilter enrollmentId={tempId} value={categories} onChange={setCategories} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: tempId ? 9 : 12 }}>
          <Stack gap="lg">
            {showNetwork && <NetworkFilter enrollmentId={tempId} value={network} onChange={setNetwork} />}
            <FeaturedPlans />
            {plans.isPending && plans.fetchStatus !== 'idle' && <Loader aria-label={t('app.loading')} />}
            {plans.isError && <Alert color="red">{plans.error.message}</Alert>}
            {empty && (
              <Alert color="gray" title={t('catalog.plans_not_available')}>
                {t('catalog.no_plans')}
              </Alert>
            )}
            {groupBySection(list).map((group) => (
              <Stack key={group.section} component="section" gap="sm" aria-labelledby={`section-${group.section}`}>
                <Title order={2} id={`section-${group.section}`}>
                  {t(sectionLabel(group.section))}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {group.plans.map((plan) => (
                    <PlanCard
                      key={plan.plan_id}
                      plan={plan}
                      enrollmentId={tempId}
                      compare={compare.choiceFor(plan.plan_id)}
                      addToCart={tempId !== null && <PlanAddButton plan={plan} enrollmentId={tempId} />}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
      <CompareBar plans={list.filter((plan) => compare.ids.includes(plan.plan_id))} onClear={compare.clear} />
      <AddToCartNotice />
    </Stack>
  );
}
