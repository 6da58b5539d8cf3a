// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Feedback } from '../api/feedbacks'
import { answerConfiguration } from '@/test-support/community-fixtures'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import About from './about'
import { FeedbackSlideshow, SLIDE_IMAGES } from './feedback-slideshow'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

const feedback = (id: number, comment: string, rating: number): Feedback =>
  ({ id, UserId: null, comment, rating, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
const feedbacks = [feedback(1, 'I <b>love</b> it (***in@shop.test)', 5), feedback(2, 'Too sweet', 2), feedback(3, 'Meh', 9)]

const comment = (): string => document.querySelector('.feedback-comment')?.innerHTML ?? ''
const picture = (): string => document.querySelector('#feedback-slideshow img')?.getAttribute('src') ?? ''
const stars = (): HTMLElement => screen.getByRole('img', { name: /of 5 stars/ })

describe('the about page', COMPONENT_TEST, () => {
  it('tells the story, links the promotion film and the terms, and shows the first feedback', async () => {
    server.use(http.get(shopUrl('api/Feedbacks/'), () => HttpResponse.json({ status: 'success', data: feedbacks })))
    answerConfiguration(server)
    renderScreen(<About />, { at: '/about' })
    // Nothing stands in for the feedback while it loads.
    expect(document.querySelector('.feedback-comment')).toBeNull()
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy()
    expect(screen.getByText(/We have been pressing juice since 2016/)).toBeTruthy()
    expect(screen.getByText(/^Today a small team presses fruit/)).toBeTruthy()
    expect(screen.getByText(/^Some of our regulars have been with us/)).toBeTruthy()
    expect(screen.getByText(/Curious how we work\?/)).toBeTruthy()
    const film = screen.getByRole('link', { name: 'Watch our 20-second film from the pressing room' })
    expect(film.getAttribute('href')).toBe('promotion')
    expect(film.parentElement?.textContent).toMatch(/\? Watch our/)
    const terms = screen.getByRole('link', { name: 'terms of use' })
    expect(terms.parentElement?.textContent).toBe('Shopping with us means you agree to our terms of use')
    expect(terms.getAttribute('href')).toBe('ftp/legal.md')
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(terms.getAttribute('rel')).toBe('noopener')
    expect(screen.getByRole('heading', { name: 'Customer Feedback' })).toBeTruthy()
    await waitFor(() => { expect(comment()).toBe('I <b>love</b> it (***in@shop.test)') })
    expect(stars().getAttribute('aria-label')).toBe('5 of 5 stars')
    expect(stars().querySelectorAll('svg')).toHaveLength(5)
    // No social address configured: no buttons.
    expect(screen.queryByRole('link', { name: /us$|Press kit/ })).toBeNull()
  })

  it('shows a button for each configured social address, skipping blank ones', async () => {
    server.use(http.get(shopUrl('api/Feedbacks/'), () => HttpResponse.json({ status: 'success', data: [] })))
    answerConfiguration(server, {
      application: { social: { twitterUrl: 'https://x.com/owasp_juiceshop', facebookUrl: '  ', slackUrl: 'https://owasp.slack.com', redditUrl: 'https://reddit.com/r/juiceshop', pressKitUrl: 'https://example.com/press' } }
    })
    renderScreen(<About />, { at: '/about' })
    const follow = await screen.findByRole('link', { name: 'Follow us' })
    expect(follow.getAttribute('href')).toBe('https://x.com/owasp_juiceshop')
    expect(follow.getAttribute('target')).toBe('_blank')
    expect(follow.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.queryByRole('link', { name: 'Like us' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toBe('https://owasp.slack.com')
    expect(screen.getByRole('link', { name: 'Discuss with us' }).getAttribute('href')).toBe('https://reddit.com/r/juiceshop')
    expect(screen.getByRole('link', { name: 'Press kit' }).getAttribute('href')).toBe('https://example.com/press')
    expect(document.querySelector('.feedback-comment')).toBeNull()
  })

  it('shows no button for a social address the configuration leaves out', async () => {
    server.use(http.get(shopUrl('api/Feedbacks/'), () => HttpResponse.json({ status: 'success', data: [] })))
    answerConfiguration(server, { application: { social: { twitterUrl: 'https://x.com/owasp_juiceshop' } } })
    renderScreen(<About />, { at: '/about' })
    await screen.findByRole('link', { name: 'Follow us' })
    for (const label of ['Like us', 'Chat with us', 'Discuss with us', 'Press kit']) expect(screen.queryByText(label)).toBeNull()
  })
})

describe('the feedback slideshow', COMPONENT_TEST, () => {
  it('stays on a feedback when fewer come back after a reload', async () => {
    let current = feedbacks
    server.use(http.get(shopUrl('api/Feedbacks/'), () => HttpResponse.json({ status: 'success', data: current })))
    answerConfiguration(server)
    const view = renderScreen(<About />, { at: '/about' })
    await waitFor(() => { expect(comment()).toContain('love') })
    await user().click(screen.getByRole('button', { name: 'Previous' }))
    expect(comment()).toBe('Meh')
    current = feedbacks.slice(0, 2)
    await act(async () => { await view.queryClient.invalidateQueries({ queryKey: ['feedbacks'] }) })
    await waitFor(() => { expect(comment()).toContain('love') })
  })

  afterEach(() => { vi.useRealTimers() })

  it('steps forwards and backwards through the feedback, round the ends, with the pictures', async () => {
    renderScreen(<FeedbackSlideshow feedbacks={feedbacks} />)
    expect(picture()).toBe(SLIDE_IMAGES[0])
    await user().click(screen.getByRole('button', { name: 'Previous' }))
    expect(comment()).toBe('Meh')
    // A rating out of range still draws at most five stars.
    expect(stars().getAttribute('aria-label')).toBe('9 of 5 stars')
    expect(stars().querySelectorAll('svg')).toHaveLength(5)
    expect(picture()).toBe(SLIDE_IMAGES[2])
    await user().click(screen.getByRole('button', { name: 'Next' }))
    expect(comment()).toContain('love')
    await user().click(screen.getByRole('button', { name: 'Next' }))
    expect(comment()).toBe('Too sweet')
    expect(stars().querySelectorAll('svg')).toHaveLength(2)
    expect(picture()).toBe(SLIDE_IMAGES[1])
  })

  it('moves on by itself every five seconds', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    renderScreen(<FeedbackSlideshow feedbacks={feedbacks} />)
    act(() => { vi.advanceTimersByTime(4999) })
    expect(comment()).toContain('love')
    act(() => { vi.advanceTimersByTime(1) })
    expect(comment()).toBe('Too sweet')
    act(() => { vi.advanceTimersByTime(10_000) })
    expect(comment()).toContain('love')
  })

  it('keeps turning through all feedback once it has loaded, at the same pace', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    server.use(http.get(shopUrl('api/Feedbacks/'), () => HttpResponse.json({ status: 'success', data: feedbacks })))
    answerConfiguration(server)
    renderScreen(<About />, { at: '/about' })
    await waitFor(() => { expect(comment()).toContain('love') })
    act(() => { vi.advanceTimersByTime(5000) })
    expect(comment()).toBe('Too sweet')
    act(() => { vi.advanceTimersByTime(5000) })
    expect(comment()).toBe('Meh')
  })

  it('starts over with the pictures after the seventh', async () => {
    const many = Array.from({ length: 9 }, (_, i) => feedback(10 + i, `Comment ${i + 1}`, 4))
    renderScreen(<FeedbackSlideshow feedbacks={many} />)
    await user().click(screen.getByRole('button', { name: 'Previous' }))
    expect(comment()).toBe('Comment 9')
    expect(picture()).toBe(SLIDE_IMAGES[1])
    await user().click(screen.getByRole('button', { name: 'Previous' }))
    expect(picture()).toBe(SLIDE_IMAGES[0])
  })

  it('without feedback shows only the first picture, and its buttons stay on it', async () => {
    renderScreen(<FeedbackSlideshow feedbacks={[]} />)
    await user().click(screen.getByRole('button', { name: 'Next' }))
    expect(picture()).toBe(SLIDE_IMAGES[0])
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull()
  })

  it('shows negative ratings without stars', () => {
    renderScreen(<FeedbackSlideshow feedbacks={[feedback(4, 'Awful', -1)]} />)
    expect(stars().querySelectorAll('svg')).toHaveLength(0)
  })
})
