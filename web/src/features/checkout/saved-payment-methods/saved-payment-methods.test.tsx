// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MASTER, VISA, answer, answerCards, user } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import SavedPaymentMethods from './saved-payment-methods'

const server = mockShopServer()

describe('the saved payment methods', COMPONENT_TEST, () => {
  it('lists the cards with remove buttons and the add-card form', async () => {
    answerCards(server, [VISA, MASTER])
    renderScreen(<SavedPaymentMethods />, { at: '/saved-payment-methods' })
    expect(screen.getByRole('heading', { name: 'My Payment Options' })).toBeTruthy()
    expect(await screen.findByText('•••• 4444')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2)
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByText('Add new card')).toBeTruthy()
  })

  it('removes a card and reads the list again', async () => {
    answerCards(server, [VISA, MASTER])
    const deletes = answer(server, 'delete', 'api/Cards/:id', { status: 'success' })
    renderScreen(<SavedPaymentMethods />, { at: '/saved-payment-methods' })
    const row = (await screen.findByText('•••• 1111')).closest('tr') as HTMLElement
    answerCards(server, [MASTER])
    await user().click(within(row).getByRole('button', { name: 'Remove' }))
    await waitFor(() => { expect(screen.queryByText('•••• 1111')).toBeNull() })
    expect(deletes).toEqual([{ path: '/api/Cards/7', body: null }])
  })

  it('tells the server\'s reason when a card cannot be removed', async () => {
    answerCards(server, [VISA])
    answer(server, 'delete', 'api/Cards/:id', new Error('Card is locked'))
    renderScreen(<SavedPaymentMethods />, { at: '/saved-payment-methods' })
    await user().click(await screen.findByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Card is locked')).toBeTruthy()
  })

  it('says so while no card is saved', async () => {
    answerCards(server, [])
    renderScreen(<SavedPaymentMethods />, { at: '/saved-payment-methods' })
    expect(await screen.findByText('You have not saved a card yet.')).toBeTruthy()
  })
})
