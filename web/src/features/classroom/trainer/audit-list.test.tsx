// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { AuditEntry } from '../api/types'
import { dateTime } from '../shared/relative-time'
import { AuditList } from './audit-list'

const entry = (at: string, action: AuditEntry['action'], team: string | null = null, detail: string | null = null): AuditEntry => ({ at, session: null, action, team, detail })

/** Each line of the log as its separate pieces of text. */
const lines = () => [...screen.getByTestId('audit-list').querySelectorAll('li')].map(line => [...line.children].map(piece => piece.textContent))

describe('the audit log', COMPONENT_TEST, () => {
  it('says so while the trainer has done nothing yet', () => {
    renderScreen(<AuditList entries={[]} />)
    expect(screen.getByText('No trainer action yet.')).toBeTruthy()
    expect(screen.queryByTestId('audit-list')).toBeNull()
  })

  it('lists every action in the order the server gave, with its time, and the team and detail only where there are some', () => {
    const newest = '2026-11-26T10:40:00.000Z'
    const oldest = '2026-11-26T09:00:00.000Z'
    renderScreen(<AuditList entries={[
      entry(newest, 'team-reset', 'Blue Kiwis', 'shop restored from the seed'),
      entry(newest, 'notice', null, 'Ten minutes left'),
      entry(oldest, 'team-delete', 'Red Plums'),
      entry(oldest, 'sign-in')
    ]} />)
    expect(screen.getByTestId('audit-list').tagName).toBe('OL')
    expect(lines()).toEqual([
      [dateTime(newest, 'en'), 'team-reset', 'Blue Kiwis', 'shop restored from the seed'],
      [dateTime(newest, 'en'), 'notice', 'Ten minutes left'],
      [dateTime(oldest, 'en'), 'team-delete', 'Red Plums'],
      [dateTime(oldest, 'en'), 'sign-in']
    ])
  })

  it('shows a time it cannot read as the server wrote it', () => {
    renderScreen(<AuditList entries={[entry('yesterday', 'sign-in')]} />)
    expect(lines()).toEqual([['yesterday', 'sign-in']])
  })
})
