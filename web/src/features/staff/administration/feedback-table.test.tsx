// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { failure, gate, recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { feedbackRow, listOf } from '@/test-support/staff-fixtures'
import { FeedbackTable } from './feedback-table'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true })
const LONG = 'The banana juice was great but the bottle arrived a bit warm, please cool it next time.'

/** The feedback list in turn: each request gets the next list, the last one from then on. */
function feedbackLists (...lists: unknown[][]): ReturnType<typeof recordCalls> {
  return recordCalls(server, 'get', 'api/Feedbacks/', () => listOf(lists.length > 1 ? lists.shift()! : lists[0]))
}

async function openFeedback (): Promise<HTMLElement> {
  renderScreen(<FeedbackTable label="Customer Feedback" />)
  return await screen.findByRole('table', { name: 'Customer Feedback' })
}

const bodyRows = (table: HTMLElement): HTMLElement[] => within(table).getAllByRole('row').slice(1)
/** The opacity of a dialog's fading container: 1 while open, 0 as soon as it starts closing. */
const fadeOf = (dialog: HTMLElement): string => (dialog.parentElement as HTMLElement).style.opacity

describe('the customer feedback', COMPONENT_TEST, () => {
  it('lists the author, a shortened comment and the stars of each feedback', async () => {
    feedbackLists([feedbackRow(1, { UserId: 7, comment: LONG, rating: 4 }), feedbackRow(2, { UserId: null, comment: 'Short & <b>sweet</b>', rating: 1 })])
    const table = await openFeedback()
    expect(within(table).getAllByRole('columnheader').map(cell => cell.textContent)).toEqual(['User', 'Comment', 'Rating', 'Delete'])
    const cells = bodyRows(table).map(row => within(row).getAllByRole('cell').map(cell => cell.textContent))
    expect(cells[0].slice(0, 2)).toEqual(['7', 'The banana juice was great but the bottle arrived a bit war…'])
    expect(cells[1].slice(0, 2)).toEqual(['Anonymous', 'Short & <b>sweet</b>'])
    expect(within(bodyRows(table)[0]).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy()
    expect(within(bodyRows(table)[1]).getByRole('img', { name: '1 of 5 stars' })).toBeTruthy()
    expect(bodyRows(table)[0].getAttribute('tabindex')).toBe('0')
    expect(bodyRows(table)[0].classList.contains('MuiTableRow-hover')).toBe(true)
  })

  it('deletes a feedback with its bin, says so and reads the list again', async () => {
    const lists = feedbackLists([feedbackRow(1), feedbackRow(2)], [feedbackRow(1)])
    const answer = gate()
    const deleted = recordCalls(server, 'delete', 'api/Feedbacks/2', async () => { await answer.passed; return { status: 'success' } })
    const table = await openFeedback()
    const bin = screen.getByRole('button', { name: 'Delete feedback 2' })
    await user().click(bin)
    await waitFor(() => { expect((bin as HTMLButtonElement).disabled).toBe(true) })
    expect((screen.getByRole('button', { name: 'Delete feedback 1' }) as HTMLButtonElement).disabled).toBe(false)
    answer.open()
    expect(await screen.findByText('The feedback has been deleted.')).toBeTruthy()
    await waitFor(() => { expect(bodyRows(table)).toHaveLength(1) })
    expect(deleted.map(call => call.method)).toEqual(['DELETE'])
    expect(lists).toHaveLength(2)
    // The bin is a button of its own: it opens no details.
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not leave the focus on the next feedback\'s bin after a deletion', async () => {
    feedbackLists([feedbackRow(1), feedbackRow(2)], [feedbackRow(2)])
    recordCalls(server, 'delete', 'api/Feedbacks/1', { status: 'success' })
    const table = await openFeedback()
    await user().click(screen.getByRole('button', { name: 'Delete feedback 1' }))
    expect(await screen.findByText('The feedback has been deleted.')).toBeTruthy()
    await waitFor(() => { expect(bodyRows(table)).toHaveLength(1) })
    // Enter pressed again must not delete feedback 2.
    expect(document.activeElement?.closest('table')).toBeNull()
  })

  it('shows the bins on the right, with no column name above them on phones', async () => {
    feedbackLists([feedbackRow(1)])
    const table = await openFeedback()
    const cells = within(bodyRows(table)[0]).getAllByRole('cell')
    expect(cells.map(cell => cell.getAttribute('data-label'))).toEqual(['User', 'Comment', 'Rating', null])
    expect(cells.map(cell => cell.classList.contains('MuiTableCell-alignRight'))).toEqual([false, false, false, true])
  })

  it('shows the shop\'s refusal of a deletion', async () => {
    const lists = feedbackLists([feedbackRow(1)])
    recordCalls(server, 'delete', 'api/Feedbacks/1', () => failure(403, { error: 'Only admins may delete feedback' }))
    await openFeedback()
    await user().click(screen.getByRole('button', { name: 'Delete feedback 1' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Only admins may delete feedback')
    expect(screen.queryByText('The feedback has been deleted.')).toBeNull()
    expect(lists).toHaveLength(1)
  })

  it('opens the whole feedback from its row, and deletes it from there', async () => {
    feedbackLists([feedbackRow(1, { UserId: 7, comment: LONG, rating: 4 }), feedbackRow(2, { UserId: null })], [feedbackRow(2, { UserId: null })])
    const answer = gate()
    const deleted = recordCalls(server, 'delete', 'api/Feedbacks/1', async () => { await answer.passed; return { status: 'success' } })
    const table = await openFeedback()
    await user().click(within(bodyRows(table)[0]).getAllByRole('cell')[1])
    const dialog = await screen.findByRole('dialog', { name: 'Feedback details' })
    expect(within(dialog).getByText(LONG)).toBeTruthy()
    expect(within(dialog).getByText('7')).toBeTruthy()
    expect(within(dialog).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy()
    const remove = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement
    await user().click(remove)
    await waitFor(() => { expect(remove.disabled).toBe(true) })
    answer.open()
    expect(await screen.findByText('The feedback has been deleted.')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
    expect(deleted).toHaveLength(1)
  })

  it('keeps another feedback\'s details open when the bin of a row deletes a different one', async () => {
    feedbackLists([feedbackRow(1), feedbackRow(2, { UserId: null, comment: 'Second' })], [feedbackRow(2, { UserId: null, comment: 'Second' })])
    recordCalls(server, 'delete', 'api/Feedbacks/1', { status: 'success' })
    const table = await openFeedback()
    fireEvent.keyDown(bodyRows(table)[1], { key: 'Enter' })
    const dialog = await screen.findByRole('dialog', { name: 'Feedback details' })
    expect(within(dialog).getByText('Anonymous')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Delete feedback 1' }))
    expect(await screen.findByText('The feedback has been deleted.')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Feedback details' })).toBeTruthy()
    // A closing dialog fades out before it leaves the page; this one stays in full view.
    expect(fadeOf(dialog)).toBe('1')
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })

  it('opens a row with Enter or Space on the row itself, not with other keys or from inside it', async () => {
    feedbackLists([feedbackRow(1), feedbackRow(2)])
    const table = await openFeedback()
    const row = bodyRows(table)[0]
    fireEvent.keyDown(row, { key: 'a' })
    fireEvent.keyDown(screen.getByRole('button', { name: 'Delete feedback 1' }), { key: 'Enter' })
    expect(screen.queryByRole('dialog')).toBeNull()
    const space = fireEvent.keyDown(row, { key: ' ' })
    expect(space).toBe(false)
    expect(await screen.findByRole('dialog', { name: 'Feedback details' })).toBeTruthy()
  })

  it('reads the list again when a new feedback makes the shop\'s feedback list stale', async () => {
    const lists = feedbackLists([feedbackRow(1)], [feedbackRow(1), feedbackRow(2, { comment: 'Just in' })])
    const { queryClient } = renderScreen(<FeedbackTable label="Customer Feedback" />)
    const table = await screen.findByRole('table', { name: 'Customer Feedback' })
    // What sending a feedback does (features/support/api/send-feedback.ts).
    await act(async () => { await queryClient.invalidateQueries({ queryKey: ['feedbacks'] }) })
    await waitFor(() => { expect(bodyRows(table)).toHaveLength(2) })
    expect(screen.getByText('Just in')).toBeTruthy()
    expect(lists).toHaveLength(2)
  })

  it('says when there is no feedback', async () => {
    recordCalls(server, 'get', 'api/Feedbacks/', { status: 'success' })
    renderScreen(<FeedbackTable label="Customer Feedback" />)
    expect(await screen.findByText('There is no customer feedback yet.')).toBeTruthy()
  })

  it('shows the shop\'s message when the list cannot be read', async () => {
    recordCalls(server, 'get', 'api/Feedbacks/', () => failure(500, { error: 'SQLITE_BUSY' }))
    renderScreen(<FeedbackTable label="Customer Feedback" />)
    expect((await screen.findByRole('alert')).textContent).toBe('SQLITE_BUSY')
  })
})

describe('the staff tables\' pages', COMPONENT_TEST, () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => feedbackRow(index + 1))
  const comments = (table: HTMLElement): string[] => bodyRows(table).map(row => within(row).getAllByRole('cell')[1].textContent ?? '')

  it('shows ten rows a page and moves between pages', async () => {
    feedbackLists(many(23))
    const table = await openFeedback()
    expect(screen.getByText('1 – 10 of 23')).toBeTruthy()
    expect(comments(table)).toEqual(many(10).map(row => row.comment))
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true)
    await user().click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText('11 – 20 of 23')).toBeTruthy()
    expect(comments(table)[0]).toBe('Comment number 11')
    await user().click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText('21 – 23 of 23')).toBeTruthy()
    expect(comments(table)).toEqual(['Comment number 21', 'Comment number 22', 'Comment number 23'])
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the new last page when a deletion empties the page that was open', async () => {
    feedbackLists(many(11), many(10))
    recordCalls(server, 'delete', 'api/Feedbacks/11', { status: 'success' })
    const table = await openFeedback()
    await user().click(screen.getByRole('button', { name: 'Next page' }))
    expect(comments(table)).toEqual(['Comment number 11'])
    await user().click(screen.getByRole('button', { name: 'Delete feedback 11' }))
    await waitFor(() => { expect(screen.getByText('1 – 10 of 10')).toBeTruthy() })
    expect(comments(table)).toHaveLength(10)
  })
})
