/** The optional advice asks for at least 8 characters. */
export const ADVICE_MIN_LENGTH = 8

interface PasswordAdviceRule {
  /** Translation key of the rule's text. */
  labelKey: string
  test: (password: string) => boolean
}

/**
 * The advice is only advice: registration accepts any 5-40 character password. Letters are judged
 * by Unicode case so that 'ä' and 'Ä' count too; a special character is anything that is neither
 * a letter nor a digit.
 */
export const PASSWORD_ADVICE_RULES: readonly PasswordAdviceRule[] = [
  { labelKey: 'PASSWORD_ADVICE_LOWER_CASE', test: password => /\p{Ll}/u.test(password) },
  { labelKey: 'PASSWORD_ADVICE_UPPER_CASE', test: password => /\p{Lu}/u.test(password) },
  { labelKey: 'PASSWORD_ADVICE_DIGIT', test: password => /\p{Nd}/u.test(password) },
  { labelKey: 'PASSWORD_ADVICE_SPECIAL_CHARACTER', test: password => /[^\p{L}\p{Nd}]/u.test(password) },
  { labelKey: 'PASSWORD_ADVICE_MIN_LENGTH', test: password => [...password].length >= ADVICE_MIN_LENGTH }
]

export interface PasswordAdviceResult {
  labelKey: string
  met: boolean
}

export function checkPasswordAdvice (password: string): PasswordAdviceResult[] {
  return PASSWORD_ADVICE_RULES.map(rule => ({ labelKey: rule.labelKey, met: rule.test(password) }))
}
