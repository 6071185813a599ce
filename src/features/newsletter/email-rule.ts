// The shop's one e-mail rule (shared/validation/email.ts), which the server checks too.
export { emailProblem, type EmailProblem } from '@shared/validation/email';
