// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { answerConfiguration } from '@/test-support/account-fixtures'
import { mockShopServer } from '@/test-support/mock-server'
import { recordCalls } from '@/test-support/recorded-calls'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import en from '../../../../public/assets/i18n/en.json'
import policy from '../../../../public/assets/i18n/privacy/en.json'
import PrivacyPolicy from './privacy-policy'

const server = mockShopServer()

/** The app loads the policy's texts with the screen; here they join the test's English texts at once. */
function WithPolicyTexts ({ language, children }: { language: string, children: ReactNode }) {
  const { i18n } = useTranslation()
  useState(() => {
    i18n.addResourceBundle('en', 'privacy', policy)
    if (language !== 'en') {
      i18n.addResourceBundle(language, 'translation', en)
      i18n.addResourceBundle(language, 'privacy', policy)
      void i18n.changeLanguage(language)
    }
    return null
  })
  return children
}

function openPolicy (language = 'en'): ReturnType<typeof renderScreen> {
  return renderScreen(<WithPolicyTexts language={language}><PrivacyPolicy /></WithPolicyTexts>, { at: '/privacy-security/privacy-policy' })
}

describe('the privacy policy', COMPONENT_TEST, () => {
  it('shows its seal, its date and every section, with the shop\'s name and address filled in', async () => {
    answerConfiguration(server, { name: 'Lemon Shop' })
    openPolicy()
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Privacy seal of the shop' }).getAttribute('src')).toBe('assets/public/images/privacy/policy-seal.svg')
    expect(screen.getByText('Effective date: March 15, 2019')).toBeTruthy()
    expect(screen.queryByText('This privacy policy is legally binding in English only.')).toBeNull()
    const titles = screen.getAllByRole('heading', { level: 3 }).map(heading => heading.textContent)
    expect(titles).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'CONTACT'].map(id => policy[`${id}_TITLE` as keyof typeof policy]))
    expect(document.getElementById('policy-a')?.textContent).toContain('"we", "us" and "our" mean the team behind')
    await waitFor(() => { expect(screen.getByText('Lemon Shop', { selector: 'strong' })).toBeTruthy() })
    expect(document.getElementById('policy-a')?.textContent).toContain('the team behind Lemon Shop;')
    const site = screen.getByRole('link', { name: 'http://shop.test' })
    expect(site.getAttribute('href')).toBe('http://shop.test')
    expect(screen.getByText('Request Data Export', { selector: 'em' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'donotreply@shop.test' }).getAttribute('href')).toBe('mailto:donotreply@shop.test')
  })

  it('lights up only the six hidden words, in the order of the path they spell', async () => {
    answerConfiguration(server)
    openPolicy()
    await screen.findByRole('link', { name: 'donotreply@shop.test' })
    const words = [...document.querySelectorAll('.hover-word')].map(word => word.textContent)
    expect(words).toEqual(['we', 'only', 'squeeze', 'fruit', 'never', 'people'])
    expect(screen.getByText('Juice Shop', { selector: 'strong' })).toBeTruthy()
  })

  it('names the configured privacy contact', async () => {
    answerConfiguration(server, { privacyContactEmail: 'privacy@lemon.test' })
    openPolicy()
    const mail = await screen.findByRole('link', { name: 'privacy@lemon.test' })
    expect(mail.getAttribute('href')).toBe('mailto:privacy@lemon.test')
  })

  it.each([
    ['a blank contact', { application: { privacyContactEmail: '  ' } }],
    ['a configuration without an application section', {}]
  ])('falls back to the no-reply address for %s', async (_case, config) => {
    recordCalls(server, 'get', 'rest/admin/application-configuration', { config })
    const { queryClient } = openPolicy()
    await waitFor(() => { expect(queryClient.getQueryData(['application-configuration'])).toBeDefined() })
    expect(screen.getByRole('link', { name: 'donotreply@shop.test' })).toBeTruthy()
  })

  it('tells readers of another language that only the English text binds', async () => {
    answerConfiguration(server)
    openPolicy('de')
    expect(await screen.findByText('This privacy policy is legally binding in English only.')).toBeTruthy()
    expect(screen.getByText('Effective date: 15. März 2019')).toBeTruthy()
  })

  it('binds readers of another English as it is', async () => {
    answerConfiguration(server)
    openPolicy('en_GB')
    expect(await screen.findByText('Effective date: 15 March 2019')).toBeTruthy()
    expect(screen.queryByText('This privacy policy is legally binding in English only.')).toBeNull()
  })
})
