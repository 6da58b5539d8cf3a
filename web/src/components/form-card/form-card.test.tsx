// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import type { FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RecyclingIcon } from '@/components/icons'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { FormCard } from './form-card'

describe('the form card', COMPONENT_TEST, () => {
  it('shows icon, translated title and introduction above the form, and hands the submit on', () => {
    const onSubmit = vi.fn((event: FormEvent) => { event.preventDefault() })
    renderScreen(
      <FormCard icon={<RecyclingIcon />} titleKey="NAV_RECYCLE" introKey="COUPON_PANEL_HINT" onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
        <button type="submit">Send</button>
      </FormCard>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Recycle' })).toBeTruthy()
    expect(screen.getByText('Got a coupon code? Enter its 10 characters to get your discount.')).toBeTruthy()
    expect(screen.getByTestId('RecyclingIcon')).toBeTruthy()
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement
    // The screens validate themselves, with their own messages.
    expect(form.noValidate).toBe(true)
    fireEvent.submit(form)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(getComputedStyle(form.parentElement as HTMLElement).maxWidth).toBe('480px')
  })

  it('takes a list of styles as well', () => {
    renderScreen(
      <FormCard icon={null} titleKey="NAV_COMPLAIN" introKey="NAV_CONTACT" onSubmit={vi.fn()} sx={[{ maxWidth: 300 }, { mt: 1 }]}>
        <input aria-label="Message" />
      </FormCard>
    )
    const card = screen.getByRole('heading', { name: 'Complaint' }).closest('.MuiPaper-root') as HTMLElement
    expect(getComputedStyle(card).maxWidth).toBe('300px')
    expect(getComputedStyle(card).marginTop).toBe('8px')
  })
})
