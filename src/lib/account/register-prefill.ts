// What a "create an account" offer fills the account panel's register form with (an order just
// placed: its address, and a business's organisation number and company name), so nobody types
// them twice. Module state below the features: the offer (a route) sets it, the account panel's
// register frame takes it once when it opens. Nothing here is stored.

export interface RegisterPrefill {
  email: string;
  /** A business order: the form starts as a business account with these. */
  business: { organizationId: string; companyName: string } | null;
}

let pending: RegisterPrefill | null = null;

/** The next opening of the account panel shows the register frame filled with `prefill`. */
export function offerRegistration(prefill: RegisterPrefill): void {
  pending = prefill;
}

/** The waiting offer, if any (the panel then opens on its register frame, filled with it). */
export const registerPrefill = (): RegisterPrefill | null => pending;

/** Once the register form has taken it: a later opening of the panel starts empty again. */
export function forgetRegisterPrefill(): void {
  pending = null;
}
