// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { PasswordField } from './password-field'

describe('the password field', COMPONENT_TEST, () => {
  it('hides the password until asked to show it, and hides it again', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 })
    renderScreen(<PasswordField id="password" label="Password" />)
    const field: HTMLInputElement = screen.getByLabelText('Password')
    expect(field.type).toBe('password')
    const show = screen.getByRole('button', { name: 'Show password' })
    expect(show.getAttribute('aria-pressed')).toBe('false')
    expect(show.getAttribute('title')).toBe('Show password')
    expect(screen.getByTestId('VisibilityIcon')).toBeTruthy()

    await user.click(show)
    expect(field.type).toBe('text')
    const hide = screen.getByRole('button', { name: 'Hide password' })
    expect(hide.getAttribute('aria-pressed')).toBe('true')
    expect(hide.getAttribute('title')).toBe('Hide password')
    expect(screen.getByTestId('VisibilityOffIcon')).toBeTruthy()

    await user.click(hide)
    expect(field.type).toBe('password')
  })

  it('keeps the caret in the field when the eye is pressed', () => {
    renderScreen(<PasswordField label="Password" />)
    const pressed = fireEvent.mouseDown(screen.getByRole('button', { name: 'Show password' }))
    // false: the default (moving the focus to the button) was prevented.
    expect(pressed).toBe(false)
  })

  it('passes every other setting on to the field, its own input settings too', () => {
    renderScreen(<PasswordField label="Repeat Password" required error helperText="Passwords do not match" slotProps={{ input: { className: 'repeat-input' }, htmlInput: { maxLength: 40 } }} />)
    const field: HTMLInputElement = screen.getByLabelText(/Repeat Password/)
    expect(field.required).toBe(true)
    expect(field.maxLength).toBe(40)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(document.querySelector('.MuiInputBase-root')?.classList.contains('repeat-input')).toBe(true)
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy()
  })
})
