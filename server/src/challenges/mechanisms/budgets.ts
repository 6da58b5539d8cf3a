import { DomainError } from '../../domain/errors.js'

/**
 * Budget aborts (catalogue pattern I). Every parser, upload and evaluator that user input
 * reaches has an explicit budget; when one trips, the work stops and `BudgetExceeded` is thrown.
 * The HTTP layer answers 413 (upload size) or 503 (work stopped) and reports the trip as the
 * `budget.exceeded` domain event, which detectors map to a challenge by its kind.
 */
export type BudgetKind =
  | 'upload-size'
  | 'zip'
  | 'yaml'
  | 'xml'
  | 'sandbox-time'
  | 'sandbox-memory'
  | 'sandbox-result'
  | 'sql-time'
  | 'sql-memory'
  | 'input-length'
  | 'chatbot'

export const BUDGETS = {
  uploadBytes: 200_000,
  zipEntries: 10,
  zipUncompressedBytes: 1_000_000,
  yamlAliases: 100,
  yamlOutputBytes: 1_000_000,
  xmlExpansions: 10_000,
  xmlOutputBytes: 1_000_000,
  /** Wall-clock time one upload parser (XML, YAML, ZIP) may run in its worker. */
  parserMs: 2_000,
  sandboxMs: 2_000,
  sandboxMemoryBytes: 32 * 1024 * 1024,
  /**
   * Longest JSON text of an evaluation's value that leaves the worker: enough for every honest
   * use (a display name, a list of review or order ids), while a value of megabytes would cost the
   * main thread its parsing and every page built from it.
   */
  sandboxResultChars: 256 * 1024,
  /** Wall-clock time the chatbot's fuzzy matcher may take for one question in its worker. */
  chatbotMatchMs: 2_000,
  searchInputChars: 200,
  predicateInputChars: 100
} as const

export class BudgetExceeded extends DomainError {
  constructor (readonly budget: BudgetKind, message: string, readonly source?: string) {
    super(budget === 'upload-size' ? 'too-large' : 'unavailable', message, { budget })
    this.name = 'BudgetExceeded'
  }
}
