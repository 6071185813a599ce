// The shop's own contact data and seller identity: the footer and the customer-service page
// show it (src/config/constants.ts), the order confirmation mail names the seller with it
// (server/mail/messages.ts). One home, so the mail and the pages never disagree.

export const SHOP_CONTACT = {
  name: 'ATV-Huset AS',
  phone: '+47 32 20 45 00',
  phoneHref: 'tel:+4732204500',
  email: 'kundeservice@atv-huset.no',
  street: 'Industrivegen 14',
  postcode: '3050',
  city: 'Mjøndalen',
  orgNumber: '923 456 783',
} as const;

/** Days a private buyer may cancel a purchase after receiving the goods (angrerett). */
export const OPEN_PURCHASE_DAYS = 14;

/** The purchase terms' page (an information page; under /nn in Nynorsk). */
export const PURCHASE_TERMS_PATH = 'kjops-og-leveringsbetingelser-2';
