/** A gate a mock handler waits at, so a test can look at the screen while an answer is on its way. */
export function gate (): { wait: () => Promise<void>, open: () => void } {
  let open = (): void => {}
  const opened = new Promise<void>(resolve => { open = resolve })
  return { wait: async () => { await opened }, open: () => { open() } }
}
