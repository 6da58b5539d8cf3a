// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Memory } from '../api/memories'
import { answerConfiguration } from '@/test-support/community-fixtures'
import { gate } from '@/test-support/gate'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, fillField, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import PhotoWall from './photo-wall'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0, applyAccept: false })

const memory = (id: number, caption: string, username: string | null): Memory => ({
  id, UserId: username === null ? null : id, caption, imagePath: `assets/public/images/uploads/${id}.jpg`,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', User: username === null ? null : { username } as Memory['User']
})

/** Answers the wall with whatever `current()` holds when asked. */
function answerWall (current: () => Memory[]): void {
  server.use(http.get(shopUrl('rest/memories/'), () => HttpResponse.json({ status: 'success', data: current() })))
}

const png = (name = 'juice.png'): File => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], name, { type: 'image/png' })
const imageInput = (): HTMLInputElement => document.getElementById('image') as HTMLInputElement
const upload = (): HTMLButtonElement => screen.getByRole('button', { name: 'Upload' })
const colourOf = (text: string): string => getComputedStyle(screen.getByText(text)).color

describe('the photo wall', COMPONENT_TEST, () => {
  it('shows each photo with its caption and author, with a tweet naming the shop\'s account, and no upload for visitors', async () => {
    answerConfiguration(server, { application: { social: { twitterUrl: 'https://twitter.com/owasp_juiceshop/' } } })
    answerWall(() => [memory(1, 'Magn(et)ificent!', 'bkimminich'), memory(2, 'My juice & me', null)])
    renderScreen(<PhotoWall />, { at: '/photo-wall' })
    expect(screen.getByRole('heading', { name: 'Photo Wall' })).toBeTruthy()
    const photo = await screen.findByRole('img', { name: 'Magn(et)ificent!' })
    expect(photo.getAttribute('src')).toBe('assets/public/images/uploads/1.jpg')
    const first = photo.closest('.memory') as HTMLElement
    expect(within(first).getByText('bkimminich ©')).toBeTruthy()
    const second = screen.getByRole('img', { name: 'My juice & me' }).closest('.memory') as HTMLElement
    expect(within(second).getByText('Anonymous ©')).toBeTruthy()
    const tweet = await within(second).findByRole('link', { name: 'Tweet' })
    expect(tweet.getAttribute('href')).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent('My juice & me @owasp_juiceshop')}`)
    expect(tweet.getAttribute('target')).toBe('_blank')
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull()
    expect(screen.queryByText('No memories have been shared yet.')).toBeNull()
  })

  it('offers no tweet without a configured account', async () => {
    // A configuration without any social addresses.
    answerConfiguration(server, { application: {} })
    answerWall(() => [memory(1, 'Cheers', 'kim')])
    renderScreen(<PhotoWall />, { at: '/photo-wall' })
    expect(await screen.findByText('kim ©')).toBeTruthy()
    // The configuration is asked for at the same time; once it is in, still no tweet.
    await waitFor(() => { expect(screen.queryByRole('link', { name: 'Tweet' })).toBeNull() })
    expect(screen.queryByText('No memories have been shared yet.')).toBeNull()
  })

  it('says the wall is empty only once it has loaded empty, not while loading or after a failure', async () => {
    answerConfiguration(server)
    const wall = gate()
    server.use(http.get(shopUrl('rest/memories/'), async () => {
      await wall.wait()
      return HttpResponse.json({ error: 'Wall is down' }, { status: 500 })
    }))
    const view = renderScreen(<PhotoWall />, { at: '/photo-wall' })
    expect(screen.getByRole('heading', { name: 'Photo Wall' })).toBeTruthy()
    expect(screen.queryByText('No memories have been shared yet.')).toBeNull()
    wall.open()
    await waitFor(() => { expect(view.queryClient.getQueryState(['memories'])?.status).toBe('error') })
    expect(screen.queryByText('No memories have been shared yet.')).toBeNull()
    expect(view.container.querySelectorAll('img')).toHaveLength(0)
  })

  it('posts a PNG with its trimmed caption, then shows it on the wall and empties the form', async () => {
    logIn()
    answerConfiguration(server)
    let wall: Memory[] = []
    answerWall(() => wall)
    let sent: { image?: string, caption?: unknown } = {}
    const answer = gate()
    server.use(http.post(shopUrl('rest/memories'), async ({ request }) => {
      await answer.wait()
      const form = await request.formData()
      const image = form.get('image') as File
      sent = { image: image.name, caption: form.get('caption') }
      wall = [memory(3, 'Cheers', 'kim')]
      return HttpResponse.json({ status: 'success', data: wall[0] }, { status: 200 })
    }))
    const view = renderScreen(<PhotoWall />, { at: '/photo-wall' })
    view.queryClient.setQueryData(['basket'], [])
    await screen.findByText('No memories have been shared yet.')
    expect(upload().disabled).toBe(true)
    await user().upload(imageInput(), png())
    expect(await screen.findByText('juice.png')).toBeTruthy()
    expect(upload().disabled).toBe(true)
    expect((screen.getByLabelText('Caption') as HTMLInputElement).maxLength).toBe(200)
    await fillField(screen.getByLabelText('Caption'), '  Cheers ')
    await waitFor(() => { expect(upload().disabled).toBe(false) })
    await user().click(upload())
    // Sent once: the button waits for the answer.
    await waitFor(() => { expect(upload().disabled).toBe(true) })
    answer.open()
    expect(await screen.findByText('Your image was successfully uploaded.')).toBeTruthy()
    expect(sent).toEqual({ image: 'juice.png', caption: 'Cheers' })
    expect(await screen.findByRole('img', { name: 'Cheers' })).toBeTruthy()
    // Only the wall is reloaded, not the rest of the shop's data.
    expect(view.queryClient.getQueryState(['basket'])?.isInvalidated).toBe(false)
    expect((screen.getByLabelText('Caption') as HTMLInputElement).value).toBe('')
    expect(screen.queryByText('juice.png')).toBeNull()
    expect(screen.queryByText('Please enter a caption')).toBeNull()
    expect(upload().disabled).toBe(true)
  })

  it('refuses a file that is not PNG or JPEG by its content, whatever its name', async () => {
    logIn()
    answerConfiguration(server)
    answerWall(() => [])
    renderScreen(<PhotoWall />, { at: '/photo-wall' })
    await user().upload(await screen.findByLabelText('Image') as HTMLInputElement, new File(['<svg/>'], 'fake.png', { type: 'image/png' }))
    expect(await screen.findByText('Only PNG and JPEG images are allowed.')).toBeTruthy()
    const problemColour = colourOf('Only PNG and JPEG images are allowed.')
    await fillField(screen.getByLabelText('Caption'), 'Nice')
    expect(upload().disabled).toBe(true)
    // A JPEG afterwards is taken.
    await user().upload(imageInput(), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByText('photo.jpg')).toBeTruthy()
    // The problem stood out in another colour than the file's name.
    expect(colourOf('photo.jpg')).not.toBe(problemColour)
    await waitFor(() => { expect(upload().disabled).toBe(false) })
    // A wrong file after a good one replaces it: nothing to upload any more.
    await user().upload(imageInput(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }))
    expect(await screen.findByText('Only PNG and JPEG images are allowed.')).toBeTruthy()
    expect(screen.queryByText('photo.jpg')).toBeNull()
    expect(upload().disabled).toBe(true)
  })

  it('asks for a caption once the field was left empty, and for an image when the choice was cancelled', async () => {
    logIn()
    answerConfiguration(server)
    answerWall(() => [])
    const posted: unknown[] = []
    server.use(http.post(shopUrl('rest/memories'), ({ request }) => { posted.push(request.url); return HttpResponse.json({ error: 'unexpected' }, { status: 500 }) }))
    renderScreen(<PhotoWall />, { at: '/photo-wall' })
    await screen.findByText('No memories have been shared yet.')
    // No image chosen yet: nothing is named beside the button.
    expect(imageInput().closest('label')?.nextElementSibling?.textContent).toBe('')
    expect(screen.queryByText('Please enter a caption')).toBeNull()
    expect(screen.getByLabelText('Caption').getAttribute('aria-invalid')).toBe('false')
    await fillField(screen.getByLabelText('Caption'), '   ')
    expect(await screen.findByText('Please enter a caption')).toBeTruthy()
    expect(screen.getByLabelText('Caption').getAttribute('aria-invalid')).toBe('true')
    // A cancelled file dialog still fires change, with no file.
    fireEvent.change(imageInput())
    expect(await screen.findByText('Please select an image to upload.')).toBeTruthy()
    // Submitted anyway (Enter in the caption), the form sends nothing without an image or without a caption.
    const form = upload().closest('form') as HTMLFormElement
    await fillField(screen.getByLabelText('Caption'), 'Cheers')
    expect(screen.getByLabelText('Caption').getAttribute('aria-invalid')).toBe('false')
    fireEvent.submit(form)
    await fillField(screen.getByLabelText('Caption'), ' ')
    await user().upload(imageInput(), png())
    expect(await screen.findByText('juice.png')).toBeTruthy()
    fireEvent.submit(form)
    await fillField(screen.getByLabelText('Caption'), 'Cheers')
    expect(posted).toEqual([])
  })

  it('keeps the form when the server refuses the upload', async () => {
    logIn()
    answerConfiguration(server)
    answerWall(() => [])
    server.use(http.post(shopUrl('rest/memories'), () => HttpResponse.json({ error: 'File too large' }, { status: 500 })))
    renderScreen(<PhotoWall />, { at: '/photo-wall' })
    await screen.findByText('No memories have been shared yet.')
    await user().upload(imageInput(), png('big.png'))
    await fillField(screen.getByLabelText('Caption'), 'Big')
    await waitFor(() => { expect(upload().disabled).toBe(false) })
    await user().click(upload())
    expect(await screen.findByText('File too large')).toBeTruthy()
    expect((screen.getByLabelText('Caption') as HTMLInputElement).value).toBe('Big')
    expect(screen.getByText('big.png')).toBeTruthy()
  })
})
