// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { classroomKeys } from '../api/keys'
import { TeamActions } from './team-actions'

const server = mockShopServer()
const TEAMS = 'rest/classroom/trainer/teams/:team'
const noContent = () => new HttpResponse(null, { status: 204 })

function renderActions (team = 'Red Plums') {
  return renderScreen(<TeamActions team={team} />)
}

/** Clicks the action's button for the team and confirms in the dialog it opens. */
async function confirmAction (label: string, team = 'Red Plums') {
  fireEvent.click(screen.getByRole('button', { name: `${label}: ${team}` }))
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: label }))
}

const dialogGone = async () => { await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() }) }

describe('a team\'s actions in the trainer console', COMPONENT_TEST, () => {
  it.each([
    { label: 'Reset shop', text: 'Reset the shop of Red Plums to its starting state?', danger: true },
    { label: 'New passcode', text: 'Give Red Plums a new passcode?', danger: false },
    { label: 'Delete team', text: 'Delete Red Plums with its shop?', danger: true }
  ])('asks before "$label", in red where it destroys something, and Escape leaves it undone', async ({ label, text, danger }) => {
    const calls = [recordCalls(server, 'post', `${TEAMS}/reset`, noContent()), recordCalls(server, 'post', `${TEAMS}/passcode`, noContent()), recordCalls(server, 'delete', TEAMS, noContent())]
    renderActions()
    fireEvent.click(screen.getByRole('button', { name: `${label}: Red Plums` }))

    const dialog = await screen.findByRole('dialog', { name: label })
    expect(within(dialog).getByText(new RegExp(`^${text.replace('?', '\\?')}`))).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: label }).className).toContain(danger ? 'MuiButton-colorError' : 'MuiButton-colorPrimary')

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await dialogGone()
    expect(calls.flat()).toEqual([])
  })

  it('deletes a team, its name sent as one path segment, and says so', async () => {
    const calls = recordCalls(server, 'delete', TEAMS, noContent())
    renderActions('Kiwis & Co?')
    await confirmAction('Delete team', 'Kiwis & Co?')
    expect(await screen.findByText('Kiwis & Co? was deleted.')).toBeTruthy()
    expect(calls.map(call => call.path)).toEqual(['/rest/classroom/trainer/teams/Kiwis%20%26%20Co%3F'])
    await dialogGone()
  })

  it('shows a new passcode once, until the trainer is done with it', async () => {
    recordCalls(server, 'post', `${TEAMS}/passcode`, { team: 'Red Plums', passcode: 'NEWCODE12345' })
    renderActions()
    await confirmAction('New passcode')
    const card = await screen.findByTestId('passcode-card')
    expect(within(card).getByRole('heading').textContent).toBe('Passcode of Red Plums')
    expect(within(card).getByTestId('passcode').textContent).toBe('NEWCODE12345')
    // The code is the message: no snack bar on top of it.
    expect(screen.queryByText('Red Plums has a new passcode.')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => { expect(screen.queryByTestId('passcode-card')).toBeNull() })
  })

  it('closes the passcode with Escape too', async () => {
    recordCalls(server, 'post', `${TEAMS}/passcode`, { team: 'Red Plums', passcode: 'NEWCODE12345' })
    renderActions()
    await confirmAction('New passcode')
    fireEvent.keyDown((await screen.findByTestId('passcode-card')).closest('[role="dialog"]') as HTMLElement, { key: 'Escape' })
    await waitFor(() => { expect(screen.queryByTestId('passcode-card')).toBeNull() })
  })

  it.each([
    { body: 'none', answer: noContent },
    { body: 'a text', answer: () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } }) }
  ])('only says the passcode changed when the answer carries none to show ($body)', async ({ answer }) => {
    recordCalls(server, 'post', `${TEAMS}/passcode`, answer())
    renderActions()
    await confirmAction('New passcode')
    expect(await screen.findByText('Red Plums has a new passcode.')).toBeTruthy()
    expect(screen.queryByTestId('passcode-card')).toBeNull()
  })

  it.each([
    { answer: failure(404, null), text: 'Not found: the team may have been deleted.' },
    { answer: failure(401, { error: 'trainer_required', message: 'Sign in' }), text: 'Please sign in as the trainer again.' },
    { answer: failure(500, { error: 'boom' }), text: 'Something went wrong. Please try again.' }
  ])('says why an action failed ($text) and closes the confirmation', async ({ answer, text }) => {
    recordCalls(server, 'post', `${TEAMS}/reset`, answer)
    renderActions()
    await confirmAction('Reset shop')
    expect((await screen.findByRole('alert')).textContent).toBe(text)
    await dialogGone()
    expect(screen.queryByText('The shop of Red Plums was reset.')).toBeNull()
  })

  it('lets the confirmation wait, its button disabled, while the answer is on its way', async () => {
    const answer = gate()
    recordCalls(server, 'post', `${TEAMS}/reset`, async () => { await answer.passed; return noContent() })
    renderActions()
    await confirmAction('Reset shop')
    const dialog = screen.getByRole('dialog')
    await waitFor(() => { expect(within(dialog).getByRole('button', { name: 'Reset shop' }).hasAttribute('disabled')).toBe(true) })
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false)

    answer.open()
    expect(await screen.findByText('The shop of Red Plums was reset.')).toBeTruthy()
    await dialogGone()
  })

  it.each([
    { outcome: 'succeeded', answer: noContent() },
    { outcome: 'failed', answer: failure(500, null) }
  ])('has the console, the leaderboard and the status read again after an action $outcome', async ({ answer }) => {
    recordCalls(server, 'post', `${TEAMS}/reset`, answer)
    const view = renderActions()
    const keys = [classroomKeys.trainerTeams, classroomKeys.audit, classroomKeys.scores, classroomKeys.status]
    for (const key of keys) view.queryClient.setQueryData(key, {})
    await confirmAction('Reset shop')
    await waitFor(() => { expect(keys.map(key => view.queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true]) })
  })
})
