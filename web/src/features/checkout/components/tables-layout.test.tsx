// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HOME, MASTER, OFFICE, VISA, answerAddresses, logIn } from '@/test-support/checkout-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { DEFAULT_WIDTH, setWindowWidth } from '@/test-support/viewport'
import { AddressList } from './address-list'
import { CardTable } from './card-table'

const server = mockShopServer()
const style = (element: Element | null | undefined): CSSStyleDeclaration => getComputedStyle(element as HTMLElement)
/** How each cell of a column is shown: the column's header and every body cell. */
const column = (header: string): string[] => {
  const head = screen.getByText(header, { selector: 'th' })
  const index = [...(head.parentElement as HTMLElement).children].indexOf(head)
  return [head, ...[...document.querySelectorAll('tbody tr')].map(row => row.children[index])].map(cell => style(cell).display)
}

/*
 * On a phone the tables drop the column a shopper needs least (an address's country, a card's
 * holder) so the rest keeps its width. (happy-dom does not apply `display: table-cell` from a media
 * query, so only the phone's side is checked here; the e2e phone screens see both.)
 */
describe('the checkout tables on a wide screen and on a phone', COMPONENT_TEST, () => {
  afterEach(() => { setWindowWidth(DEFAULT_WIDTH) })

  async function addresses (mode: 'select' | 'manage'): Promise<void> {
    logIn()
    answerAddresses(server, [HOME, OFFICE])
    renderScreen(<AddressList mode={mode} />)
    await waitFor(() => { expect(document.querySelectorAll('tbody tr')).toHaveLength(2) })
  }

  it('hides the addresses\' countries on a phone, and keeps each row\'s buttons on one line', async () => {
    setWindowWidth(390)
    await addresses('manage')
    expect(column('Country')).toEqual(['none', 'none', 'none'])
    expect(column('Name')).not.toContain('none')
    expect(style(screen.getAllByRole('button', { name: 'Edit' })[0].parentElement).whiteSpace).toBe('nowrap')
    expect(style(screen.getByRole('button', { name: 'Add New Address' })).marginTop).toBe('16px')
  })

  it('shows a pointer over the addresses only where a click chooses one', async () => {
    await addresses('select')
    expect(style(document.querySelector('tbody tr')).cursor).toBe('pointer')
  })

  it('says there is no saved address with room around it', async () => {
    logIn()
    answerAddresses(server, [])
    renderScreen(<AddressList mode="manage" />)
    const empty = await screen.findByText('You have not saved an address yet.')
    expect([style(empty).paddingTop, style(empty).paddingBottom]).toEqual(['16px', '16px'])
  })

  it('hides the cards\' holders on a phone', () => {
    setWindowWidth(390)
    renderScreen(<CardTable cards={[VISA, MASTER]} />)
    expect(column('Card Holder')).toEqual(['none', 'none', 'none'])
    expect(column('Card Number')).not.toContain('none')
  })

  it('says there is no card yet with room around it', () => {
    renderScreen(<CardTable cards={[]} />)
    const empty = screen.getByText('You have not saved a card yet.')
    expect([style(empty).paddingTop, style(empty).paddingBottom]).toEqual(['16px', '16px'])
  })
})
