import type { CustomizeVariantOptions, QuickJSContext, QuickJSHandle, QuickJSSyncVariant, QuickJSWASMModule } from 'quickjs-emscripten-core'
import { DECOY_PRELUDE } from './sandbox-decoys.js'
import type { SandboxResult, SandboxTask } from './tasks.js'

/** Most decoy names kept per run: enough for any detector, bounded against a loop that calls one forever. */
const MAX_DECOY_CALLS = 50
const MAX_STACK_BYTES = 512 * 1024
/** What the code threw is shown to the player cut to this length: `throw 'x'.repeat(1e7)` must not cross whole. */
const MAX_ERROR_CHARS = 1_000

let wasmModule: Promise<QuickJSWASMModule> | null = null

/** The QuickJS WASM module, compiled once per worker on the first evaluation (workers start without it). */
export async function quickJs (): Promise<QuickJSWASMModule> {
  wasmModule ??= (async () => {
    const { newQuickJSWASMModuleFromVariant, newVariant } = await import('quickjs-emscripten-core')
    // The package's typings describe its CommonJS face; its ES module's default is the variant.
    const release = (await import('@jitl/quickjs-wasmfile-release-sync')).default as unknown as QuickJSSyncVariant
    // Emscripten writes its own diagnostics to the worker's stderr, which is the server's log: an
    // abort inside QuickJS (its leak assertion when a runtime stopped inside a pending job, or out
    // of memory, is freed) would print there although it is only a hostile run ending. The abort still reaches
    // us as a thrown error, handled in disposeQuietly; nothing QuickJS prints is needed.
    // (`print` and `printErr` are Emscripten Module options the typings leave out.)
    const silent: object = { print: () => {}, printErr: () => {} }
    const quiet = newVariant(release, { emscriptenModule: silent as NonNullable<CustomizeVariantOptions['emscriptenModule']> })
    return await newQuickJSWASMModuleFromVariant(quiet)
  })()
  return await wasmModule
}

const isOutOfMemory = (message: string): boolean => /out of memory/i.test(message)
const isInterrupted = (message: string): boolean => /interrupted/i.test(message)

/**
 * Runs untrusted JavaScript in a fresh QuickJS runtime: its own heap capped at the task's memory
 * limit, an interrupt handler that stops it at the deadline, the decoys installed first and the
 * data as JSON globals. The value is copied out as JSON text.
 */
export async function runSandboxTask (task: SandboxTask): Promise<SandboxResult> {
  const quickjs = await quickJs()
  const deadline = Date.now() + task.timeLimitMs
  const runtime = quickjs.newRuntime()
  runtime.setMemoryLimit(task.memoryLimitBytes)
  runtime.setMaxStackSize(MAX_STACK_BYTES)
  runtime.setInterruptHandler(() => Date.now() > deadline)
  const calls = new Set<string>()
  const outcome: SandboxResult = { decoyCalls: [], interrupted: false, memoryExceeded: false }
  const vm = runtime.newContext()
  try {
    installDecoys(vm, name => { if (calls.size < MAX_DECOY_CALLS) calls.add(name) })
    installGlobals(vm, task.globals)
    const evaluated = vm.evalCode(task.code, 'input.js')
    if (evaluated.error) {
      outcome.error = errorText(vm, evaluated.error)
    } else {
      const settled = settle(vm, evaluated.value, task.resultChars)
      if ('error' in settled) outcome.error = settled.error
      else if ('tooLarge' in settled) outcome.resultTooLarge = true
      else outcome.resultJson = settled.json
    }
  } catch (error) {
    // QuickJS may fail outside the player's code when its heap is exhausted (e.g. building the error).
    outcome.error = error instanceof Error ? error.message : String(error)
  } finally {
    outcome.decoyCalls = [...calls]
    if (outcome.error !== undefined) {
      if (outcome.error.length > MAX_ERROR_CHARS) outcome.error = `${outcome.error.slice(0, MAX_ERROR_CHARS)}… (cut)`
      outcome.memoryExceeded = isOutOfMemory(outcome.error)
      outcome.interrupted = !outcome.memoryExceeded && (isInterrupted(outcome.error) || Date.now() > deadline)
    }
    disposeQuietly(vm, runtime)
  }
  return outcome
}

function installDecoys (vm: QuickJSContext, record: (name: string) => void): void {
  const recorder = vm.newFunction('record', handle => { record(vm.getString(handle).slice(0, 100)) })
  const prelude = vm.unwrapResult(vm.evalCode(DECOY_PRELUDE, 'decoys.js'))
  try {
    vm.unwrapResult(vm.callFunction(prelude, vm.undefined, recorder)).dispose()
  } finally {
    prelude.dispose()
    recorder.dispose()
  }
}

function installGlobals (vm: QuickJSContext, globals: Record<string, string>): void {
  const parse = vm.unwrapResult(vm.evalCode('JSON.parse'))
  try {
    for (const [name, json] of Object.entries(globals)) {
      const text = vm.newString(json)
      const value = vm.unwrapResult(vm.callFunction(parse, vm.undefined, text))
      vm.setProp(vm.global, name, value)
      value.dispose()
      text.dispose()
    }
  } finally {
    parse.dispose()
  }
}

type Settled = { json?: string } | { error: string } | { tooLarge: true }

/** Waits for a promise result (pending jobs run under the same interrupt) and turns the value into JSON. */
function settle (vm: QuickJSContext, value: QuickJSHandle, maxChars: number): Settled {
  const owned = [value]
  try {
    let final = value
    if (vm.typeof(value) === 'object') {
      let state = vm.getPromiseState(value)
      if (state.type === 'pending') {
        const jobs = vm.runtime.executePendingJobs()
        if (jobs.error) return { error: errorText(vm, jobs.error) }
        state = vm.getPromiseState(value)
      }
      if (state.type === 'rejected') return { error: errorText(vm, state.error) }
      if (state.type === 'pending') return { error: 'Error: the code returned a promise that never settled' }
      if (state.notAPromise !== true) owned.push(final = state.value)
    }
    return toJson(vm, final, maxChars)
  } finally {
    for (const handle of owned) handle.dispose()
  }
}

/**
 * The value as JSON text, unless the text is longer than `maxChars`: its length is read inside
 * QuickJS, so an oversized text is never copied out (the caller refuses it as a budget).
 */
function toJson (vm: QuickJSContext, value: QuickJSHandle, maxChars: number): Settled {
  if (vm.typeof(value) === 'undefined') return {}
  const stringify = vm.unwrapResult(vm.evalCode('(function (v) { try { return JSON.stringify(v) } catch (e) { return JSON.stringify(String(v)) } })'))
  try {
    const result = vm.callFunction(stringify, vm.undefined, value)
    if (result.error) return { error: errorText(vm, result.error) }
    try {
      if (vm.typeof(result.value) !== 'string') return {}
      const length = vm.getProp(result.value, 'length')
      const chars = vm.getNumber(length)
      length.dispose()
      return chars > maxChars ? { tooLarge: true } : { json: vm.getString(result.value) }
    } finally {
      result.value.dispose()
    }
  } finally {
    stringify.dispose()
  }
}

function errorText (vm: QuickJSContext, handle: QuickJSHandle): string {
  try {
    const dumped: unknown = vm.dump(handle)
    if (dumped && typeof dumped === 'object' && 'message' in dumped) {
      const { name, message } = dumped as { name?: unknown, message?: unknown }
      return `${typeof name === 'string' ? name : 'Error'}: ${String(message)}`
    }
    return String(dumped)
  } finally {
    handle.dispose()
  }
}

function disposeQuietly (vm: QuickJSContext, runtime: { dispose: () => void }): void {
  try {
    vm.dispose()
    runtime.dispose()
  } catch {
    // A runtime that hit its memory limit can fail its leak check on disposal; the next run gets a
    // fresh WASM module so nothing carries over.
    wasmModule = null
  }
}
