// The words of a plan's prices on its detail page: the notices beside them and what follows an add.
export const en = {
  'pricing.declined_title': 'This plan is not available',
  'pricing.fees_title': 'Fees with this plan',
  'pricing.notices_title': 'About these prices',
  'pricing.added_both_title': 'Plans added to your cart',
  'pricing.added_both': '{{plan}} and {{membership}} were added to your cart.',
  'pricing.membership_in_cart': '{{membership}} is in your cart: this plan is added with it.',
} as const;

export const es: Record<keyof typeof en, string> = {
  'pricing.declined_title': 'Este plan no está disponible',
  'pricing.fees_title': 'Cargos de este plan',
  'pricing.notices_title': 'Sobre estos precios',
  'pricing.added_both_title': 'Planes agregados a su carrito',
  'pricing.added_both': '{{plan}} y {{membership}} se agregaron a su carrito.',
  'pricing.membership_in_cart': '{{membership}} está en su carrito: este plan se agrega con ella.',
};
