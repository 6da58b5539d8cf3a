// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { PinnedPathForm } from './pinned-path-form'

const server = mockShopServer()
const PINNED_PATH = shopUrl('rest/classroom/trainer/pinned-path')

/** The shop's paths: one the app has a text for, one only the server names (a path added later). */
const PATHS = [
  { id: 'first-hour', name: 'The first hour (server text)', description: 'd', challenges: [] },
  { id: 'own-path', name: 'Our own path', description: 'd', challenges: [] }
]

function servePaths (answer?: ReturnType<typeof gate>) {
  server.use(http.get(shopUrl('api/LearningPaths'), async () => {
    await answer?.wait()
    return HttpResponse.json({ status: 'success', data: PATHS })
  }))
}

const select = () => screen.getByRole('combobox', { name: 'Learning path' })
const pinButton = () => screen.getByRole('button', { name: 'Pin for the class' })

describe('pinned path form', COMPONENT_TEST, () => {
  it('names each path by its text, else by the server\'s name, in a native list that starts with None', async () => {
    servePaths()
    renderScreen(<PinnedPathForm pinnedPath="own-path" />)
    await waitFor(() => { expect(within(select()).getAllByRole('option')).toHaveLength(3) })
    expect(select().tagName).toBe('SELECT')
    expect(within(select()).getAllByRole('option').map(option => option.textContent)).toEqual(['None', 'First hour', 'Our own path'])
    expect(screen.getByTestId('pinned-path-now').textContent).toBe('Pinned: Our own path')
  })

  it('names a pinned path by its id while the paths load, and when the shop no longer has it', async () => {
    const answer = gate()
    servePaths(answer)
    renderScreen(<PinnedPathForm pinnedPath="gone-path" />)
    expect(screen.getByTestId('pinned-path-now').textContent).toBe('Pinned: gone-path')
    answer.open()
    await waitFor(() => { expect(within(select()).getAllByRole('option')).toHaveLength(3) })
    expect(screen.getByTestId('pinned-path-now').textContent).toBe('Pinned: gone-path')
  })

  it('says so when the path is unpinned, and when pinning fails', async () => {
    servePaths()
    const bodies: unknown[] = []
    let fail = false
    server.use(http.put(PINNED_PATH, async ({ request }) => {
      bodies.push(await request.json())
      return fail ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : HttpResponse.json({ pathId: null })
    }))
    renderScreen(<PinnedPathForm pinnedPath="own-path" />)

    fireEvent.change(select(), { target: { value: '' } })
    fireEvent.click(pinButton())
    expect(await screen.findByText('No path is pinned any more.')).toBeTruthy()
    expect(bodies).toEqual([{ pathId: null }])

    fail = true
    await waitFor(() => { expect(pinButton().hasAttribute('disabled')).toBe(false) })
    fireEvent.click(pinButton())
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy()
  })
})
