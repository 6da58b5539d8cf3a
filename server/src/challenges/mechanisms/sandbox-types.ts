/*
 * What a caller hands the sandbox and gets back, apart from the sandbox itself: the domain-event map
 * names the outcome, and the sandbox emits domain events, so the shared types sit here and neither
 * module imports the other's types back.
 */

/** Code to evaluate, as a feature hands it to the sandbox (sandbox.ts). */
export interface SandboxRequest {
  /** Which feature evaluates (e.g. 'review-filter', 'track-order', 'profile-template', 'b2b-orders'). */
  source: string
  code: string
  /** JSON-serialisable values made available to the code as globals of these names. */
  data?: Record<string, unknown>
}

export interface SandboxOutcome {
  /** The value of the code, copied out as JSON (undefined when it has none). */
  result: unknown
  /** Every decoy the code reached, e.g. `require(child_process)`, `child_process.exec`, `fs.readFileSync`. */
  decoyCalls: string[]
  interrupted: boolean
  memoryExceeded: boolean
  /** What the code threw (e.g. `SyntaxError: unexpected token`), when it threw. */
  error?: string
}

/** What a rule asks of its shop to evaluate input (the shop runs it in its contained pool, see sandbox.ts). */
export interface Sandbox {
  evaluate: (request: SandboxRequest) => Promise<SandboxOutcome>
}
