/**
 * The sandbox (catalogue pattern H): the one place user input is evaluated as JavaScript.
 * QuickJS compiled to WASM, off the main thread, with a 2 s interrupt and a 32 MB memory limit,
 * and decoy `process`, `require`, `child_process` and `fs` objects that return canned output.
 * Never `node:vm`.
 */
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
}
