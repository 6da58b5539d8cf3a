import { z } from 'zod'

/** The address form's rules: every field but the state required, a 7- to 10-digit mobile number; messages are translation keys. */
export const MOBILE_RANGE = { min: 1111111, max: 9999999999 }
export const ZIP_MAX = 8
export const ADDRESS_MAX = 160

export const addressSchema = z.object({
  country: z.string().trim().min(1, 'MANDATORY_COUNTRY'),
  fullName: z.string().trim().min(1, 'MANDATORY_NAME'),
  mobileNum: z.string().trim().min(1, 'MANDATORY_MOBILE_NUMBER')
    .refine(v => /^\d+$/.test(v) && Number(v) >= MOBILE_RANGE.min && Number(v) <= MOBILE_RANGE.max, 'INVALID_MOBILE_NUMBER'),
  zipCode: z.string().trim().min(1, 'MANDATORY_ZIP').max(ZIP_MAX, 'ZIP_TOO_LONG'),
  streetAddress: z.string().trim().min(1, 'MANDATORY_ADDRESS').max(ADDRESS_MAX, 'MAX_TEXTAREA_LENGTH'),
  city: z.string().trim().min(1, 'MANDATORY_CITY'),
  state: z.string().trim()
})

export type AddressFormValues = z.infer<typeof addressSchema>
export const EMPTY_ADDRESS: AddressFormValues = { country: '', fullName: '', mobileNum: '', zipCode: '', streetAddress: '', city: '', state: '' }
