import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { Classroom } from '../classroom/classroom.js'
import { classroomReadyRouter } from './classroom-ready.js'

/** The readiness probe alone, over a classroom whose shared state says what the test needs. */
function probe (ready: boolean, replica?: string) {
  const classroom = { shared: { ready: () => ready, replica } } as unknown as Classroom
  return request(express().use(classroomReadyRouter(classroom))).get('/rest/classroom/ready')
}

describe('GET /rest/classroom/ready', () => {
  it('answers 200, never cached, with the replica once the shared state is loaded', async () => {
    const res = await probe(true, 'replica-b')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({ ready: true, replica: 'replica-b' })
    expect((await probe(true)).body).toEqual({ ready: true, replica: null })
  })

  it('answers 503 with the reason while the replica has not reached the shared state', async () => {
    const res = await probe(false, 'replica-c')
    expect(res.status).toBe(503)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({ status: 'error', error: 'not_ready', message: 'This replica has not reached the class\'s shared state (Redis) yet', ready: false, replica: 'replica-c' })
  })
})
