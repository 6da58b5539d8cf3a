import type { UseFormSetValue } from 'react-hook-form'
import type { LoginFormValues } from './login-schema'

// Planted (exposedTestCredentialsChallenge): a test helper that shipped with the production bundle.
// vuln-code-snippet start exposedTestCredentialsChallenge
/** Smoke-test runner support: fills the login form with the QA account before the runner clicks. */
export function fillQaAccount (setValue: UseFormSetValue<LoginFormValues>): void {
  setValue('email', 'qa.bot@juice.shop.test') // vuln-code-snippet vuln-line exposedTestCredentialsChallenge
  setValue('password', 'Qa-Bot-Smoke-1') // vuln-code-snippet vuln-line exposedTestCredentialsChallenge
}

/** The runner sets this flag on the window; no real visitor's browser has it. */
export const qaAutofillRequested = (): boolean =>
  (window as { __qaSmokeRun?: unknown }).__qaSmokeRun === true // vuln-code-snippet neutral-line exposedTestCredentialsChallenge
// vuln-code-snippet end exposedTestCredentialsChallenge
