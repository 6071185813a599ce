// The checkout form refuses exactly what placeOrder would refuse: it runs the server's own
// validators (pure functions without server dependencies; eslint.config.js allows this one
// import of server code from the client).
export {
  isValidEmail,
  isValidPostcode,
  normaliseMobile,
} from '../../../../server/validation/contact.js';
export {
  fodselsnummerControls,
  isValidFodselsnummer,
} from '../../../../server/validation/fodselsnummer.js';
export { isValidOrgNumber, normaliseOrgNumber } from '../../../../server/validation/org-number.js';
export { isValidPersonalId } from '../../../../server/validation/personal-id.js';
export {
  isValidSwedishId,
  normaliseSwedishId,
} from '../../../../server/validation/personal-id-se.js';
