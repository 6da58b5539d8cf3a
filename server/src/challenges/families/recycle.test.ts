import { beforeAll, describe, expect, it } from 'vitest'
import { createExploitShop } from '../../test-support/exploits/journey.js'
import { supportExploits } from '../../test-support/exploits/support.js'

const t = createExploitShop()
let token = ''
let mine = 0
let home = 0
const auth = () => ({ Authorization: `Bearer ${token}` })

beforeAll(async () => {
  const email = t.email('recycler')
  await t.api.post('/api/Users/').send({ email, password: 'Pomace-Pile1', passwordRepeat: 'Pomace-Pile1' })
  token = (await t.login(email, 'Pomace-Pile1')).token
  home = (await t.api.post('/api/Addresss/').set(auth()).send({ country: 'Norway', fullName: 'Rita Recycler', mobileNum: 4712345678, zipCode: '0150', streetAddress: 'Pressveien 3', city: 'Oslo' })).body.data.id
  mine = (await t.api.post('/api/Recycles/').set(auth()).send({ AddressId: home, quantity: 50, isPickUp: false })).body.data.id
})

describe('recycle requests', () => {
  it('files a box request and a pickup above 100 liters', async () => {
    const pickup = await t.api.post('/api/Recycles/').set(auth()).send({ UserId: 1, AddressId: home, quantity: 300, isPickUp: true, date: '2030-04-01' })
    expect(pickup.status).toBe(201)
    expect(pickup.body.data).toMatchObject({ isPickup: true, pickupDate: '2030-04-01', quantity: 300 })
    expect(pickup.body.data.UserId).not.toBe(1)
  })

  it('refuses 5 or 5000 liters, a pickup of 100 or less, a pickup without a date, a missing or foreign address', async () => {
    const before = (await t.api.get('/api/Recycles/').set(auth())).body.data.length
    for (const body of [
      { AddressId: home, quantity: 5 },
      { AddressId: home, quantity: 5000 },
      { AddressId: home, quantity: 100, isPickUp: true, date: '2030-01-01' },
      { AddressId: home, quantity: 200, isPickUp: true },
      { AddressId: home, quantity: 200, isPickUp: true, date: 'soon' },
      { quantity: 50 },
      { AddressId: 1, quantity: 50 }
    ]) {
      const res = await t.api.post('/api/Recycles/').set(auth()).send(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error).toBeTruthy()
    }
    expect((await t.api.get('/api/Recycles/').set(auth())).body.data.length).toBe(before)
    expect((await t.api.post('/api/Recycles/').send({ AddressId: home, quantity: 50 })).status).toBe(401)
  })
})

describe('recyclePeekChallenge', () => {
  it('stays unsolved for the own request, and another user\'s single id is not found', async () => {
    expect((await t.api.get(`/api/Recycles/${mine}`).set(auth())).body.data[0].id).toBe(mine)
    expect((await t.api.get('/api/Recycles/1').set(auth())).status).toBe(404)
    expect((await t.api.get('/api/Recycles/abc').set(auth())).status).toBe(400)
    expect(await t.solved('recyclePeekChallenge')).toBe(false)
  })

  it('is solved when a list of ids returns other customers\' pickups', async () => {
    await supportExploits.recyclePeekChallenge(t)
    expect(await t.solved('recyclePeekChallenge')).toBe(true)
  })
})
