// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { PinnedProgress } from '../api/types'
import { PathProgress } from './path-progress'

const server = mockShopServer()

describe('projector: progress along the pinned path', COMPONENT_TEST, () => {
  it('shows "2/5" to the eye and says "2 of 5" to a screen reader, never "2 slash 5"', async () => {
    const progress: PinnedProgress = { pathId: 'first-steps', teams: 5, steps: [{ key: 'scoreBoardChallenge', name: 'Score Board', solvedBy: 2 }] }
    server.use(http.get(shopUrl('rest/classroom/pinned-path'), () => HttpResponse.json(progress)))
    renderScreen(<PathProgress />)

    const spoken = await screen.findByText('Teams solved: 2 of 5')
    const figure = screen.getByText('2/5')
    expect(figure.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(spoken.closest('[aria-hidden="true"]')).toBeNull()
    // The step's list item, as assistive technology reads it: name and the worded figure only.
    const item = screen.getByRole('listitem')
    const readable = [...item.querySelectorAll('*')].filter(node => node.children.length === 0 && node.closest('[aria-hidden="true"]') === null)
      .map(node => node.textContent).join(' ')
    expect(readable).not.toContain('/')
    expect(readable).toContain('Score Board')
  })
})
