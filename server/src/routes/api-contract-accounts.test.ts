import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  authenticationDetailSchema, captchaSchema, chatbotAnswerSchema, dataExportSchema, deluxeStatusSchema, deluxeUpgradeSchema,
  imageCaptchaSchema, passwordResetAnswerSchema, progressCodeSchema, recycleSchema, securityAnswerSchema, securityQuestionLookupSchema, securityQuestionSchema, uploadedFileSchema, userSchema
} from '@shop/contract'
import { holds, wrappedAnswer } from '../test-support/contract-answers.js'
import { newCustomer, readyToPay } from '../test-support/customers.js'
import { createTestShop, seeded } from '../test-support/test-shop.js'

/*
 * Registration, the administration's user lists, data export, captchas, the chatbot, file upload
 * and the deluxe membership, parsed with the contract's strict schemas (see api-contract.test.ts).
 */
const t = createTestShop()

describe('account, support and membership answers match the contract', () => {
  it('security questions, registration and its answer, the administration\'s user lists', async () => {
    holds(wrappedAnswer(z.array(securityQuestionSchema).min(1)), await t.api.get('/api/SecurityQuestions'), 'GET /api/SecurityQuestions')
    const email = t.email('contract-register')
    const password = 'Orange-Peel-42'
    const registered = await t.api.post('/api/Users/').send({ email, password, passwordRepeat: password, securityQuestion: { id: 1, question: 'Name of your first pet?' }, securityAnswer: 'Rex' })
    holds(wrappedAnswer(userSchema), registered, 'POST /api/Users/', 201)
    const answer = await t.api.post('/api/SecurityAnswers/').send({ UserId: registered.body.data.id, SecurityQuestionId: 1, answer: 'Rex' })
    holds(wrappedAnswer(securityAnswerSchema), answer, 'POST /api/SecurityAnswers/', 201)
    holds(securityQuestionLookupSchema.refine(a => a.question !== undefined), await t.api.get('/rest/user/security-question').query({ email }), 'GET /rest/user/security-question')
    const reset = await t.api.post('/rest/user/reset-password').send({ email, answer: 'Rex', new: 'Lemon-Zest-77', repeat: 'Lemon-Zest-77' })
    holds(passwordResetAnswerSchema, reset, 'POST /rest/user/reset-password')
    holds(securityQuestionLookupSchema.refine(a => a.question === undefined), await t.api.get('/rest/user/security-question').query({ email: t.email('nobody') }), 'GET /rest/user/security-question (no account)')
    const { token } = await t.login(t.email(seeded.admin.local), seeded.admin.password)
    const admin = { Authorization: `Bearer ${token}` }
    holds(wrappedAnswer(z.array(userSchema).min(2)), await t.api.get('/api/Users').set(admin), 'GET /api/Users')
    holds(wrappedAnswer(userSchema), await t.api.get('/api/Users/1').set(admin), 'GET /api/Users/{id}')
    holds(wrappedAnswer(z.array(authenticationDetailSchema).min(2)), await t.api.get('/rest/user/authentication-details').set(admin), 'GET /rest/user/authentication-details')
  })

  it('data export with its image captcha, the feedback captcha, the chatbot and a file upload', async () => {
    const customer = await newCustomer(t, 'contract-support')
    const as = customer.auth
    holds(dataExportSchema, await t.api.post('/rest/user/data-export').set(as).send({ format: '1' }), 'POST /rest/user/data-export')
    holds(imageCaptchaSchema, await t.api.get('/rest/image-captcha/').set(as), 'GET /rest/image-captcha/')
    holds(captchaSchema, await t.api.get('/rest/captcha/'), 'GET /rest/captcha/')
    holds(chatbotAnswerSchema.refine(a => !a.status), await t.api.get('/rest/chatbot/status'), 'GET /rest/chatbot/status (nobody)')
    holds(chatbotAnswerSchema.refine(a => a.action === 'setname'), await t.api.get('/rest/chatbot/status').set(as), 'GET /rest/chatbot/status')
    holds(chatbotAnswerSchema.refine(a => a.token !== undefined), await t.api.post('/rest/chatbot/respond').set(as).send({ action: 'setname', query: 'Rita' }), 'POST /rest/chatbot/respond (setname)')
    holds(chatbotAnswerSchema.refine(a => a.token === undefined), await t.api.post('/rest/chatbot/respond').set(as).send({ action: 'query', query: 'When do you open?' }), 'POST /rest/chatbot/respond')
    holds(wrappedAnswer(uploadedFileSchema), await t.api.post('/file-upload').set(as).attach('file', Buffer.from('%PDF-1.4 complaint'), 'receipt.pdf'), 'POST /file-upload', 201)
  })

  it('the deluxe membership: its price and the upgrade', async () => {
    const customer = await newCustomer(t, 'contract-deluxe')
    const { cardId } = await readyToPay(t, customer)
    holds(wrappedAnswer(deluxeStatusSchema), await t.api.get('/rest/deluxe-membership').set(customer.auth), 'GET /rest/deluxe-membership')
    const upgraded = await t.api.post('/rest/deluxe-membership').set(customer.auth).send({ paymentMode: 'card', paymentId: cardId })
    holds(wrappedAnswer(deluxeUpgradeSchema), upgraded, 'POST /rest/deluxe-membership')
    expect(upgraded.body.data.token).not.toBe(customer.auth.Authorization.slice('Bearer '.length))
  })

  it('recycling requests and the progress codes', async () => {
    const customer = await newCustomer(t, 'contract-recycle')
    const { addressId } = await readyToPay(t, customer)
    const saved = await t.api.post('/api/Recycles/').set(customer.auth).send({ AddressId: addressId, quantity: 150, isPickUp: true, date: '2030-05-01' })
    holds(wrappedAnswer(recycleSchema.refine(r => r.isPickup && r.pickupDate !== null)), saved, 'POST /api/Recycles/', 201)
    holds(wrappedAnswer(z.array(recycleSchema).length(1)), await t.api.get('/api/Recycles/').set(customer.auth), 'GET /api/Recycles/')
    holds(wrappedAnswer(z.array(recycleSchema).length(1)), await t.api.get(`/api/Recycles/${saved.body.data.id}`).set(customer.auth), 'GET /api/Recycles/{id}')
    for (const path of ['/rest/continue-code', '/rest/continue-code-findIt', '/rest/continue-code-fixIt']) {
      holds(progressCodeSchema.refine(c => c.continueCode !== ''), await t.api.get(path), `GET ${path}`)
    }
  })
})
