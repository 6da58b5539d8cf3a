/**
 * Content scanner (catalogue pattern F). Free text that players save (feedback, complaints,
 * chatbot messages) is checked against the planted-secret table when it is saved. Families
 * register phrases; a text matches a rule when it contains every phrase of the rule. Matching
 * ignores case and folds runs of white space, so line breaks and double spaces do not matter.
 */
export type ContentSource = 'feedback' | 'complaint' | 'chatbot'

export interface ContentRule {
  key: string
  /** Every phrase must occur in the text. */
  allOf: string[]
  /** Where the rule applies; every source when omitted. */
  sources?: ContentSource[]
}

export const normaliseContent = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim()

export class ContentScanner {
  private readonly rules: ContentRule[] = []

  add (rule: ContentRule): void {
    this.rules.push({ ...rule, allOf: rule.allOf.map(normaliseContent) })
  }

  /** The keys of every rule the text satisfies. */
  match (text: string, source: ContentSource): string[] {
    const normalised = normaliseContent(text)
    return this.rules
      .filter(rule => (rule.sources === undefined || rule.sources.includes(source)) && rule.allOf.every(phrase => normalised.includes(phrase)))
      .map(rule => rule.key)
  }
}
