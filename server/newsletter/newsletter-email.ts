// The shop's one e-mail rule (shared/validation/email.ts), which the client checks too.
export { isValidEmail, normaliseEmail } from '../../shared/validation/email.js';

// RFC 2606 and 6761 reserve these for tests: nobody real has an address there.
const TEST_DOMAIN = /@(?:example\.(?:com|net|org)|[^@]+\.test)$/;

export const isTestAddress = (email: string): boolean => TEST_DOMAIN.test(email);
