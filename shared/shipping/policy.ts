// The shop's shipping policy as both sides state it: the cart and checkout charge by it (server)
// and the product page, the selling points and the info pages promise it (client).

/** Parcel shipping is free from this sum of goods (heavy goods never are). */
export const FREE_SHIPPING_THRESHOLD_ORE = 150_000;

/** The cheapest parcel fee, a pickup point or a parcel locker: the client's "shipping from". */
export const PARCEL_FEE_ORE = 7_900;

/** Heavy goods go by freight (DB Schenker) to the address at this fee, never free. */
export const HEAVY_FREIGHT_FEE_ORE = 44_900;

/** The lowest cost of a return (a parcel back by the shop's return label). */
export const RETURN_FEE_MIN_ORE = 7_900;

/**
 * Weekdays to delivery: parcels from the shop's own shelf, heavy goods by freight, and units the
 * supplier sends (whatever the carrier, an order waits for those).
 */
export const DELIVERY_DAYS = {
  normal: { min: 2, max: 4 },
  heavy: { min: 3, max: 5 },
  supplier: { min: 4, max: 6 },
} as const;
