// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MASTER, VISA, tableText, user } from '@/test-support/checkout-fixtures'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { CardTable } from './card-table'

const row = (lastFour: string): HTMLElement => screen.getByText(`•••• ${lastFour}`).closest('tr') as HTMLElement

describe('the card table', COMPONENT_TEST, () => {
  it('says there is no card yet', () => {
    renderScreen(<CardTable cards={[]} onSelect={() => {}} />)
    expect(screen.getByText('You have not saved a card yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the last four digits, the holder and a two-digit expiry month', () => {
    renderScreen(<CardTable cards={[VISA, MASTER]} />)
    expect(tableText(screen.getByRole('table', { name: 'My Payment Options' }))).toEqual([
      ['Card Number', 'Card Holder', 'Expires'],
      ['•••• 1111', 'Kim Berg', '04/2085'],
      ['•••• 4444', 'Sam Lee', '11/2090']
    ])
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('in select mode, marks the selected card and reports a clicked one', async () => {
    const onSelect = vi.fn()
    renderScreen(<CardTable cards={[VISA, MASTER]} selected={8} onSelect={onSelect} />)
    expect(tableText(screen.getByRole('table'))[0]).toEqual(['', 'Card Number', 'Card Holder', 'Expires'])
    expect((screen.getByRole('radio', { name: '4444' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: '1111' }) as HTMLInputElement).checked).toBe(false)
    expect(row('4444').classList.contains('Mui-selected')).toBe(true)
    expect(row('1111').classList.contains('Mui-selected')).toBe(false)
    await user().click(screen.getByText('Kim Berg'))
    expect(onSelect).toHaveBeenCalledWith(7)
    expect([getComputedStyle(row('1111')).cursor, row('1111').classList.contains('MuiTableRow-hover')]).toEqual(['pointer', true])
  })

  it('in manage mode, reports which card to remove', async () => {
    const onRemove = vi.fn()
    renderScreen(<CardTable cards={[VISA, MASTER]} onRemove={onRemove} />)
    expect(tableText(screen.getByRole('table'))[0]).toEqual(['Card Number', 'Card Holder', 'Expires', ''])
    await user().click(within(row('4444')).getByRole('button', { name: 'Remove' }))
    expect(onRemove).toHaveBeenCalledWith(8)
    expect(onRemove).toHaveBeenCalledTimes(1)
    expect(getComputedStyle(row('4444')).cursor).toBe('default')
  })
})
