// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { gate } from '@/test-support/gate'
import { logIn } from '@/test-support/shop-session'
import type { Review } from '../api/get-reviews'
import { answerReviews, productFixture, reviewFixture } from '@/test-support/catalogue-fixtures'
import ProductDetailsDialog from './product-details-dialog'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

const juice = productFixture(7, 'Apple Juice', { price: 1.99, deluxePrice: 0.99, description: 'The all-time <strong>classic</strong>.' })
const mine = reviewFixture('r1', 'kim@shop.test', 'Tastes like apples', { likesCount: 1, likedBy: ['bender@shop.test'] })
const liked = reviewFixture('r2', 'bender@shop.test', 'Ugh', { likesCount: 2, likedBy: ['kim@shop.test', 'jim@shop.test'] })
const anonymous = reviewFixture('r3', 'Anonymous', 'Not bad')

function open (reviews: () => Review[], onClose = () => {}) {
  const loads = answerReviews(server, reviews)
  const view = renderScreen(<ProductDetailsDialog product={juice} open onClose={onClose} />)
  return { ...view, loads }
}

const item = (message: string): HTMLElement => screen.getByText(message).closest<HTMLElement>('.MuiStack-root') as HTMLElement

describe('the product details', COMPONENT_TEST, () => {
  it('shows a visitor the product, its description as markup, its price and its reviews, with nothing to like or write', async () => {
    const onClose = vi.fn()
    open(() => [mine, anonymous], onClose)
    const dialog = screen.getByRole('dialog', { name: 'Apple Juice' })
    expect(within(dialog).getByText('classic').tagName).toBe('STRONG')
    expect(within(dialog).getByText('1.99¤')).toBeTruthy()
    expect(within(dialog).queryByText('0.99¤')).toBeNull()
    expect(within(dialog).getByRole('img', { name: 'Apple Juice' }).getAttribute('src')).toBe('assets/public/images/products/7.jpg')
    expect(await within(dialog).findByRole('heading', { name: 'Reviews (2)' })).toBeTruthy()
    expect(within(item('Tastes like apples')).getByText('kim@shop.test')).toBeTruthy()
    expect(within(item('Not bad')).getByText('Anonymous')).toBeTruthy()
    expect(within(item('Tastes like apples')).getByLabelText('1 like').textContent).toBe('1')
    expect(within(item('Not bad')).getByLabelText('0 likes').textContent).toBe('0')
    // A rule under the product, and one between each two reviews.
    expect(within(dialog).getAllByRole('separator')).toHaveLength(2)
    expect(within(dialog).queryByRole('button', { name: 'Like' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(within(dialog).queryByLabelText('Review')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    await user().click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows deluxe members the deluxe price', async () => {
    logIn({ role: 'deluxe' })
    open(() => [])
    const dialog = screen.getByRole('dialog', { name: 'Apple Juice' })
    expect(within(dialog).getByText('0.99¤')).toBeTruthy()
    expect(within(dialog).getByText('1.99¤').tagName).toBe('S')
    expect(await within(dialog).findByText('There are no reviews for this product yet.')).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Reviews (0)' })).toBeTruthy()
  })

  it('shows nothing without a product, and nothing while closed', () => {
    const { rerender } = renderScreen(<ProductDetailsDialog product={null} open onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    rerender(<ProductDetailsDialog product={juice} open={false} onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('counts an answer without a list as no reviews', async () => {
    server.use(http.get(shopUrl('rest/products/:id/reviews'), () => HttpResponse.json({ status: 'success' })))
    renderScreen(<ProductDetailsDialog product={juice} open onClose={() => {}} />)
    expect(await screen.findByRole('heading', { name: 'Reviews (0)' })).toBeTruthy()
  })

  it('says why the reviews could not be loaded', async () => {
    server.use(http.get(shopUrl('rest/products/:id/reviews'), () => HttpResponse.json({ error: 'Reviews are offline' }, { status: 500 })))
    renderScreen(<ProductDetailsDialog product={juice} open onClose={() => {}} />)
    expect(await screen.findByText('Reviews are offline')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: /Reviews/ })).toBeNull()
  })
})

describe('liking a review', COMPONENT_TEST, () => {
  it('likes another\'s review by its id and reloads the list; a review already liked cannot be liked again', async () => {
    logIn()
    let reviews = [mine, liked, anonymous]
    const sent: unknown[] = []
    let answer = (): void => {}
    server.use(http.post(shopUrl('rest/products/reviews'), async ({ request }) => {
      sent.push(await request.json())
      await new Promise<void>(resolve => { answer = resolve })
      reviews = [mine, liked, { ...anonymous, likesCount: 1, likedBy: ['kim@shop.test'] }]
      return HttpResponse.json({ likesCount: 1 })
    }))
    const { loads } = open(() => reviews)
    await screen.findByText('Not bad')
    expect(within(item('Ugh')).getByRole('button', { name: 'Like' })).toHaveProperty('disabled', true)
    expect(within(item('Ugh')).getByLabelText('2 likes')).toBeTruthy()
    const like = within(item('Not bad')).getByRole('button', { name: 'Like' })
    expect(like).toHaveProperty('disabled', false)
    expect(within(item('Ugh')).getByRole('button', { name: 'Like' }).className).toContain('MuiIconButton-colorPrimary')
    expect(like.className).not.toContain('MuiIconButton-colorPrimary')
    expect(like.title).toBe('Like')
    await user().click(like)
    // Only the review being liked waits for the answer.
    await waitFor(() => { expect(like).toHaveProperty('disabled', true) })
    expect(within(item('Tastes like apples')).getByRole('button', { name: 'Like' })).toHaveProperty('disabled', false)
    answer()
    expect(await within(item('Not bad')).findByLabelText('1 like')).toBeTruthy()
    expect(sent).toEqual([{ id: 'r3' }])
    expect(loads.loads).toBe(2)
    expect(within(item('Not bad')).getByRole('button', { name: 'Like' })).toHaveProperty('disabled', true)
  })

  it('counts a review sent without its likes as liked by nobody', async () => {
    logIn()
    const { likesCount: _count, likedBy: _by, ...bare } = anonymous
    open(() => [bare as Review])
    await screen.findByText('Not bad')
    expect(within(item('Not bad')).getByLabelText('0 likes').textContent).toBe('0')
    expect(within(item('Not bad')).getByRole('button', { name: 'Like' })).toHaveProperty('disabled', false)
  })

  it('shows the server\'s refusal of a like', async () => {
    logIn()
    server.use(http.post(shopUrl('rest/products/reviews'), () => HttpResponse.json({ error: 'Not allowed' }, { status: 403 })))
    open(() => [anonymous])
    await screen.findByText('Not bad')
    await user().click(screen.getByRole('button', { name: 'Like' }))
    expect(await screen.findByText('Not allowed')).toBeTruthy()
  })
})

describe('writing a review', COMPONENT_TEST, () => {
  it('sends the text as the logged-in customer, empties the field and shows the new review', async () => {
    logIn()
    let reviews: Review[] = []
    let sent: unknown
    const answer = gate()
    server.use(http.put(shopUrl('rest/products/:id/reviews'), async ({ request, params }) => {
      sent = { product: params.id, body: await request.json() }
      await answer.wait()
      reviews = [reviewFixture('r9', 'kim@shop.test', 'Fresh!')]
      return HttpResponse.json({ status: 'success' }, { status: 201 })
    }))
    open(() => reviews)
    await screen.findByText('There are no reviews for this product yet.')
    const field = screen.getByLabelText('Review')
    // Opened from the grid, not from a review link: the cursor is not put into the review field.
    expect(document.activeElement).not.toBe(field)
    const send = screen.getByRole('button', { name: 'Submit review' })
    expect(screen.getByText('0/160')).toBeTruthy()
    expect(field.getAttribute('maxlength')).toBe('160')
    expect(send).toHaveProperty('disabled', true)
    await fillField(field, '   ')
    expect(send).toHaveProperty('disabled', true)
    await fillField(field, '  Fresh! ')
    expect(screen.getByText('9/160')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('false')
    await user().click(send)
    // Sent once: the button waits for the answer.
    await waitFor(() => { expect(send).toHaveProperty('disabled', true) })
    answer.open()
    expect(await screen.findByText('Your review has been saved.')).toBeTruthy()
    expect(sent).toEqual({ product: '7', body: { message: 'Fresh!', author: 'kim@shop.test' } })
    expect(await screen.findByRole('heading', { name: 'Reviews (1)' })).toBeTruthy()
    await waitFor(() => { expect((field as HTMLTextAreaElement).value).toBe('') })
    expect(screen.getByText('0/160')).toBeTruthy()
  })

  it('keeps the text when the server refuses it', async () => {
    logIn()
    server.use(http.put(shopUrl('rest/products/:id/reviews'), () => HttpResponse.json({ error: 'Review too spicy' }, { status: 400 })))
    open(() => [])
    await screen.findByText('There are no reviews for this product yet.')
    await fillField(screen.getByLabelText('Review'), 'Hot')
    await user().click(screen.getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByText('Review too spicy')).toBeTruthy()
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('Hot')
  })
})

describe('editing one\'s own review', COMPONENT_TEST, () => {
  const edit = async (): Promise<HTMLElement> => {
    await screen.findByText('Tastes like apples')
    await user().click(within(item('Tastes like apples')).getByRole('button', { name: 'Edit' }))
    return await screen.findByRole('dialog', { name: 'Edit Review' })
  }

  it('offers Edit only on the customer\'s own reviews, and saves the new text by the review\'s id', async () => {
    logIn()
    let reviews = [mine, liked, anonymous]
    let sent: unknown
    server.use(http.patch(shopUrl('rest/products/reviews'), async ({ request }) => {
      sent = await request.json()
      reviews = [{ ...mine, message: 'Tastes like pears' }, liked, anonymous]
      return HttpResponse.json({ modified: 1 })
    }))
    open(() => reviews)
    await screen.findByText('Ugh')
    expect(within(item('Ugh')).queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(within(item('Not bad')).queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(within(item('Tastes like apples')).getByRole('button', { name: 'Edit' }).title).toBe('Edit')
    const dialog = await edit()
    const field = within(dialog).getByLabelText('Review')
    expect((field as HTMLTextAreaElement).value).toBe('Tastes like apples')
    expect(getComputedStyle(within(dialog).getByText('18/160')).textAlign).toBe('right')
    await fillField(field, 'Tastes like pears')
    await user().click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy()
    expect(sent).toEqual({ id: 'r1', message: 'Tastes like pears' })
    expect(await screen.findByText('Tastes like pears')).toBeTruthy()
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Edit Review' })).toBeNull() })
  })

  it('will not save an empty text, says why, and Cancel leaves the review as it was', async () => {
    logIn()
    open(() => [mine])
    const dialog = await edit()
    await fillField(within(dialog).getByLabelText('Review'), '  ')
    const error = await within(dialog).findByText('Please provide a review text.')
    // The counter sits on the right; the error, to be read, on the left.
    expect(getComputedStyle(error).textAlign).toBe('left')
    expect(within(dialog).getByLabelText('Review').getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Edit Review' })).toBeNull() })
    expect(screen.getByText('Tastes like apples')).toBeTruthy()
  })

  it('will not save a review longer than 160 characters, even one that already is', async () => {
    logIn()
    const patched = vi.fn()
    server.use(http.patch(shopUrl('rest/products/reviews'), () => {
      patched()
      return HttpResponse.json({ modified: 1 })
    }))
    open(() => [{ ...mine, message: 'a'.repeat(170) }])
    await screen.findByText('a'.repeat(170))
    await user().click(within(item('a'.repeat(170))).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Review' })
    expect(within(dialog).getByText('170/160')).toBeTruthy()
    expect(getComputedStyle(dialog).width).toBe('500px')
    await user().type(within(dialog).getByLabelText('Review'), '{Backspace}')
    expect(await within(dialog).findByText('Please provide a review text.')).toBeTruthy()
    await user().click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByLabelText('Review').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Edit Review' })).toBeTruthy()
    expect(patched).not.toHaveBeenCalled()
  })

  it('stays open with the server\'s refusal', async () => {
    logIn()
    server.use(http.patch(shopUrl('rest/products/reviews'), () => HttpResponse.json({ error: 'Not your review' }, { status: 403 })))
    open(() => [mine])
    const dialog = await edit()
    await fillField(within(dialog).getByLabelText('Review'), 'Mine now')
    await user().click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Not your review')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Edit Review' })).toBeTruthy()
  })

  it('never offers Edit on a review signed Anonymous, even to a customer of that name', async () => {
    logIn({ email: 'Anonymous' })
    open(() => [anonymous])
    await screen.findByText('Not bad')
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy()
  })
})
