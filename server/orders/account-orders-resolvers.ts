// The account's orders and balance (issue 15), fields of `me` (Account): only ever the logged-in
// account's own. Who may: the account itself (`me` is null without a live token, so these never
// run for anyone else). Cost: a page of at most 50 orders (order_read each, by primary key), a
// balance of at most 200 movements and 20 gift cards. Bad input: a page below 1 is the first, a
// page size outside 1-50 is clamped; an order id that is not the account's answers null, the same
// as no such order, so ids cannot be probed.
import type { AccountResolvers } from '../generated/resolvers.js';
import { isSecretId } from '../idempotency/secret-id.js';
import { formatOre, kroner } from '../catalogue/money-rules.js';
import { readOrder } from './order-store.js';
import { accountOrderIds, claimGuestOrders, isAccountOrder } from './account-orders-store.js';
import { accountGiftCards, creditMovements } from './account-balance-store.js';

export const MAX_ACCOUNT_ORDERS_PAGE = 50;

const movement = (m: {
  id: string;
  amountOre: number;
  reason: string;
  createdAt: string;
  orderNumber: string | null;
}) => ({
  id: m.id,
  amount: kroner(m.amountOre),
  amountFormatted: formatOre(m.amountOre),
  reason: m.reason,
  createdAt: m.createdAt,
  orderNumber: m.orderNumber,
});

export const accountOrderFields: Pick<AccountResolvers, 'orders' | 'order' | 'balance'> = {
  orders: async (account, { page, pageSize }, ctx) => {
    await claimGuestOrders(ctx.db, account.id);
    const size = Math.min(Math.max(Math.trunc(pageSize) || 20, 1), MAX_ACCOUNT_ORDERS_PAGE);
    const at = Math.max(Math.trunc(page) || 1, 1);
    const { ids, total } = await accountOrderIds(ctx.db, account.id, (at - 1) * size, size);
    const orders = await Promise.all(ids.map((id) => readOrder(ctx.db, id)));
    return {
      orders: orders.filter((o) => o !== null),
      totalCount: total,
      page: at,
      pageSize: size,
    };
  },
  order: async (account, { id }, ctx) => {
    if (!isSecretId(id)) return null;
    await claimGuestOrders(ctx.db, account.id);
    if (!(await isAccountOrder(ctx.db, account.id, id))) return null;
    return readOrder(ctx.db, id);
  },
  balance: async (account, _, ctx) => {
    await claimGuestOrders(ctx.db, account.id);
    const [credit, cards] = await Promise.all([
      creditMovements(ctx.db, account.id),
      accountGiftCards(ctx.db, account.id),
    ]);
    const creditOre = credit.reduce((sum, m) => sum + m.amountOre, 0);
    return {
      storeCredit: kroner(creditOre),
      storeCreditFormatted: formatOre(creditOre),
      creditMovements: credit.map(movement),
      giftCards: cards.map((card) => ({
        maskedCode: `${'•'.repeat(Math.max(card.code.length - 4, 0))}${card.code.slice(-4)}`,
        balance: kroner(card.balanceOre),
        balanceFormatted: formatOre(card.balanceOre),
        expiresAt: card.expiresAt,
        movements: [
          ...(card.uses ?? []).map((use) =>
            movement({
              id: use.id,
              amountOre: -use.amountOre,
              reason: 'order',
              createdAt: use.createdAt,
              orderNumber: use.orderNumber,
            }),
          ),
          movement({
            id: `issued-${card.code.slice(-4)}`,
            amountOre: card.initialOre,
            reason: 'issued',
            createdAt: card.createdAt,
            orderNumber: null,
          }),
        ],
      })),
    };
  },
};
