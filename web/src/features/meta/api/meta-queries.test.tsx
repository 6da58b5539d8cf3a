// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { answerConfiguration } from '@/test-support/account-fixtures'
import { failure, recordCalls } from '@/test-support/recorded-calls'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { solvedEvents } from '@/test-support/solved-events'
import { DEFAULT_APPLICATION_NAME, useApplicationName } from './get-application-configuration'
import { useApplicationVersion } from './get-application-version'
import { challengeSolvedQueryKey, useChallengeSolvedByName } from './get-challenge-solved'
import { BUILT_IN_LANGUAGES, useLanguages } from './get-languages'
import { fetchLearningPaths, pathTextKey, useLearningPaths } from './get-learning-paths'

vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())

const server = mockShopServer()

function Solved ({ name }: { name: string }) {
  return <p data-testid="solved">{String(useChallengeSolvedByName(name))}</p>
}

function Facts () {
  const name = useApplicationName()
  const version = useApplicationVersion().data
  const languages = useLanguages().data
  const paths = useLearningPaths().data
  return <p data-testid="facts">{[name, version, languages?.map(l => l.key).join('+'), paths?.map(p => p.id).join('+')].join(' | ')}</p>
}

/** A screen that can switch which challenge it asks about. */
function SwitchingSolved ({ first, then }: { first: string, then: string }) {
  const [name, setName] = useState(first)
  return <><Solved name={name} /><button type="button" onClick={() => { setName(then) }}>switch</button></>
}

const solved = (): string => screen.getByTestId('solved').textContent ?? ''
const lookup = (solvedNow: boolean | undefined) => recordCalls(server, 'get', 'api/Challenges/', ({ query }) =>
  ({ status: 'success', data: solvedNow === undefined ? [] : [{ name: query.name, key: 'someKey', solved: solvedNow }] }))

describe('whether a named challenge is solved', COMPONENT_TEST, () => {
  it('asks for that challenge by name only', async () => {
    const asked = lookup(true)
    renderScreen(<Solved name="Score Board" />)
    expect(solved()).toBe('false')
    await waitFor(() => { expect(solved()).toBe('true') })
    expect(asked.map(call => call.query)).toEqual([{ name: 'Score Board' }])
  })

  it('is false for an open or an unknown challenge', async () => {
    const asked = lookup(false)
    const { queryClient } = renderScreen(<Solved name="Login Admin" />)
    await waitFor(() => { expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Admin'))).toBe(false) })
    expect(solved()).toBe('false')
    server.resetHandlers()
    lookup(undefined)
    await act(async () => { await queryClient.refetchQueries() })
    expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Admin'))).toBe(false)
    expect(asked).toHaveLength(1)
  })

  it('reads an answer without a match, or without a list, as not solved', async () => {
    const asked = lookup(undefined)
    const { queryClient } = renderScreen(<><Solved name="Login Admin" /><Solved name="Login Jim" /></>)
    await waitFor(() => { expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Admin'))).toBe(false) })
    server.resetHandlers()
    recordCalls(server, 'get', 'api/Challenges/', { status: 'success' })
    await act(async () => { await queryClient.refetchQueries({ queryKey: challengeSolvedQueryKey('Login Jim') }) })
    expect(queryClient.getQueryState(challengeSolvedQueryKey('Login Jim'))?.status).toBe('success')
    expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Jim'))).toBe(false)
    expect(asked.map(call => call.query.name).sort()).toEqual(['Login Admin', 'Login Jim'])
  })

  it('turns true when the realtime event names the challenge, and only then', async () => {
    lookup(false)
    const { queryClient, unmount } = renderScreen(<Solved name="Login Admin" />)
    await waitFor(() => { expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Admin'))).toBe(false) })
    act(() => { solvedEvents.emit('challenge solved', { challenge: 'Login Bender', key: 'loginBenderChallenge' }) })
    act(() => { solvedEvents.emit('challenge solved', { challenge: 'Other', key: 'scoreBoardChallenge' }) })
    expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Admin'))).toBe(false)
    act(() => { solvedEvents.emit('challenge solved', { challenge: 'Login Admin', key: 'loginAdminChallenge' }) })
    expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Admin'))).toBe(true)
    await waitFor(() => { expect(solved()).toBe('true') })
    unmount()
    expect(solvedEvents.listenerCount('challenge solved')).toBe(0)
  })

  it('follows the realtime events of the challenge it is switched to', async () => {
    const asked = lookup(false)
    const { queryClient } = renderScreen(<SwitchingSolved first="Login Admin" then="Login Jim" />)
    await waitFor(() => { expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Admin'))).toBe(false) })
    fireEvent.click(screen.getByRole('button', { name: 'switch' }))
    await waitFor(() => { expect(queryClient.getQueryData(challengeSolvedQueryKey('Login Jim'))).toBe(false) })
    expect(asked.map(call => call.query.name)).toEqual(['Login Admin', 'Login Jim'])
    act(() => { solvedEvents.emit('challenge solved', { challenge: 'Login Jim', key: 'loginJimChallenge' }) })
    await waitFor(() => { expect(solved()).toBe('true') })
  })

  it('knows the Score Board also by its key', async () => {
    lookup(false)
    const { queryClient } = renderScreen(<Solved name="Score Board" />)
    await waitFor(() => { expect(queryClient.getQueryData(challengeSolvedQueryKey('Score Board'))).toBe(false) })
    act(() => { solvedEvents.emit('challenge solved', { challenge: 'Login Admin', key: 'loginAdminChallenge' }) })
    expect(queryClient.getQueryData(challengeSolvedQueryKey('Score Board'))).toBe(false)
    act(() => { solvedEvents.emit('challenge solved', { challenge: 'Punteggio', key: 'scoreBoardChallenge' }) })
    await waitFor(() => { expect(solved()).toBe('true') })
  })
})

describe('the shop\'s facts', COMPONENT_TEST, () => {
  function answerFacts (name: string | undefined): void {
    answerConfiguration(server, name === undefined ? {} : { name })
    recordCalls(server, 'get', 'rest/admin/application-version', { version: '19.2.0' })
    recordCalls(server, 'get', 'rest/languages', [{ key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb'], percentage: 100, gauge: 'full' }, { key: 'de', lang: 'Deutsch', shortKey: 'DE', icons: ['de'], percentage: 98, gauge: 'three-quarters' }])
    recordCalls(server, 'get', 'api/LearningPaths', { status: 'success', data: [{ id: 'first-hour', name: 'First hour', description: 'Start', challenges: [] }] })
  }

  it('reads the name, the version, the languages and the learning paths', async () => {
    answerFacts('Lemon Shop')
    renderScreen(<Facts />)
    await waitFor(() => { expect(screen.getByTestId('facts').textContent).toBe('Lemon Shop | 19.2.0 | en+de | first-hour') })
  })

  it('uses the built-in name for a blank or missing one', async () => {
    answerFacts('   ')
    const { queryClient } = renderScreen(<Facts />)
    await waitFor(() => { expect(queryClient.getQueryData(['application-configuration'])).toEqual({ application: { name: '   ' } }) })
    expect(screen.getByTestId('facts').textContent).toMatch(/^Juice Shop \|/)
    expect(DEFAULT_APPLICATION_NAME).toBe('Juice Shop')
    server.resetHandlers()
    answerConfiguration(server)
    await act(async () => { await queryClient.refetchQueries({ queryKey: ['application-configuration'] }) })
    expect(queryClient.getQueryData(['application-configuration'])).toEqual({ application: {} })
    expect(screen.getByTestId('facts').textContent).toMatch(/^Juice Shop \|/)
  })

  it('asks for the learning paths once, even when the shop fails', async () => {
    const asked = recordCalls(server, 'get', 'api/LearningPaths', () => failure(500, { error: 'down' }))
    const Paths = (): null => { useLearningPaths(); return null }
    const { queryClient } = renderScreen(<Paths />)
    await waitFor(() => { expect(queryClient.getQueryState(['learning-paths'])?.status).toBe('error') })
    expect(asked).toHaveLength(1)
  })

  it('reads a learning-path answer without data as no paths', async () => {
    recordCalls(server, 'get', 'api/LearningPaths', { status: 'success' })
    expect(await fetchLearningPaths()).toEqual([])
  })

  it('names a learning path\'s text key after its id', () => {
    expect(pathTextKey('first-hour')).toBe('LEARNING_PATH_FIRST_HOUR')
    expect(pathTextKey('api-security-and-more')).toBe('LEARNING_PATH_API_SECURITY_AND_MORE')
  })

  it('ships English and German for when the server list is missing', () => {
    expect(BUILT_IN_LANGUAGES).toEqual([
      { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb'] },
      { key: 'de', lang: 'Deutsch', shortKey: 'DE', icons: ['de'] }
    ])
  })
})
