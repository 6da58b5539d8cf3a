import type { Complaint } from '@shop/contract'
import type { Request, Response } from 'express'
import { Router } from 'express'
import { z } from 'zod'
import { BudgetExceeded, BUDGETS } from '../challenges/mechanisms/budgets.js'
import { complaintsOf, fileComplaint } from '../domain/complaints/complaints.js'
import { acceptUpload } from '../domain/uploads/file-upload.js'
import { currentUser } from '../http/authenticate.js'
import { badRequest } from '../http/errors.js'
import { parseInput, wrapped } from '../http/input.js'

const complaintSchema = z.object({
  UserId: z.unknown().optional(),
  message: z.string({ error: 'message is required' }).max(2000),
  file: z.string().max(200).optional()
})

type SingleFile = (req: Request, res: Response, done: (error?: unknown) => void) => void

/** Complaints and the invoice upload that may come with one. */
export function complaintsRouter (): Router {
  const router = Router()
  // multer (and busboy under it) loads on the first upload, not at start.
  let singleFile: Promise<SingleFile> | null = null
  const receive = async (req: Request, res: Response): Promise<Express.Multer.File> => {
    singleFile ??= import('multer').then(({ default: multer }) => multer({
      storage: multer.memoryStorage(),
      // Planted (uploadSizeChallenge): the server's limit is the 200 000-byte budget, while the form promises 100 KB.
      limits: { fileSize: BUDGETS.uploadBytes, files: 1, fields: 4, parts: 6 }
    }).single('file'))
    const middleware = await singleFile
    await new Promise<void>((resolve, reject) => {
      middleware(req, res, error => {
        if (error === undefined || error === null) { resolve(); return }
        const code = (error as { code?: string }).code
        if (code === 'LIMIT_FILE_SIZE') reject(new BudgetExceeded('upload-size', 'File too large: the limit is 200000 bytes', 'file-upload'))
        else reject(badRequest(`Upload refused: ${(error as Error).message}`))
      })
    })
    if (!req.file) throw badRequest('Send the file as multipart/form-data in the field "file"')
    return req.file
  }

  router.post('/file-upload', async (req, res) => {
    const user = currentUser(req)
    const file = await receive(req, res)
    const outcome = await acceptUpload(req.shop, user.id, { originalName: file.originalname, size: file.size, buffer: file.buffer })
    res.status(201).json(wrapped(outcome))
  })

  router.post('/api/Complaints', (req, res) => {
    const user = currentUser(req)
    const { message, file } = parseInput(complaintSchema, req.body)
    const row = fileComplaint(req.shop, user.id, message, file)
    res.status(201).json(wrapped<Complaint>({ id: row.id, UserId: row.UserId, message: row.message, file: row.file, createdAt: row.createdAt, updatedAt: row.updatedAt }))
  })

  router.get('/api/Complaints', (req, res) => {
    const user = currentUser(req)
    res.json(wrapped(complaintsOf(req.shop, user.id)))
  })
  return router
}
