// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { PasswordField } from './password-field'

/** The eye button, checked for its name, hover text, state and icon. */
function eye (name: string, pressed: boolean, icon: string): HTMLElement {
  const button = screen.getByRole('button', { name })
  expect([button.getAttribute('aria-pressed'), button.getAttribute('title')]).toEqual([String(pressed), name])
  expect(button.querySelector('svg')?.getAttribute('data-testid')).toBe(icon)
  return button
}

describe('the password field', COMPONENT_TEST, () => {
  it('hides the password until asked to show it, and hides it again', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 })
    renderScreen(<PasswordField id="password" label="Password" />)
    const field: HTMLInputElement = screen.getByLabelText('Password')
    expect(field.type).toBe('password')
    await user.click(eye('Show password', false, 'VisibilityIcon'))
    expect(field.type).toBe('text')
    await user.click(eye('Hide password', true, 'VisibilityOffIcon'))
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
