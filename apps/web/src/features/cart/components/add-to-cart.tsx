// Adding a plan to the cart (spec 000 section 4): the button, the call (a membership-linked plan goes
// with its membership plan in one call), and the notice after it: View Cart or Add More Plan(s);
// an already-active plan gets its own notice with OK; other refusals show their message.
import type { addPlanToCart, addPlanToCartPrudentials } from '@benefit-store/contract/cart';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { create } from 'zustand';
import { ApiError, request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';

export interface CartRequest {
  enrollment_id: string;
  plan_id: string;
  plan_pricing_id: string;
  /** The membership plan a membership-linked plan is sold with. */
  membership?: { plan_id: string; plan_pricing_id: string } | undefined;
}

/** What the household's cart and prices depend on; after an add every such answer is stale. */
const staleAfterAdd = ['cart', 'catalog', 'pricing'];

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membership, ...line }: CartRequest) =>
      membership
        ? request<typeof addPlanToCartPrudentials>('addPlanToCartPrudentials', {
            input: {
              enrollment_id: line.enrollment_id,
              plan_id1: membership.plan_id,
              plan_pricing_id1: membership.plan_pricing_id,
              plan_id: line.plan_id,
              plan_pricing_id: line.plan_pricing_id,
            },
          })
        : request<typeof addPlanToCart>('addPlanToCart', { input: line }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => staleAfterAdd.includes(String(query.queryKey[0])) }),
  });
}

/** An add's outcome; `both` names a plan and the membership added with it in the same click. */
export type AddResult =
  | { kind: 'added'; both?: { plan: string; membership: string } | undefined }
  | { kind: 'active'; message: string }
  | { kind: 'refused'; message: string };

/** The server's refusal: its field error's words when it names one, else its message. */
function refusalOf(error: unknown, activeMessage: string): AddResult {
  const message = error instanceof ApiError ? (error.fieldErrors[0]?.error_message ?? error.message) : String(error);
  return message === activeMessage ? { kind: 'active', message } : { kind: 'refused', message };
}

/**
 * The notice after an add lives apart from the button: the add makes the plan show as in the cart,
 * which replaces the button, and the notice must outlive it.
 */
const useNotice = create<{ result: AddResult | null; show: (result: AddResult | null) => void }>()((set) => ({
  result: null,
  show: (result) => set({ result }),
}));

/** The add-to-cart notice of a page; pages with Add to Cart buttons render it once. */
export function AddToCartNotice() {
  const { t } = useTranslation();
  const result = useNotice((state) => state.result);
  const show = useNotice((state) => state.show);
  const onClose = () => show(null);
  // A notice belongs to the page that showed it.
  useEffect(() => () => show(null), [show]);
  const navigate = useNavigate();
  // The address's landing page, else the one the visitor came through (spec 001 section 2).
  const storedLanding = useSession((state) => state.landing_url);
  const landing = useParams().landing ?? storedLanding;
  const opened = result?.kind === 'added' || result?.kind === 'active';
  const both = result?.kind === 'added' ? result.both : undefined;
  const title =
    result?.kind === 'active'
      ? t('plans.already_active_title')
      : both
        ? t('pricing.added_both_title')
        : t('plans.notice_title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('plans.close') }}>
      {both && <Text mb="md">{t('pricing.added_both', both)}</Text>}
      {result?.kind === 'active' ? (
        <Stack gap="md">
          <Text>{result.message}</Text>
          <Button onClick={onClose} w="fit-content" data-autofocus>
            {t('plans.ok')}
          </Button>
        </Stack>
      ) : (
        <Group>
          <Button
            onClick={() => void navigate(landing ? `/${encodeURIComponent(landing)}/cart` : '/cart')}
            data-autofocus
          >
            {t('plans.view_cart')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('plans.add_more')}
          </Button>
        </Group>
      )}
    </Modal>
  );
}

/**
 * Adds a line and shows what follows: the notice (naming the plan and its membership when both
 * went in together), the already-active notice, or the refusal's words, returned.
 */
export function useAddWithNotice() {
  const { t } = useTranslation();
  const add = useAddToCart();
  const showNotice = useNotice((state) => state.show);
  // Not mutate's callbacks: they are dropped when the button is gone by the time the add is
  // answered, as the refresh after an add replaces it with "In your cart".
  const run = async (line: CartRequest, both?: { plan: string; membership: string }): Promise<string | undefined> => {
    try {
      await add.mutateAsync(line);
      showNotice({ kind: 'added', both });
      return undefined;
    } catch (error) {
      const result = refusalOf(error, t('cart.already_active'));
      if (result.kind === 'refused') return result.message;
      showNotice(result);
      return undefined;
    }
  };
  return { run, pending: add.isPending };
}

/**
 * Add to Cart for a plan. `lineFor` gives the line to add, or the words saying why it cannot be
 * added yet (a pricing error), shown under the button instead of adding. The page renders
 * AddToCartNotice for what follows an add.
 */
export function AddToCartButton({
  lineFor,
  label,
  accessibleName,
  variant = 'filled',
}: {
  lineFor: () => Promise<CartRequest | string>;
  label: string;
  /** What a screen reader says instead of the label, naming the plan ("Add Brightsmile Basic Dental to cart"). */
  accessibleName?: string | undefined;
  variant?: 'filled' | 'outline';
}) {
  const add = useAddWithNotice();
  const [refusal, setRefusal] = useState<string>();
  const [resolving, setResolving] = useState(false);
  const messageId = useId();
  const click = async () => {
    setRefusal(undefined);
    setResolving(true);
    const line = await lineFor()
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
      .finally(() => setResolving(false));
    // An empty refusal: the caller took the visitor elsewhere (the plan's page) instead.
    if (typeof line === 'string') return setRefusal(line || undefined);
    setRefusal(await add.run(line));
  };
  return (
    <Stack gap={4}>
      <Button
        variant={variant}
        onClick={() => void click()}
        loading={resolving || add.pending}
        aria-label={accessibleName}
        aria-describedby={refusal ? messageId : undefined}
      >
        {label}
      </Button>
      {refusal && (
        <Text id={messageId} c="red.8" size="sm" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
