// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createInstance, type BackendModule } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Link } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient as appQueryClient } from '@/lib/query-client'
import { saveLogin } from '@/lib/session'
import { mockShopServer } from '@/test-support/mock-server'
import { recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, fakeToken, renderScreen } from '@/test-support/render-screen'
import { solvedEvents } from '@/test-support/solved-events'
import type { TutorialScript } from '../engine/tutorial-types'
import { currentTutorial, endTutorial, startTutorial } from '../tutorial-store'
import { TutorialRun } from './tutorial-run'
import en from '../../../../public/assets/i18n/en.json'

vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
afterEach(() => {
  endTutorial()
  appQueryClient.clear()
})

/** One step of every kind, in the order a player meets them. */
const SCRIPT: TutorialScript = {
  name: 'Practice Run',
  key: 'practiceChallenge',
  order: 1,
  steps: [
    { text: 'Hi, I am **Pip**. Type [[<b>]] later.', resolver: { kind: 'next' } },
    { text: 'Press the red button.', fixture: ['#missing', '[[not a selector', '#red'], placement: 'top', resolver: { kind: 'click' }, skippable: true },
    { text: 'Type the word.', fixture: '#word', resolver: { kind: 'input', matches: value => value === 'open sesame' } },
    { text: 'Go to the goal.', resolver: { kind: 'route', matches: location => location.pathname === '/goal' && location.search === '?x=1' } },
    { text: 'Become an admin.', resolver: { kind: 'role', role: 'admin' } },
    { text: 'Wait a moment.', resolver: { kind: 'delay', ms: 20 } },
    { text: 'Now solve it.', fixture: '#red', resolver: { kind: 'solved' } }
  ]
}

/** A page with the script's fixtures, and the challenge lookups answered. */
function runScript (resumeAt?: number, { solved = false, name = 'Practice Run' as string | null, wrap = (run: ReactNode) => run } = {}): ReturnType<typeof recordCalls> {
  const lookups = recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: name === null ? [] : [{ key: query.key, name, solved }] }))
  renderScreen(
    <>
      <button id="red" type="button">Red</button>
      <button id="blue" type="button">Blue</button>
      <input id="word" aria-label="Word" />
      <Link to="/goal?x=1">Goal</Link>
      {wrap(<TutorialRun script={SCRIPT} resumeAt={resumeAt} />)}
    </>,
    { at: '/start', path: '*' }
  )
  return lookups
}

/** The app's texts in German, with two of the practice run's steps translated. */
function inGerman (run: ReactNode): ReactNode {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'de',
    resources: { de: { translation: en, tutorials: { practiceChallenge_1: 'Hallo, ich bin **Pip**.', practiceChallenge_2: 'Drück den roten Knopf.' } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false
  })
  return <I18nextProvider i18n={i18n}>{run}</I18nextProvider>
}

/**
 * The app's texts in German, its tutorial texts fetched on demand as in the app: they arrive when
 * the test calls `arrive`.
 */
function inGermanFetched (): { wrap: (run: ReactNode) => ReactNode, arrive: () => void } {
  let deliver = () => {}
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (language, namespace, callback) => {
      if (language === 'de' && namespace === 'tutorials') deliver = () => { callback(null, { practiceChallenge_1: 'Hallo, ich bin **Pip**.' }) }
      else callback(null, {})
    }
  }
  const i18n = createInstance()
  void i18n.use(backend).use(initReactI18next).init({
    lng: 'de',
    resources: { de: { translation: en } },
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false
  })
  return { wrap: run => <I18nextProvider i18n={i18n}>{run}</I18nextProvider>, arrive: () => { deliver() } }
}

const bubble = async (): Promise<HTMLElement> => await screen.findByRole('dialog', { name: 'Hacking instructor' })
const bubbleText = async (): Promise<string> => (await bubble()).querySelector('.hacking-instructor-text')?.textContent ?? ''
const saved = (): unknown => JSON.parse(sessionStorage.getItem('hackingInstructorProgress') ?? 'null')

async function expectStep (text: string): Promise<void> {
  await waitFor(async () => { expect(await bubbleText()).toBe(text) })
}

describe('a running tutorial', COMPONENT_TEST, () => {
  it('shows the first step centred with its emphasis and progress, and goes on with Continue', async () => {
    runScript(undefined, { name: 'Übungslauf' })
    const first = await bubble()
    expect(first.querySelector('strong')?.textContent).toBe('Pip')
    expect(first.querySelector('code')?.textContent).toBe('<b>')
    expect(first.closest('.MuiPopper-root')).toBeNull()
    await waitFor(() => { expect(within(first).getByText('Übungslauf · step 1 of 7')).toBeTruthy() })
    expect(within(first).queryByRole('button', { name: 'Skip this step' })).toBeNull()
    expect(saved()).toEqual({ challenge: 'Practice Run', step: 0 })
    await user().click(within(first).getByRole('button', { name: 'Continue' }))
    await expectStep('Press the red button.')
    expect(saved()).toEqual({ challenge: 'Practice Run', step: 1 })
  })

  it('points at the first fixture on screen, outlines it, and advances on a click on it only', async () => {
    runScript(1)
    await expectStep('Press the red button.')
    const red = screen.getByRole('button', { name: 'Red' })
    await waitFor(() => { expect(red.hasAttribute('data-hacking-instructor-target')).toBe(true) })
    expect(within(await bubble()).queryByRole('button', { name: 'Continue' })).toBeNull()
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await user().click(screen.getByRole('button', { name: 'Blue' }))
    expect(await bubbleText()).toBe('Press the red button.')
    await user().click(red)
    await expectStep('Type the word.')
    expect(red.hasAttribute('data-hacking-instructor-target')).toBe(false)
  })

  it('lets the player skip a skippable step', async () => {
    runScript(1)
    await user().click(within(await bubble()).getByRole('button', { name: 'Skip this step' }))
    await expectStep('Type the word.')
  })

  it('advances when the input matches, and not before', async () => {
    runScript(2)
    await expectStep('Type the word.')
    const word = screen.getByRole('textbox', { name: 'Word' })
    await waitFor(() => { expect(word.closest('[data-hacking-instructor-target]')).not.toBeNull() })
    await user().type(word, 'open')
    expect(await bubbleText()).toBe('Type the word.')
    await user().type(word, ' sesame')
    await expectStep('Go to the goal.')
  })

  it('takes a value typed before the step appeared', async () => {
    // Another part of the page, rendered first, already holds the answer (an autofill, say).
    renderScreen(<input id="word" aria-label="Word" defaultValue="open sesame" />)
    runScript(2)
    await expectStep('Go to the goal.')
  })

  it('advances when the player reaches the route, then when the session has the role', async () => {
    runScript(3)
    await expectStep('Go to the goal.')
    await user().click(screen.getByRole('link', { name: 'Goal' }))
    await expectStep('Become an admin.')
    act(() => { saveLogin({ token: fakeToken({ id: 2, email: 'jim@shop.test', role: 'customer' }), bid: 1, umail: 'jim@shop.test' }) })
    expect(await bubbleText()).toBe('Become an admin.')
    act(() => { saveLogin({ token: fakeToken({ id: 1, email: 'admin@shop.test', role: 'admin' }), bid: 1, umail: 'admin@shop.test' }) })
    // The explaining step after it passes on its own.
    await expectStep('Now solve it.')
  })

  it('finishes when the server announces this challenge solved, and ends with Done', async () => {
    startTutorial({ challenge: 'Practice Run' })
    const lookups = runScript(6)
    await expectStep('Now solve it.')
    await waitFor(() => { expect(lookups.some(call => call.query.key === 'practiceChallenge')).toBe(true) })
    act(() => { solvedEvents.emit('challenge solved', { key: 'otherChallenge' }) })
    expect(await bubbleText()).toBe('Now solve it.')
    act(() => { solvedEvents.emit('challenge solved', { key: 'practiceChallenge' }) })
    const done = await screen.findByRole('button', { name: 'Done' })
    expect((await bubble()).textContent).toContain('Well done! You solved Practice Run. Find your next challenge on the score board.')
    expect((await bubble()).querySelector('.hacking-instructor-text')?.textContent).toContain('Now solve it.')
    // The congratulation stays until the player has read it.
    expect(currentTutorial()).toMatchObject({ challenge: 'Practice Run' })
    await user().click(done)
    expect(currentTutorial()).toBeNull()
    expect(sessionStorage.getItem('hackingInstructorProgress')).toBeNull()
  })

  it('finishes at once when the challenge is already solved', async () => {
    runScript(6, { solved: true })
    expect(await screen.findByRole('button', { name: 'Done' })).toBeTruthy()
    expect(screen.queryByText(/· step/)).toBeNull()
  })

  it('ends the tutorial when the player cancels it', async () => {
    startTutorial({ challenge: 'Practice Run' })
    runScript(3)
    await user().click(within(await bubble()).getByRole('button', { name: 'Cancel tutorial' }))
    await waitFor(() => { expect(currentTutorial()).toBeNull() })
    expect(sessionStorage.getItem('hackingInstructorProgress')).toBeNull()
  })

  it('names the challenge in English when the shop does not know it', async () => {
    runScript(undefined, { name: null })
    await waitFor(async () => { expect(within(await bubble()).getByText('Practice Run · step 1 of 7')).toBeTruthy() })
  })

  it.each([
    ['an empty list', { status: 'success', data: [] }],
    ['no list at all', { status: 'success' }]
  ])('asks once for the name of a challenge the shop answers with %s, even where failed questions are asked again', async (_case, answer) => {
    // The app's own query client asks again after a failure that was no 4xx answer.
    const lookups = recordCalls(server, 'get', 'api/Challenges/', answer)
    renderScreen(<QueryClientProvider client={appQueryClient}><TutorialRun script={SCRIPT} /></QueryClientProvider>)
    await waitFor(async () => { expect(within(await bubble()).getByText('Practice Run · step 1 of 7')).toBeTruthy() })
    await waitFor(() => { expect(appQueryClient.isFetching()).toBe(0) })
    expect(lookups).toHaveLength(1)
  })

  it('shows the steps in the reader\'s language, in English where a translation is missing', async () => {
    runScript(undefined, { wrap: inGerman })
    await expectStep('Hallo, ich bin Pip.')
    expect((await bubble()).querySelector('strong')?.textContent).toBe('Pip')
    await user().click(within(await bubble()).getByRole('button', { name: 'Continue' }))
    await expectStep('Drück den roten Knopf.')
    await user().click(screen.getByRole('button', { name: 'Red' }))
    await expectStep('Type the word.')
  })

  it('shows a step in English until its translation has arrived', async () => {
    const german = inGermanFetched()
    runScript(undefined, { wrap: german.wrap })
    await expectStep('Hi, I am Pip. Type <b> later.')
    act(() => { german.arrive() })
    await expectStep('Hallo, ich bin Pip.')
  })

  it('starts at the first step for a resume point that is no step', async () => {
    runScript(99)
    await expectStep('Hi, I am Pip. Type <b> later.')
  })
})

describe('what counts as the player\'s action', COMPONENT_TEST, () => {
  const NOTE: TutorialScript = {
    name: 'Note',
    key: 'noteChallenge',
    order: 2,
    steps: [
      { text: 'Write hello.', fixture: '#note', resolver: { kind: 'input', matches: value => value.trim() === 'hello' } },
      { text: 'Press the guarded button.', fixture: '#guarded', resolver: { kind: 'click' } },
      { text: 'Now solve it.', resolver: { kind: 'solved' } }
    ]
  }

  /** A page with a comment box and a button whose own handler stops the click from bubbling. */
  function runNote (note = ''): void {
    recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: [{ key: query.key, name: 'Note', solved: false }] }))
    renderScreen(
      <>
        <textarea id="note" aria-label="Note" defaultValue={note} />
        <button id="guarded" type="button" onClick={event => { event.stopPropagation() }}>Guarded</button>
        <TutorialRun script={NOTE} />
      </>
    )
  }

  it('takes what the player types into a text area', async () => {
    runNote()
    await expectStep('Write hello.')
    await user().type(screen.getByRole('textbox', { name: 'Note' }), 'hello')
    await expectStep('Press the guarded button.')
  })

  it('takes a text area filled before the step appeared', async () => {
    runNote(' hello ')
    await expectStep('Press the guarded button.')
  })

  it('sees a click on its element even when the page stops it from bubbling', async () => {
    runNote('hello')
    await expectStep('Press the guarded button.')
    await user().click(screen.getByRole('button', { name: 'Guarded' }))
    await expectStep('Now solve it.')
  })
})
