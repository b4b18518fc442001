// A cart line's plan details (spec 000 section 2, the cart's plan details modal): the plan's logo,
// its monthly price in this cart, its header, and its description with the exclusions, example and
// FAQ: the modal's body, loaded when a line first opens it.
import type { CartItem } from '@benefit-store/contract/cart';
import { Alert, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlanDetail } from '../../features/catalog/api/get-plan-detail';
import { RichText } from '../../features/catalog/components/rich-text';
import { useFormatMoney } from '../../shared/ui/format-money';

export default function PlanDetails({ item, enrollmentId }: { item: CartItem; enrollmentId: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const detail = usePlanDetail(item.plan_id, enrollmentId);
  const plan = detail.data?.result;
  const sections = plan
    ? [
        { title: t('plans.description'), html: plan.body_text },
        { title: plan.exclusions_text_name || t('plans.exclusions'), html: plan.exclusions_text },
        { title: plan.example_text_name || t('plans.example'), html: plan.example_text },
        { title: plan.faq_text_name || t('plans.faq'), html: plan.faq_text },
      ].filter((section) => section.html !== '')
    : [];
  return (
    <Stack gap="md">
      {item.plan_logo && (
        <Image src={item.plan_logo} alt={t('cart.logo', { name: item.plan_name })} h={48} w="auto" fit="contain" />
      )}
      <Text fw={600}>{t('cart.per_month', { price: money(item.price) })}</Text>
      {detail.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {detail.isError && <Alert color="red">{detail.error.message}</Alert>}
      {plan?.header_text && <RichText html={plan.header_text} />}
      {sections.map((section) => (
        <Stack key={section.title} gap="xs">
          <Title order={3} size="h4">
            {section.title}
          </Title>
          <RichText html={section.html} />
        </Stack>
      ))}
    </Stack>
  );
}
