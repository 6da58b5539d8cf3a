import { createRequire } from 'node:module'
import { Router, type RequestHandler } from 'express'
import type multerType from 'multer'
import { z } from 'zod'
import { listMemories, MEMORY_LIMITS, saveMemory } from '../domain/memories/memories.js'
import { DomainError, invalid } from '../domain/errors.js'
import { currentUser } from '../http/authenticate.js'
import { parseInput, wrapped } from '../http/input.js'

const memoryForm = z.object({ caption: z.string('Please enter a caption').max(MEMORY_LIMITS.captionChars * 4, 'Caption is too long') })

// Required on the first upload rather than imported: the multipart parser costs start-up time
// (about 50 ms) that most visits never use. Node keeps the module after the first time.
const loadMulter = (): typeof multerType => createRequire(import.meta.url)('multer') as typeof multerType

// Kept in memory (at most one picture of 1 MB) and written to the instance's file area only
// once the domain accepts it, so a refused upload leaves nothing behind.
function uploadHandler (multer: typeof multerType): RequestHandler {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MEMORY_LIMITS.imageBytes, files: 1, fields: 4, fieldSize: 4096, parts: 6 }
  }).single('image')
}

const uploadErrors: Record<string, string> = {
  LIMIT_FILE_SIZE: `Images are limited to ${MEMORY_LIMITS.imageBytes / 1_000_000} MB`,
  LIMIT_FILE_COUNT: 'Upload one image at a time',
  LIMIT_UNEXPECTED_FILE: 'Upload one image in the field "image"',
  LIMIT_FIELD_VALUE: 'Caption is too long',
  LIMIT_FIELD_COUNT: 'Too many form fields',
  LIMIT_PART_COUNT: 'Too many form fields'
}

/** Runs multer and turns its failures into domain errors with a clear message. */
const receiveImage: RequestHandler = (req, res, next) => {
  const multer = loadMulter()
  uploadHandler(multer)(req, res, error => {
    if (!error) { next(); return }
    if (error instanceof multer.MulterError) {
      next(error.code === 'LIMIT_FILE_SIZE' ? new DomainError('too-large', uploadErrors[error.code]) : invalid(uploadErrors[error.code] ?? 'Malformed upload'))
      return
    }
    next(invalid('Malformed upload'))
  })
}

/** The photo wall: everyone sees it, logged-in customers add to it. */
export function memoriesRouter (): Router {
  const router = Router()

  router.get('/rest/memories', (req, res) => {
    res.json(wrapped(listMemories(req.shop)))
  })

  router.post('/rest/memories', (req, _res, next) => { currentUser(req); next() }, receiveImage, (req, res) => {
    const { caption } = parseInput(memoryForm, req.body)
    const image = req.file ? { originalName: req.file.originalname, bytes: req.file.buffer } : undefined
    res.status(201).json(wrapped(saveMemory(req.shop, currentUser(req), caption, image)))
  })
  return router
}
