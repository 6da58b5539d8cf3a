// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { fieldErrorText } from './field-error'
import { FormPage } from './form-page'

describe('the form page', COMPONENT_TEST, () => {
  it('shows the translated title over the form, and no error while there is none', () => {
    renderScreen(<FormPage titleKey="TITLE_LOGIN" error={null}><input aria-label="Email" /></FormPage>)
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a server error above the form, as plain text', () => {
    renderScreen(<FormPage titleKey="TITLE_LOGIN" error="Invalid email or password."><input aria-label="Email" /></FormPage>)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Invalid email or password.')
    expect(getComputedStyle(alert.querySelector('.MuiTypography-root') as HTMLElement).fontFamily).not.toBe('monospace')
  })

  it('sets a JSON error in a fixed-width font', () => {
    const error = '  {\n  "name": "SequelizeDatabaseError",\n  "sql": "SELECT * FROM Users"\n}'
    renderScreen(<FormPage titleKey="TITLE_LOGIN" error={error}><input aria-label="Email" /></FormPage>)
    const text = screen.getByRole('alert').querySelector('.MuiTypography-root') as HTMLElement
    expect(text.textContent).toBe(error)
    expect(getComputedStyle(text).fontFamily).toBe('monospace')
  })
})

describe('a field\'s error text', () => {
  const t = ((key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction

  it('is the translated message with its parameters', () => {
    expect(fieldErrorText(t, { type: 'too_big', message: 'INVALID_PASSWORD_LENGTH' }, { min: 5, max: 40 })).toBe('INVALID_PASSWORD_LENGTH{"min":5,"max":40}')
  })

  it('is nothing without an error or a message', () => {
    expect(fieldErrorText(t, undefined)).toBeUndefined()
    expect(fieldErrorText(t, { type: 'required', message: '' })).toBeUndefined()
  })
})
