// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { feedbackRow, listOf, userRow } from '@/test-support/staff-fixtures'
import Administration from './administration'
import { UserTable } from './user-table'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
const LAST_LOGIN = Date.UTC(2024, 4, 17, 8, 30)
const shortDateTime = (ms: number): string => new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(ms))
const mediumDateTime = (iso: string): string => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

const USERS = [
  userRow(1, { email: 'admin@shop.test', role: 'admin', lastLoginTime: LAST_LOGIN }),
  userRow(2, { email: '<b id="planted">jim</b>@shop.test', role: 'deluxe' })
]

/** The cells of each body row of the named table, as text. */
function rowsOf (name: string): string[][] {
  const table = screen.getByRole('table', { name })
  return within(table).getAllByRole('row').slice(1).map(row => within(row).getAllByRole('cell').map(cell => cell.textContent ?? ''))
}

/** Each request of a list gets the next answer, the last one from then on. */
function inTurn (path: string, ...lists: unknown[][]): ReturnType<typeof recordCalls> {
  return recordCalls(server, 'get', path, () => listOf(lists.length > 1 ? lists.shift()! : lists[0]))
}

/** An image the browser cannot load: it reports an error as soon as it is given an address. */
class ImageThatFails {
  onerror: (() => void) | null = null
  set src (_address: string) { queueMicrotask(() => { this.onerror?.() }) }
}

function openUsers (users: unknown = listOf(USERS)): ReturnType<typeof recordCalls> {
  const asked = recordCalls(server, 'get', 'rest/user/authentication-details/', () => users as object)
  renderScreen(<UserTable label="Registered Users" />)
  return asked
}

describe('the administration', COMPONENT_TEST, () => {
  it('shows the registered users and the customer feedback side by side', async () => {
    recordCalls(server, 'get', 'rest/user/authentication-details/', listOf(USERS))
    recordCalls(server, 'get', 'api/Feedbacks/', listOf([feedbackRow(4, { comment: 'Tasty!' })]))
    renderScreen(<Administration />, { at: '/administration' })
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Registered Users' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Customer Feedback' })).toBeTruthy()
    expect(await within(screen.getByRole('region', { name: 'Registered Users' })).findByRole('table', { name: 'Registered Users' })).toBeTruthy()
    expect(await within(screen.getByRole('region', { name: 'Customer Feedback' })).findByRole('table', { name: 'Customer Feedback' })).toBeTruthy()
    expect(screen.getByText('Tasty!')).toBeTruthy()
  })

  it('reads only the feedback again after a deletion, not the users', async () => {
    const users = recordCalls(server, 'get', 'rest/user/authentication-details/', listOf(USERS))
    const feedback = inTurn('api/Feedbacks/', [feedbackRow(4), feedbackRow(5, { comment: 'Gone soon' })], [feedbackRow(4)])
    recordCalls(server, 'delete', 'api/Feedbacks/5', { status: 'success' })
    renderScreen(<Administration />, { at: '/administration' })
    await screen.findByRole('table', { name: 'Registered Users' })
    await user().click(await screen.findByRole('button', { name: 'Delete feedback 5' }))
    expect(await screen.findByText('The feedback has been deleted.')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByText('Gone soon')).toBeNull() })
    expect([users.length, feedback.length]).toEqual([1, 2])
  })
})

describe('the registered users', COMPONENT_TEST, () => {
  it('lists every user with role and last login, the e-mail inserted as markup (the planted XSS)', async () => {
    const details = recordCalls(server, 'get', 'api/Users/:id', { status: 'success', data: userRow(1) })
    const asked = openUsers()
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    await screen.findByRole('table', { name: 'Registered Users' })
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map(cell => cell.textContent)
    expect(headers).toEqual(['Email', 'Role', 'Last login', 'Details'])
    expect(rowsOf('Registered Users')).toEqual([
      ['admin@shop.test', 'admin', shortDateTime(LAST_LOGIN), ''],
      ['jim@shop.test', 'deluxe', '–', '']
    ])
    expect(document.getElementById('planted')?.textContent).toBe('jim')
    expect(screen.getAllByRole('cell')[0].getAttribute('data-label')).toBe('Email')
    expect(screen.getAllByRole('cell')[3].hasAttribute('data-label')).toBe(false)
    // The details buttons sit on the right.
    expect(screen.getAllByRole('cell').slice(0, 4).map(cell => cell.classList.contains('MuiTableCell-alignRight'))).toEqual([false, false, false, true])
    // Rows of this table open nothing, so they are not in the tab order.
    expect(screen.getAllByRole('row')[1].hasAttribute('tabindex')).toBe(false)
    expect(screen.getAllByRole('row')[1].classList.contains('MuiTableRow-hover')).toBe(false)
    expect(asked).toHaveLength(1)
    // A user's details are fetched only when asked for.
    expect(details).toEqual([])
  })

  it('opens the details of a user, fetched by id, and closes them', async () => {
    openUsers()
    const details = userRow(1, { email: 'admin@shop.test', role: 'admin', lastLoginIp: '10.1.2.3', profileImage: 'assets/public/images/uploads/1.png' })
    const fetched = recordCalls(server, 'get', 'api/Users/1', { status: 'success', data: details })
    await user().click(await screen.findByRole('button', { name: 'Show details of admin@shop.test' }))
    const dialog = await screen.findByRole('dialog', { name: 'User details' })
    await within(dialog).findByText('10.1.2.3')
    const facts = [...dialog.querySelectorAll('dt')].map(term => [term.textContent, term.nextElementSibling?.textContent])
    expect(facts).toEqual([
      ['Email', 'admin@shop.test'],
      ['Role', 'admin'],
      ['Created', mediumDateTime('2024-01-02T10:00:00.000Z')],
      ['Updated', mediumDateTime('2024-01-03T11:00:00.000Z')],
      ['Last login IP', '10.1.2.3']
    ])
    expect(within(dialog).getByRole('img', { name: 'Profile image' }).getAttribute('src')).toBe('http://shop.test/assets/public/images/uploads/1.png')
    expect(fetched.map(call => call.path)).toEqual(['/api/Users/1'])
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })

  it('gives the focus back to the same user\'s button when the list was read again while the details were open', async () => {
    const admin = userRow(1, { email: 'admin@shop.test' })
    const jim = userRow(2, { email: 'jim@shop.test' })
    inTurn('rest/user/authentication-details/', [admin, jim], [userRow(3, { email: 'new@shop.test' }), admin, jim])
    recordCalls(server, 'get', 'api/Users/2', { status: 'success', data: jim })
    renderScreen(<UserTable label="Registered Users" />)
    await user().click(await screen.findByRole('button', { name: 'Show details of jim@shop.test' }))
    const dialog = await screen.findByRole('dialog', { name: 'User details' })
    await within(dialog).findByText('jim@shop.test')
    // Back online after a drop, the app reads its lists again (refetch on reconnect); a new user came first.
    act(() => { onlineManager.setOnline(false); onlineManager.setOnline(true) })
    expect(await screen.findByText('new@shop.test')).toBeTruthy()
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show details of jim@shop.test')
  })

  it('does not show the previous user\'s details while the next user\'s load', async () => {
    openUsers()
    recordCalls(server, 'get', 'api/Users/1', { status: 'success', data: userRow(1, { email: 'admin@shop.test', role: 'admin' }) })
    const answer = gate()
    recordCalls(server, 'get', 'api/Users/2', async () => { await answer.passed; return { status: 'success', data: userRow(2, { email: 'jim@shop.test' }) } })
    await user().click(await screen.findByRole('button', { name: 'Show details of admin@shop.test' }))
    await within(await screen.findByRole('dialog', { name: 'User details' })).findByText('admin@shop.test')
    await user().click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    await user().click(screen.getByRole('button', { name: /^Show details of <b/ }))
    const dialog = await screen.findByRole('dialog', { name: 'User details' })
    expect(within(dialog).getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(within(dialog).queryByText('admin@shop.test')).toBeNull()
    answer.open()
    expect(await within(dialog).findByText('jim@shop.test')).toBeTruthy()
  })

  it('shows a dash for a missing IP or date and no picture without one', async () => {
    openUsers()
    recordCalls(server, 'get', 'api/Users/2', { status: 'success', data: userRow(2, { email: 'jim@shop.test', createdAt: '', updatedAt: '' }) })
    await user().click(await screen.findByRole('button', { name: /^Show details of <b/ }))
    const dialog = await screen.findByRole('dialog', { name: 'User details' })
    await within(dialog).findByText('jim@shop.test')
    expect([...dialog.querySelectorAll('dd')].map(value => value.textContent)).toEqual(['jim@shop.test', 'customer', '–', '–', '–'])
    expect(within(dialog).queryByRole('img', { name: 'Profile image' })).toBeNull()
  })

  it('names the stand-in picture when the profile image cannot be loaded', async () => {
    vi.stubGlobal('Image', ImageThatFails)
    onTestFinished(() => { vi.unstubAllGlobals() })
    openUsers()
    recordCalls(server, 'get', 'api/Users/1', { status: 'success', data: userRow(1, { profileImage: 'assets/public/images/uploads/1.png' }) })
    await user().click(await screen.findByRole('button', { name: 'Show details of admin@shop.test' }))
    const dialog = await screen.findByRole('dialog', { name: 'User details' })
    const standIn = await within(dialog).findByTestId('PersonIcon')
    expect(within(dialog).getByRole('img', { name: 'Profile image' })).toBe(standIn)
  })

  it('says why a user\'s details cannot be shown', async () => {
    openUsers()
    const answer = gate()
    recordCalls(server, 'get', 'api/Users/1', async () => { await answer.passed; return failure(500, { error: 'Unexpected path: /api/Users/1' }) })
    await user().click(await screen.findByRole('button', { name: 'Show details of admin@shop.test' }))
    const dialog = await screen.findByRole('dialog', { name: 'User details' })
    expect(within(dialog).getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    answer.open()
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unexpected path: /api/Users/1')
  })

  it('says when there are no users, also for an answer without data', async () => {
    openUsers({ status: 'success' })
    expect(await screen.findByText('There are no registered users.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the shop\'s message when the list cannot be read', async () => {
    openUsers(failure(401, { error: 'Unauthorized' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized')
    expect(screen.queryByRole('table')).toBeNull()
  })
})
