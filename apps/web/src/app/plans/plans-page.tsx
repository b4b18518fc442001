// The plans listing (/plans, /new-plans and their landing variants): the household's filter bar,
// then the results first, by section, in the chosen order (recommended, price, carrier), each card
// leading with the household's own price; the filters (categories, medical network) beside them on
// a wide screen and in a drawer on a phone; the compare bar; optional query type = a category.
// Before a household exists a category's plans show their starting prices, featured plans below.
import { type CategoryCode, categoryCodes, type PlanSummary } from '@benefit-store/contract/catalog';
import { Alert, Button, Drawer, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AddToCartNotice } from '../../features/cart/components/add-to-cart';
import { usePlans } from '../../features/catalog/api/get-filtered-plans';
import { CompareBar, useCompare } from '../../features/catalog/components/compare';
import { FeaturedPlans } from '../../features/catalog/components/featured-plans';
import { PlanCard } from '../../features/catalog/components/plan-card';
import { CategoryFilter, NetworkFilter, SortSelect } from '../../features/catalog/components/plan-filters';
import {
  categoryLabel,
  groupBySection,
  type SortOrder,
  sectionLabel,
  sortPlans,
} from '../../features/catalog/components/plan-sections';
import { useFilterInfo } from '../../features/quoting/api/get-filter-info';
import { BasicDetailsModal, FilterBar } from '../../features/quoting/components/filter-bar';
import { HouseholdForm } from '../../features/quoting/components/household-form';
import { useSession } from '../../shared/session/session-store';
import { usePageTitle } from '../../shared/ui/page-title';
import { PlanAction, PlanNotice, usePlanFixes } from './plan-card-action';

const categoryOf = (value: string | null) => categoryCodes.find((code) => code === value);

/** The category and network filters, beside the results or in the phone's drawer. */
function Filters({
  enrollmentId,
  categories,
  onCategories,
  network,
  onNetwork,
  showNetwork,
}: {
  enrollmentId: string | null;
  categories: CategoryCode[];
  onCategories: (categories: CategoryCode[]) => void;
  network: string;
  onNetwork: (network: string) => void;
  showNetwork: boolean;
}) {
  return (
    <Stack gap="lg">
      {enrollmentId !== null && (
        <CategoryFilter enrollmentId={enrollmentId} value={categories} onChange={onCategories} />
      )}
      {showNetwork && <NetworkFilter enrollmentId={enrollmentId} value={network} onChange={onNetwork} />}
    </Stack>
  );
}

export default function PlansPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = categoryOf(params.get('type'));
  const tempId = useSession((state) => state.tempId);
  const over65 = useSession((state) => state.over65);
  const [categories, setCategories] = useState<CategoryCode[]>(type ? [type] : []);
  const [network, setNetwork] = useState('');
  const [sort, setSort] = useState<SortOrder>('recommended');
  const [editing, setEditing] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const compare = useCompare();
  const fixes = usePlanFixes(() => setEditing(true));
  useEffect(() => setCategories(type ? [type] : []), [type]);
  const plans = usePlans(tempId, categories, network || undefined);
  const householdTier = useFilterInfo(tempId).data?.tier;
  const list = plans.data?.result ?? [];
  const empty = plans.isSuccess && list.length === 0;

  // Spec 000 section 2: with the age-based flag set and no plans, the visitor goes back to /.
  useEffect(() => {
    if (over65 && empty) void navigate('/', { replace: true });
  }, [over65, empty, navigate]);

  const heading = type ? t('plans.available', { category: t(categoryLabel(type)) }) : t('plans.available_all');
  usePageTitle(type ? t('title.category_plans', { category: t(categoryLabel(type)) }) : t('title.plans'));
  if (tempId === null && type === undefined)
    return (
      <Stack gap="md" py="lg">
        <Title order={1}>{t('plans.title')}</Title>
        <Text>{t('quote.get_started_text')}</Text>
        <HouseholdForm submitLabel={t('quote.submit')} onSaved={() => undefined} />
      </Stack>
    );
  const showNetwork = categories.length === 0 || categories.includes('medical');
  const filters = (
    <Filters
      enrollmentId={tempId}
      categories={categories}
      onCategories={setCategories}
      network={network}
      onNetwork={setNetwork}
      showNetwork={showNetwork}
    />
  );
  const hasFilters = tempId !== null || showNetwork;
  const slotsFor = (plan: PlanSummary) => ({
    notice: <PlanNotice plan={plan} onFix={fixes.fix} />,
    action: <PlanAction plan={plan} enrollmentId={tempId} />,
  });
  return (
    <Stack gap="md" py="lg" pb={96}>
      <Title order={1}>{heading}</Title>
      {tempId !== null && (
        <>
          <FilterBar enrollmentId={tempId} onEdit={() => setEditing(true)} />
          <BasicDetailsModal enrollmentId={tempId} opened={editing} onClose={() => setEditing(false)} />
        </>
      )}
      <Grid gap="lg">
        {hasFilters && (
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            {filters}
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: hasFilters ? 9 : 12 }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" gap="sm">
              <SortSelect value={sort} onChange={setSort} />
              {hasFilters && (
                <Button variant="default" hiddenFrom="md" onClick={() => setDrawer(true)}>
                  {t('plans.filters')}
                </Button>
              )}
            </Group>
            {plans.isPending && plans.fetchStatus !== 'idle' && <Loader role="status" aria-label={t('app.loading')} />}
            {plans.isError && <Alert color="red">{plans.error.message}</Alert>}
            {empty && (
              <Alert color="gray" title={t('catalog.plans_not_available')}>
                {t('catalog.no_plans')}
              </Alert>
            )}
            {groupBySection(sortPlans(list, sort, i18n.language)).map((group) => (
              <Stack key={group.section} component="section" gap="sm" aria-labelledby={`section-${group.section}`}>
                <Title order={2} id={`section-${group.section}`}>
                  {t(sectionLabel(group.section))}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {group.plans.map((plan) => (
                    <PlanCard
                      key={plan.plan_id}
                      plan={plan}
                      householdTier={tempId === null ? undefined : (householdTier ?? '')}
                      compare={compare.choiceFor(plan.plan_id)}
                      {...slotsFor(plan)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            {/* Once the results are there: shown while they load, they would push it down (layout shift). */}
            {tempId === null && !(plans.isPending && plans.fetchStatus !== 'idle') && <FeaturedPlans />}
          </Stack>
        </Grid.Col>
      </Grid>
      <Drawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        title={t('plans.filters')}
        position="bottom"
        size="auto"
        closeButtonProps={{ 'aria-label': t('plans.close') }}
      >
        <Stack gap="lg">
          {filters}
          <Button onClick={() => setDrawer(false)}>{t('plans.show_plans')}</Button>
        </Stack>
      </Drawer>
      <CompareBar
        plans={list.filter((plan) => compare.ids.includes(plan.plan_id))}
        onClear={compare.clear}
        withHousehold={tempId !== null}
        slotsFor={slotsFor}
      />
      <AddToCartNotice />
      {fixes.popups}
    </Stack>
  );
}
