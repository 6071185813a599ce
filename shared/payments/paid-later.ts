// Payment kinds the buyer pays after delivery, by the invoice the provider sends: an approved
// payment of one of them is a purchase approved, not money paid (the order e-mail, the
// confirmation page).
const PAID_LATER: ReadonlySet<string> = new Set(['invoice', 'paylater', 'instalments']);

export const isPaidLater = (paymentType: string): boolean => PAID_LATER.has(paymentType);
