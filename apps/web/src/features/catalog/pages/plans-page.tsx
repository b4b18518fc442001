// The plans listing (/plans, /new-plans and their landing variants): the household's filter bar,
// the category side filter, the medical network filter, featured plans, the plans by section,
// and the compare bar; optional query type = a category.
import { type CategoryCode, categoryCodes } from '@benefit-store/contract/catalog';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { AddToCartNotice } from '../../cart/components/add-to-cart';
import { HouseholdForm } from '../../quoting/components/household-form';
import { usePlans } from '../api/get-filtered-plans';
import { useLeftSideFilter } from '../api/get-left-side-filter-fields';
import { usePlanNetworks } from '../api/get-plan-network';
import { CompareBar, useCompare } from '../components/compare';
import { FeaturedPlans } from '../components/featured-plans';
import { BasicDetailsModal, FilterBar } from '../components/filter-bar';
import { PlanCard } from '../components/plan-card';
import { categoryLabel, groupBySection, sectionLabel } from '../components/plan-sections';

const categoryOf = (value: string | null) => categoryCodes.find((code) => code === value);

function NetworkFilter({
  enrollmentId,
  value,
  onChange,
}: {
  enrollmentId: string | null;
  value: string;
  onChange: (network: string) => void;
}) {
  const { t } = useTranslation();
  const networks = usePlanNetworks(enrollmentId, true).data?.result ?? [];
  if (networks.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('plans.network')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={[{ value: '', label: t('quote.choose') }, ...networks.map((name) => ({ value: name, label: name }))]}
      />
      <Button variant="default" onClick={() => onChange('')} disabled={value === ''}>
        {t('plans.clear')}
      </Button>
    </Group>
  );
}

function CategoryFilter({
  enrollmentId,
  value,
  onChange,
}: {
  enrollmentId: string;
  value: CategoryCode[];
  onChange: (categories: CategoryCode[]) => void;
}) {
  const { t } = useTranslation();
  const categories = useLeftSideFilter(enrollmentId).data?.result.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <Checkbox.Group
      label={t('plans.categories')}
      value={value}
      onChange={(chosen) => onChange(categoryCodes.filter((code) => chosen.includes(code)))}
    >
      <Stack gap="xs" mt="xs">
        {categories.map((category) => (
          <Checkbox key={category.category} value={category.category} label={category.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

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
