// @vitest-environment happy-dom
import TextField from '@mui/material/TextField'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mockShopServer } from '@/test-support/mock-server'
import { recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { TutorialScript } from '../engine/tutorial-types'
import { TutorialRun } from './tutorial-run'

vi.mock('@/lib/socket', async () => (await import('@/test-support/solved-events')).solvedEventsModule())

const server = mockShopServer()

/** A tutorial of one step pointing at `fixture`, on a page with a search bar, a form field and a late button. */
function pointAt (fixture: string): void {
  recordCalls(server, 'get', 'api/Challenges/', ({ query }) => ({ status: 'success', data: [{ key: query.key, name: 'Drill', solved: false }] }))
  const script: TutorialScript = { name: 'Drill', key: 'drillChallenge', order: 1, steps: [{ text: 'Look here.', fixture, resolver: { kind: 'next' } }] }
  function Page () {
    const [late, setLate] = useState(false)
    return (
      <>
        <div role="search" id="bar"><input id="query" aria-label="Query" /></div>
        <TextField id="comment" label="Comment" />
        <button type="button" onClick={() => { setLate(true) }}>Show more</button>
        {late && <button type="button" id="late">Late</button>}
        <TutorialRun script={script} />
      </>
    )
  }
  renderScreen(<Page />)
}

const outlined = (): Element[] => [...document.querySelectorAll('[data-hacking-instructor-target]')]
const bubble = async (): Promise<HTMLElement> => await screen.findByRole('dialog', { name: 'Hacking instructor' })

describe('where the bubble points', COMPONENT_TEST, () => {
  it('outlines the whole search bar for its input', async () => {
    pointAt('#query')
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([document.getElementById('bar')]) })
  })

  it('outlines a form field\'s frame for its input', async () => {
    pointAt('#comment')
    await bubble()
    await waitFor(() => { expect(outlined()).toEqual([document.getElementById('comment')!.closest('.MuiInputBase-root')]) })
  })

  it('waits for an element that appears later, and points at it then', async () => {
    pointAt('#late')
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Show more' }))
    expect((await bubble()).closest('.MuiPopper-root')).not.toBeNull()
    await waitFor(() => { expect(outlined()).toEqual([screen.getByRole('button', { name: 'Late' })]) })
  })

  it('shows the bubble centred when the element never comes', async () => {
    pointAt('#never')
    // The bubble waits 2.5 seconds for its element before it gives up.
    const shown = await screen.findByRole('dialog', { name: 'Hacking instructor' }, { timeout: 15_000 })
    expect(shown.closest('.MuiPopper-root')).toBeNull()
    expect(outlined()).toEqual([])
  })
})
