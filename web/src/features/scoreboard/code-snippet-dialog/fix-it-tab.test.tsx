// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { gate } from '@/test-support/gate'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, recordCalls, type SeenRequest } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { settle, type TabResult } from './coding-result'
import { FixItTab } from './fix-it-tab'

const server = mockShopServer()

const KEY = 'loginAdminChallenge'
// The server's order; the verdict call names an option by its place in it.
const FIXES = ['escape(email)', 'parameterise(query)\n\nrun(query)\n', 'trim(email)']

type Reply = Parameters<typeof recordCalls>[3]

function serve (fixes: Reply, verdict: Reply = { verdict: false, explanation: 'Escaping is not enough.' }): { verdicts: SeenRequest[] } {
  recordCalls(server, 'get', `snippets/fixes/${KEY}`, fixes)
  return { verdicts: recordCalls(server, 'post', 'snippets/fixes', verdict) }
}

const verdicts = vi.fn()

/** The tab as the dialog holds it: the verdict settles the tab's result. */
function FixIt ({ start }: { start: TabResult }) {
  const [result, setResult] = useState<TabResult>(start)
  return <FixItTab challengeKey={KEY} result={result} onVerdict={verdict => { verdicts(verdict); setResult(current => settle(current, verdict)) }} />
}

const open = (start: TabResult = 'undecided') => renderScreen(<FixIt start={start} />)
const option = (n: number) => screen.getByRole('radio', { name: `Option ${n}` }) as HTMLInputElement
/** Opens the tab once its options are shown, chooses the option at screen position `n` and sends it. */
async function sendFix (n: number): Promise<void> {
  open()
  await screen.findByRole('radiogroup')
  fireEvent.click(option(n))
  fireEvent.click(submit())
}
const submit = () => screen.getByRole('button', { name: 'Submit' })
/** The first line of code each option shows, top to bottom. */
const shownCode = () => [...document.querySelectorAll('[data-fix] pre')].map(pre => pre.querySelector('code')?.textContent)

beforeEach(() => {
  verdicts.mockClear()
  // Fisher-Yates with 0 every time: [a, b, c] is shown as [b, c, a].
  vi.spyOn(Math, 'random').mockReturnValue(0)
})
afterEach(() => { vi.restoreAllMocks() })

describe('Fix it', COMPONENT_TEST, () => {
  it('shows the options loading, then shuffled and numbered by their place on screen', async () => {
    const held = gate()
    serve(async () => { await held.wait(); return { fixes: FIXES } })
    open()
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    held.open()
    await screen.findByRole('radiogroup', { name: 'Fix it' })
    expect(shownCode()).toEqual(['parameterise(query)', 'trim(email)', 'escape(email)'])
    // Each option's lines are numbered; an empty one keeps its height.
    expect([...document.querySelectorAll('[data-fix="1"] pre > *')].map(line => line.textContent)).toEqual(['1parameterise(query)', '2 ', '3run(query)'])
    expect([...document.querySelectorAll('[data-fix]')].map(p => p.getAttribute('data-fix'))).toEqual(['1', '2', '3'])
    expect(screen.getAllByText(/^Option \d$/).map(label => label.textContent)).toEqual(['Option 1', 'Option 2', 'Option 3'])
    expect(screen.getByText('Which of these changes closes the vulnerability? Pick one and submit.')).toBeTruthy()
    expect(submit().hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('sends the chosen option\'s place in the server\'s order, chosen by its radio or its code', async () => {
    const served = serve({ fixes: FIXES })
    open()
    await screen.findByRole('radiogroup')
    fireEvent.click(option(1))
    expect(option(1).checked).toBe(true)
    // A click anywhere on the option's code chooses it too.
    fireEvent.click(screen.getByText('escape(email)'))
    expect(option(3).checked).toBe(true)
    expect(option(1).checked).toBe(false)
    fireEvent.click(submit())
    await waitFor(() => { expect(served.verdicts).toHaveLength(1) })
    expect(served.verdicts[0].body).toEqual({ key: KEY, selectedFix: 0 })
    fireEvent.click(option(1))
    fireEvent.click(submit())
    await waitFor(() => { expect(served.verdicts).toHaveLength(2) })
    expect(served.verdicts[1].body).toEqual({ key: KEY, selectedFix: 1 })
  })

  it('cannot send the same choice twice while it is being checked', async () => {
    const held = gate()
    serve({ fixes: FIXES })
    const checks = recordCalls(server, 'post', 'snippets/fixes', async () => { await held.wait(); return { verdict: false, explanation: 'No.' } })
    await sendFix(1)
    await waitFor(() => { expect(submit().hasAttribute('disabled')).toBe(true) })
    fireEvent.click(submit())
    held.open()
    await screen.findByRole('status')
    expect(checks).toHaveLength(1)
    expect(verdicts).toHaveBeenCalledTimes(1)
  })

  it('on a wrong fix says so with the server\'s explanation and lets the player choose again', async () => {
    serve({ fixes: FIXES })
    await sendFix(2)
    const verdict = await screen.findByRole('status')
    expect(verdict.textContent).toBe('That fix does not close the hole.Escaping is not enough.')
    expect(verdict.getAttribute('data-result')).toBe('wrong')
    expect(verdicts.mock.calls).toEqual([[false]])
    expect(option(2).disabled).toBe(false)
    expect(submit().hasAttribute('disabled')).toBe(false)
  })

  it('on the right fix says so, and locks the options with nothing more to send', async () => {
    serve({ fixes: FIXES }, { verdict: true, explanation: 'Parameters keep data out of the query.' })
    await sendFix(1)
    await waitFor(() => { expect(screen.getByRole('status').textContent).toBe('Right! This fix closes the hole.Parameters keep data out of the query.') })
    expect(verdicts.mock.calls).toEqual([[true]])
    expect(screen.getByText('You picked the right fix.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(option(2).disabled).toBe(true)
    // The code of another option no longer changes the choice.
    fireEvent.click(screen.getByText('escape(email)'))
    expect(option(1).checked).toBe(true)
    expect(option(3).checked).toBe(false)
  })

  it('shows the verdict alone when the peer\'s server sends no explanation', async () => {
    serve({ fixes: FIXES }, { verdict: false })
    await sendFix(1)
    const verdict = await screen.findByRole('status')
    expect(verdict.textContent).toBe('That fix does not close the hole.')
    expect(verdict.querySelector('.MuiAlert-message')?.children).toHaveLength(1)
  })

  it('opens solved when the fix was found before', async () => {
    serve({ fixes: FIXES })
    open('right')
    await screen.findByRole('radiogroup')
    expect(screen.getByText('You picked the right fix.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(option(1).disabled).toBe(true)
    fireEvent.click(screen.getByText('escape(email)'))
    expect(option(3).checked).toBe(false)
  })

  it('says why the options could not be loaded', async () => {
    serve(() => failure(500, { error: 'Fixes are broken' }))
    open()
    expect((await screen.findByRole('alert')).textContent).toBe('Fixes are broken')
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it('says why an answer could not be checked', async () => {
    serve({ fixes: FIXES }, () => failure(503, { error: 'Verdicts are off' }))
    await sendFix(1)
    expect((await screen.findByRole('alert')).textContent).toBe('Verdicts are off')
    expect(verdicts).not.toHaveBeenCalled()
  })

  it.each([
    { answer: 'a 404', reply: () => failure(404, { error: 'No fixes for this challenge' }) },
    { answer: 'no list at all', reply: {} },
    { answer: 'an empty list', reply: { fixes: [] } }
  ])('says there is nothing to fix on $answer', async ({ reply }) => {
    serve(reply)
    open()
    expect(await screen.findByText('There is no fix to choose for this challenge.')).toBeTruthy()
    expect(within(document.body).queryByRole('radiogroup')).toBeNull()
  })
})
