// The checkout form refuses exactly what placeOrder would refuse: it runs the same
// validators as the server (shared/validation, pure functions that both sides import).
export {
  deliveryCountry,
  isValidEmail,
  isValidPostcode,
  normaliseMobile,
  normalisePostcode,
  type DeliveryCountry,
} from '@shared/validation/contact';
export { fodselsnummerControls, isValidFodselsnummer } from '@shared/validation/fodselsnummer';
export {
  isValidOrgNumber,
  normaliseBuyerOrgNumber,
  normaliseOrgNumber,
} from '@shared/validation/org-number';
export { isValidPersonalId } from '@shared/validation/personal-id';
export { isValidSwedishId, normaliseSwedishId } from '@shared/validation/personal-id-se';
