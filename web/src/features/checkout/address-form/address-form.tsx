import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { fieldErrorText } from '@/components/form-page/field-error'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useAddress } from '../api/get-address'
import { useSaveAddress } from '../api/save-address'
import { CheckoutCard } from '../components/checkout-card'
import { ADDRESS_MAX, EMPTY_ADDRESS, MOBILE_RANGE, ZIP_MAX, addressSchema, type AddressFormValues } from './address-schema'

/** Routes /address/create and /address/edit/{id}: create mode without an id, edit mode with one. */
export default function AddressForm () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { showError, showSuccess } = useSnackbar()
  const { addressId } = useParams()
  const id = addressId !== undefined && /^\d+$/.test(addressId) ? Number(addressId) : null
  const existing = useAddress(id)
  const save = useSaveAddress()
  const { register, handleSubmit, reset, watch, formState: { errors, isValid } } = useForm<AddressFormValues>({
    resolver: zodResolver(addressSchema), mode: 'onTouched', defaultValues: EMPTY_ADDRESS
  })
  useEffect(() => {
    if (existing.data) reset({ ...existing.data, mobileNum: String(existing.data.mobileNum), state: existing.data.state ?? '' })
  }, [existing.data, reset])

  const values = watch()
  const zip = values.zipCode
  const street = values.streetAddress
  // A saved address is put into the fields by reset(), which MUI's labels do not see: a filled
  // field lifts its label itself, or the label would sit over the value.
  const label = (name: keyof AddressFormValues) => ({ inputLabel: { shrink: values[name] !== '' ? true : undefined } })
  const errorText = (field: keyof AddressFormValues) => fieldErrorText(t, errors[field], { range: `1000000-${MOBILE_RANGE.max}`, length: ADDRESS_MAX })
  const submit = handleSubmit(async values => {
    try {
      const saved = await save.mutateAsync({ id, address: { ...values, mobileNum: Number(values.mobileNum) } })
      showSuccess(id === null ? 'ADDRESS_ADDED' : 'ADDRESS_UPDATED', { city: saved.city })
      await navigate(-1)
    } catch (err) {
      showError(errorMessage(err))
      reset(EMPTY_ADDRESS)
    }
  })
  const field = (name: keyof AddressFormValues, labelKey: string, extra: Record<string, unknown> = {}) => (
    <TextField {...register(name)} id={`${name}Control`} label={t(labelKey)} error={errors[name] !== undefined} helperText={errorText(name)} slotProps={label(name)} {...extra} />
  )
  return (
    <CheckoutCard titleKey={id === null ? 'TITLE_ADD_NEW_ADDRESS' : 'TITLE_EDIT_ADDRESS'} maxWidth={640}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {field('country', 'LABEL_COUNTRY', { required: true, autoComplete: 'country-name' })}
        {field('fullName', 'LABEL_NAME', { required: true, autoComplete: 'name' })}
        {field('mobileNum', 'LABEL_MOBILE_NUMBER', { required: true, type: 'tel', autoComplete: 'tel' })}
        <TextField
          {...register('zipCode')} id="zipCodeControl" label={t('LABEL_ZIP_CODE')} required autoComplete="postal-code"
          error={errors.zipCode !== undefined} helperText={`${errorText('zipCode') ?? ''} ${zip.length}/${ZIP_MAX}`.trim()}
          slotProps={{ ...label('zipCode'), htmlInput: { maxLength: ZIP_MAX } }}
        />
        <TextField
          {...register('streetAddress')} id="addressControl" label={t('LABEL_ADDRESS')} required multiline minRows={2} autoComplete="street-address"
          error={errors.streetAddress !== undefined} helperText={`${errorText('streetAddress') ?? ''} ${street.length}/${ADDRESS_MAX}`.trim()}
          slotProps={{ ...label('streetAddress'), htmlInput: { maxLength: ADDRESS_MAX } }} sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        {field('city', 'LABEL_CITY', { required: true, autoComplete: 'address-level2' })}
        {field('state', 'LABEL_STATE', { autoComplete: 'address-level1' })}
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Button onClick={() => { void navigate(-1) }}>{t('BTN_BACK')}</Button>
          <Button id="submitButton" type="submit" variant="contained" disabled={!isValid || save.isPending}>{t('BTN_SUBMIT')}</Button>
        </Box>
      </Box>
    </CheckoutCard>
  )
}
