// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { PagedTable, type PagedTableColumn } from './paged-table'

interface Fruit { id: number, name: string }

const COLUMNS: Array<PagedTableColumn<Fruit>> = [
  { header: 'Name', cell: fruit => fruit.name },
  { header: 'Actions', hideHeader: true, cell: fruit => <button type="button">Pick {fruit.name}</button> }
]

function renderFruit (rows: Fruit[] | undefined): void {
  renderScreen(<PagedTable label="Fruit" rows={rows} columns={COLUMNS} rowKey={fruit => fruit.id} loading={false} errorText={null} emptyText="No fruit." />)
}

/** Whether a header's text shows on screen, rather than in the 1 px box only screen readers reach. */
const onScreen = (header: HTMLElement): boolean => ![header, ...header.querySelectorAll('*')].some(element => getComputedStyle(element).position === 'absolute')

describe('a staff table', COMPONENT_TEST, () => {
  it('says it is empty when it is given no list at all', async () => {
    renderFruit(undefined)
    expect(await screen.findByText('No fruit.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the names of its columns, the hidden one to screen readers only', async () => {
    renderFruit([{ id: 1, name: 'Banana' }])
    const table = await screen.findByRole('table', { name: 'Fruit' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map(header => header.textContent)).toEqual(['Name', 'Actions'])
    expect(headers.map(onScreen)).toEqual([true, false])
    expect(within(table).getByRole('button', { name: 'Pick Banana' })).toBeTruthy()
  })
})
