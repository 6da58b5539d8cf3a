// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { failure, recordCalls, type SeenRequest } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import CodeSnippetDialog from './code-snippet-dialog'

// Confetti needs a canvas; the dialog's part is asking for it at the right moment.
const confetti = vi.hoisted(() => ({ celebrate: vi.fn(async () => {}) }))
vi.mock('./celebrate', () => confetti)

const server = mockShopServer()

const KEY = 'loginAdminChallenge'
// Eleven lines (CRLF, as a Windows checkout sends them), so that line 10 sorts after line 9 only numerically.
const SNIPPET = ['function login (req) {', '  const email = req.body.email', '', '  const query = `SELECT * FROM Users WHERE email = \'${email}\'`',
  '  return db.query(query)', '}', '', 'function logout () {', '  session.end()', '  return true', '}'].join('\r\n') + '\r\n'

type Reply = Parameters<typeof recordCalls>[3]

interface Served {
  snippets: SeenRequest[]
  fixes: SeenRequest[]
  findIt: SeenRequest[]
  /** How many progress codes were asked for. */
  codes: () => number
}

interface ServeOptions {
  snippet?: Reply
  fixes?: Reply
  /** The verdict; a right one makes the server reveal the vulnerable lines. */
  findIt?: { verdict: boolean, hint?: string } | (() => Response)
}

let solvedOnServer = false

function serve ({ snippet, fixes = { fixes: ['a()', 'b()', 'c()'] }, findIt = { verdict: true } }: ServeOptions = {}): Served {
  const codes = ['continue-code', 'continue-code-findIt', 'continue-code-fixIt'].map(name => recordCalls(server, 'get', `rest/${name}`, { continueCode: `${name}-code` }))
  return {
    snippets: recordCalls(server, 'get', `snippets/${KEY}`, snippet ?? (() => ({ key: KEY, snippet: SNIPPET, vulnLines: solvedOnServer ? [4, 5] : [], neutralLines: [] }))),
    fixes: recordCalls(server, 'get', `snippets/fixes/${KEY}`, fixes),
    findIt: recordCalls(server, 'post', 'snippets/verdict', () => {
      if (typeof findIt === 'function') return findIt()
      solvedOnServer = findIt.verdict
      return findIt
    }),
    codes: () => codes.reduce((sum, seen) => sum + seen.length, 0)
  }
}

const onClose = vi.fn()

function open (status = 0) {
  const challenge = challengeFixture(KEY, { name: 'Login Admin', difficulty: 2, hasSnippet: true, codingChallengeStatus: status })
  const rendered = renderScreen(<CodeSnippetDialog challenge={challenge} onClose={onClose} />)
  const invalidated = vi.spyOn(rendered.queryClient, 'invalidateQueries')
  return { ...rendered, invalidated }
}

const tab = (name: 'Find it' | 'Fix it') => screen.getByRole('tab', { name })
const line = (n: number) => screen.getByRole('checkbox', { name: `Line ${n}` })
const submit = () => screen.getByRole('button', { name: 'Submit' })
const verdictText = () => screen.queryByRole('status')?.textContent

beforeEach(() => {
  solvedOnServer = false
  confetti.celebrate.mockClear()
  onClose.mockClear()
})

describe('the coding challenge dialog', COMPONENT_TEST, () => {
  it('is titled with the challenge and closes from its Close button', async () => {
    serve()
    open()
    const dialog = await screen.findByRole('dialog', { name: /Coding challenge\s*Login Admin/ })
    expect(within(dialog).getByRole('tablist')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows the snippet loading, then every line numbered, with Fix it locked', async () => {
    const held = gate()
    serve({ snippet: async () => { await held.wait(); return { key: KEY, snippet: SNIPPET, vulnLines: [], neutralLines: [] } } })
    open()
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    held.open()
    const group = await screen.findByRole('group', { name: 'Code snippet' })
    const rows = [...group.querySelectorAll('[data-line]')]
    expect(rows.map(row => row.getAttribute('data-line'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'])
    expect(rows[3].textContent).toBe('4' + SNIPPET.split('\r\n')[3])
    // An empty line keeps its height.
    expect(rows[2].textContent).toBe('3 ')
    expect(screen.getByText('Select the line or lines of code that cause the vulnerability, then submit.')).toBeTruthy()
    expect(tab('Find it').getAttribute('aria-selected')).toBe('true')
    expect(tab('Fix it').hasAttribute('disabled') || tab('Fix it').getAttribute('aria-disabled') === 'true').toBe(true)
    expect(within(tab('Fix it')).getByTestId('LockIcon')).toBeTruthy()
    // Undecided: neither a tick nor a cross.
    expect(tab('Find it').querySelector('svg')).toBeNull()
    // The locked tab's panel is not even there to be shown.
    expect(document.getElementById('coding-panel-fix-it')).toBeNull()
    expect(verdictText()).toBeUndefined()
  })

  it('keeps Fix it locked while its options are still loading', async () => {
    const held = gate()
    serve()
    server.use(http.get(shopUrl(`snippets/fixes/${KEY}`), async () => { await held.wait(); return HttpResponse.json({ fixes: [] }) }))
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    expect(within(tab('Fix it')).getByTestId('LockIcon')).toBeTruthy()
    held.open()
    // No options at all: nothing to lock.
    await waitFor(() => { expect(within(tab('Fix it')).queryByTestId('LockIcon')).toBeNull() })
  })

  it('sends the ticked lines in line order, and only while some are ticked', async () => {
    const served = serve({ findIt: { verdict: false } })
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    expect(submit().hasAttribute('disabled')).toBe(true)
    fireEvent.click(line(3))
    expect(submit().hasAttribute('disabled')).toBe(false)
    fireEvent.click(line(3))
    expect((line(3) as HTMLInputElement).checked).toBe(false)
    expect(submit().hasAttribute('disabled')).toBe(true)
    for (const n of [10, 2, 9]) fireEvent.click(line(n))
    fireEvent.click(submit())
    await waitFor(() => { expect(served.findIt).toHaveLength(1) })
    expect(served.findIt[0].body).toEqual({ key: KEY, selectedLines: [2, 9, 10] })
  })

  it('cannot send the same answer twice while it is being checked', async () => {
    const held = gate()
    serve()
    const checks = recordCalls(server, 'post', 'snippets/verdict', async () => { await held.wait(); return { verdict: false } })
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    fireEvent.click(line(1))
    fireEvent.click(submit())
    await waitFor(() => { expect(submit().hasAttribute('disabled')).toBe(true) })
    fireEvent.click(submit())
    held.open()
    await waitFor(() => { expect(verdictText()).toBe('Not quite. Have another look.') })
    expect(checks).toHaveLength(1)
  })

  it('on a wrong answer says so with the server\'s hint, and keeps Fix it locked and the codes untouched', async () => {
    const served = serve({ findIt: { verdict: false, hint: 'Look where the email goes.' } })
    const { invalidated } = open()
    await screen.findByRole('group', { name: 'Code snippet' })
    fireEvent.click(line(1))
    fireEvent.click(submit())
    await waitFor(() => { expect(verdictText()).toBe('Not quite. Have another look.Look where the email goes.') })
    expect(screen.getByRole('status').getAttribute('data-result')).toBe('wrong')
    expect(tab('Find it').getAttribute('data-result')).toBe('wrong')
    expect(within(tab('Find it')).getByTestId('CancelIcon')).toBeTruthy()
    expect(within(tab('Fix it')).getByTestId('LockIcon')).toBeTruthy()
    expect(tab('Find it').getAttribute('aria-selected')).toBe('true')
    // The player may try again.
    expect(submit().hasAttribute('disabled')).toBe(false)
    expect(confetti.celebrate).not.toHaveBeenCalled()
    expect(invalidated).not.toHaveBeenCalled()
    expect(served.codes()).toBe(0)
    expect(served.snippets).toHaveLength(1)
  })

  it('on a wrong answer without a hint shows the verdict alone', async () => {
    serve({ findIt: { verdict: false } })
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    fireEvent.click(line(1))
    fireEvent.click(submit())
    await waitFor(() => { expect(verdictText()).toBe('Not quite. Have another look.') })
    expect(screen.getByRole('status').querySelector('.MuiAlert-message')?.children).toHaveLength(1)
  })

  it('on the right answer celebrates, refreshes the board and the codes, reveals the lines and moves on to Fix it', async () => {
    const served = serve({ findIt: { verdict: true } })
    const { invalidated } = open()
    await screen.findByRole('group', { name: 'Code snippet' })
    fireEvent.click(line(4))
    fireEvent.click(line(5))
    fireEvent.click(submit())
    await waitFor(() => { expect(tab('Fix it').getAttribute('aria-selected')).toBe('true') })
    expect(confetti.celebrate).toHaveBeenCalledTimes(1)
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['challenges'] })
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['snippets', KEY], exact: true })
    await waitFor(() => { expect(served.codes()).toBe(3) })
    await waitFor(() => { expect(served.snippets).toHaveLength(2) })
    expect(within(tab('Find it')).getByTestId('CheckCircleIcon')).toBeTruthy()
    expect(within(tab('Fix it')).queryByTestId('LockIcon')).toBeNull()
    expect(document.getElementById('coding-panel-find-it')!.hidden).toBe(true)
    expect(document.getElementById('coding-panel-fix-it')!.hidden).toBe(false)
    expect(await screen.findByRole('radiogroup', { name: 'Fix it' })).toBeTruthy()

    // Back on Find it: solved, nothing to tick or send any more.
    fireEvent.click(tab('Find it'))
    expect(screen.getByText('You found it. The vulnerable lines are marked in red.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    expect((line(1) as HTMLInputElement).disabled).toBe(true)
    expect(within(screen.getByRole('tabpanel', { name: 'Find it' })).getByRole('status').textContent).toBe('Right! These are the vulnerable lines.')
  })

  it('logs a failed refresh of the progress codes and keeps the verdict', async () => {
    serve({ findIt: { verdict: true } })
    server.use(http.get(shopUrl('rest/continue-code'), () => failure(500, { error: 'codes down' })))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    fireEvent.click(line(4))
    fireEvent.click(submit())
    await waitFor(() => { expect(logged).toHaveBeenCalled() })
    expect(String(logged.mock.calls[0][0])).toMatch(/codes down|500/)
    expect(tab('Find it').getAttribute('data-result')).toBe('right')
    logged.mockRestore()
  })

  it('logs a failed celebration', async () => {
    serve({ findIt: { verdict: true } })
    const broken = new Error('no canvas')
    confetti.celebrate.mockRejectedValueOnce(broken)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    fireEvent.click(line(4))
    fireEvent.click(submit())
    await waitFor(() => { expect(logged).toHaveBeenCalledWith(broken) })
    logged.mockRestore()
  })

  it('marks the vulnerable lines of an already solved Find it, and opens on it with Fix it unlocked', async () => {
    solvedOnServer = true
    serve()
    open(1)
    const group = await screen.findByRole('group', { name: 'Code snippet' })
    const marked = (n: number) => getComputedStyle(group.querySelector(`[data-line="${n}"]`)!).borderLeftColor
    await waitFor(() => { expect(marked(4)).not.toBe(marked(3)) })
    expect(marked(5)).toBe(marked(4))
    expect(marked(6)).toBe(marked(3))
    expect(tab('Find it').getAttribute('aria-selected')).toBe('true')
    expect(tab('Find it').getAttribute('data-result')).toBe('right')
    expect(tab('Fix it').getAttribute('data-result')).toBe('undecided')
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    fireEvent.click(tab('Fix it'))
    expect(await screen.findByRole('radiogroup', { name: 'Fix it' })).toBeTruthy()
  })

  it('marks no line as vulnerable while Find it is open, whatever the server sends', async () => {
    serve({ snippet: () => ({ key: KEY, snippet: SNIPPET, vulnLines: [4, 5], neutralLines: [] }) })
    open()
    const group = await screen.findByRole('group', { name: 'Code snippet' })
    const colours = [...group.querySelectorAll('[data-line]')].map(row => getComputedStyle(row).borderLeftColor)
    expect(new Set(colours).size).toBe(1)
  })

  it('highlights ticked lines before the answer', async () => {
    serve()
    open()
    const group = await screen.findByRole('group', { name: 'Code snippet' })
    const colour = (n: number) => getComputedStyle(group.querySelector(`[data-line="${n}"]`)!).borderLeftColor
    const plain = colour(2)
    fireEvent.click(line(2))
    await waitFor(() => { expect(colour(2)).not.toBe(plain) })
    expect(colour(3)).toBe(plain)
  })

  it('stays on Find it after the right answer when there is nothing to fix', async () => {
    serve({ fixes: () => failure(404, { error: 'No fixes' }) })
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    // Nothing to fix: Fix it is open from the start and says so.
    await waitFor(() => { expect(within(tab('Fix it')).queryByTestId('LockIcon')).toBeNull() })
    fireEvent.click(line(4))
    fireEvent.click(submit())
    await waitFor(() => { expect(tab('Find it').getAttribute('data-result')).toBe('right') })
    expect(tab('Find it').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(tab('Fix it'))
    expect(screen.getByText('There is no fix to choose for this challenge.')).toBeTruthy()
  })

  it('records Fix it verdicts on its tab; the right one refreshes the board and the codes without confetti', async () => {
    const served = serve()
    const fixIt = recordCalls(server, 'post', 'snippets/fixes', ({ body }) => ({ verdict: (body as { selectedFix: number }).selectedFix === 1, explanation: 'Because.' }))
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { invalidated } = open(1)
    fireEvent.click(await screen.findByRole('tab', { name: 'Fix it' }))
    await screen.findByRole('radiogroup', { name: 'Fix it' })
    // Shown order with this random source: option 1 is the server's second (index 1), option 3 its first.
    fireEvent.click(screen.getByRole('radio', { name: 'Option 3' }))
    fireEvent.click(submit())
    await waitFor(() => { expect(tab('Fix it').getAttribute('data-result')).toBe('wrong') })
    expect(within(tab('Fix it')).getByTestId('CancelIcon')).toBeTruthy()
    expect(invalidated).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('radio', { name: 'Option 1' }))
    fireEvent.click(submit())
    await waitFor(() => { expect(tab('Fix it').getAttribute('data-result')).toBe('right') })
    expect(within(tab('Fix it')).getByTestId('CheckCircleIcon')).toBeTruthy()
    expect(fixIt.map(seen => seen.body)).toEqual([{ key: KEY, selectedFix: 0 }, { key: KEY, selectedFix: 1 }])
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['challenges'] })
    expect(invalidated).toHaveBeenCalledTimes(1)
    await waitFor(() => { expect(served.codes()).toBe(3) })
    expect(confetti.celebrate).not.toHaveBeenCalled()
    vi.mocked(Math.random).mockRestore()
  })

  it('shows why the snippet could not be loaded in its place', async () => {
    serve({ snippet: () => failure(500, { error: 'Snippet file missing' }) })
    open()
    expect((await screen.findByRole('alert')).textContent).toBe('Snippet file missing')
    expect(screen.queryByRole('group', { name: 'Code snippet' })).toBeNull()
  })

  it('shows why an answer could not be checked', async () => {
    serve({ findIt: () => failure(503, { error: 'Verdicts are off' }) })
    open()
    await screen.findByRole('group', { name: 'Code snippet' })
    fireEvent.click(line(1))
    fireEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe('Verdicts are off')
    expect(tab('Find it').getAttribute('data-result')).toBe('undecided')
  })
})
