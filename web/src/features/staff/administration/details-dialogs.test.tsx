// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { feedbackRow, userRow } from '@/test-support/staff-fixtures'
import type { Feedback } from '../api/get-feedbacks'
import { FeedbackDetailsDialog } from './feedback-details-dialog'
import { UserDetailsDialog } from './user-details-dialog'

const server = mockShopServer()
const ignore = (): void => {}

/** Keeps a dialog's subject in state, with a button that lets go of it while the dialog is open. */
function Caller<T> ({ first, dialog }: { first: T, dialog: (subject: T | null) => React.ReactNode }) {
  const [subject, setSubject] = useState<T | null>(first)
  return (
    <>
      <button type="button" onClick={() => { setSubject(null) }}>Forget</button>
      {dialog(subject)}
    </>
  )
}

/** Lets go of the subject (the page behind an open dialog is hidden from queries by role). */
function forget (): void {
  fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Forget' }))
}

describe('the details dialogs of the administration', COMPONENT_TEST, () => {
  it('shows a feedback\'s details only while there is a feedback to show', async () => {
    renderScreen(<Caller<Feedback> first={feedbackRow(1, { comment: 'Lovely' })} dialog={feedback => <FeedbackDetailsDialog feedback={feedback} open deleting={false} onDelete={ignore} onClose={ignore} />} />)
    expect(within(await screen.findByRole('dialog', { name: 'Feedback details' })).getByText('Lovely')).toBeTruthy()
    forget()
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })

  it('shows a user\'s details only while there is a user to show', async () => {
    recordCalls(server, 'get', 'api/Users/1', { status: 'success', data: userRow(1, { email: 'admin@shop.test' }) })
    renderScreen(<Caller<number> first={1} dialog={userId => <UserDetailsDialog userId={userId} open onClose={ignore} />} />)
    expect(await within(await screen.findByRole('dialog', { name: 'User details' })).findByText('admin@shop.test')).toBeTruthy()
    forget()
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull() })
  })
})
