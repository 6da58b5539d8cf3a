import { z } from 'zod'

/** `POST /rest/user/data-export`: what the shop keeps about the caller, as a JSON text. */
export const dataExportSchema = z.strictObject({
  userData: z.string(),
  confirmation: z.string()
})
export type DataExport = z.infer<typeof dataExportSchema>

/** `GET /rest/image-captcha`: the characters a second export asks for, drawn as SVG markup. */
export const imageCaptchaSchema = z.strictObject({ image: z.string() })
export type ImageCaptcha = z.infer<typeof imageCaptchaSchema>
