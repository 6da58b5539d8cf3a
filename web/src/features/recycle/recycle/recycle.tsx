import { RecyclingIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/locale-format'
import { useSession } from '@/lib/session'
import { FormCard } from '@/components/form-card/form-card'
import { usePostRecycle } from '../api/post-recycle'
import { AddressPicker } from './address-picker'

const MIN = 10
const MAX = 1000
const PICKUP_ABOVE = 100

function SideImage ({ name }: { name?: string }) {
  if (!name) return null
  return <Box component="img" src={`assets/public/images/products/${name}`} alt="" sx={{ width: '100%', maxWidth: 220, display: { xs: 'none', md: 'block' }, mx: 'auto' }} />
}

export default function Recycle () {
  const { t } = useTranslation()
  const { user } = useSession()
  const { showSuccess, showError } = useSnackbar()
  const { data: config } = useApplicationConfiguration()
  const post = usePostRecycle()
  const [quantity, setQuantity] = useState('')
  const [touched, setTouched] = useState(false)
  const [addressId, setAddressId] = useState<number | null>(null)
  const [pickup, setPickup] = useState(false)
  const [date, setDate] = useState('')

  const litres = Number(quantity)
  const quantityError = quantity === '' ? 'MANDATORY_QUANTITY' : (!Number.isInteger(litres) || litres < MIN || litres > MAX) ? 'INVALID_QUANTITY' : null
  const pickupOffered = quantityError === null && litres > PICKUP_ABOVE
  const wantsPickup = pickupOffered && pickup
  const dateError = wantsPickup && (date === '' || Number.isNaN(Date.parse(date))) ? 'INVALID_DATE' : null
  const ready = addressId !== null && quantityError === null && dateError === null && !post.isPending

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!ready || addressId === null) return
    try {
      const saved = await post.mutateAsync({ UserId: user?.id, AddressId: addressId, quantity: litres, isPickUp: wantsPickup, date: wantsPickup ? date : undefined })
      if (saved.isPickup) showSuccess('CONFIRM_RECYCLING_PICKUP', { pickupdate: formatDate(saved.pickupDate) ?? saved.pickupDate })
      else showSuccess('CONFIRM_RECYCLING_BOX')
      setQuantity(''); setTouched(false); setPickup(false); setDate('')
    } catch (err) {
      showError(errorMessage(err))
    }
  }

  const recyclePage = config?.application?.recyclePage
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 600px) 220px' }, gap: 3, justifyContent: 'center', alignItems: 'center', mt: { xs: 1, sm: 4 } }}>
      <SideImage name={recyclePage?.topProductImage} />
      <FormCard icon={<RecyclingIcon color="success" fontSize="large" />} titleKey="TITLE_RECYCLE" introKey="RECYCLE_INTRO" onSubmit={e => { void submit(e) }}>
        <TextField id="recycleRequestor" label={t('LABEL_REQUESTOR')} value={user?.email ?? ''} disabled />
        <TextField
          id="recycleQuantity"
          label={t('LABEL_QUANTITY_LITERS')}
          type="number"
          value={quantity}
          onChange={e => { setQuantity(e.target.value) }}
          onBlur={() => { setTouched(true) }}
          error={touched && quantityError !== null}
          helperText={touched && quantityError !== null ? t(quantityError, { range: `${MIN}-${MAX}` }) : t('HINT_RECYCLE_QUANTITY')}
          slotProps={{ htmlInput: { min: MIN, max: MAX, step: 1 } }}
        />
        <Typography variant="subtitle2">{t('LABEL_ADDRESS')}</Typography>
        <AddressPicker value={addressId} onChange={setAddressId} />
        {pickupOffered && (
          <>
            <FormControlLabel control={<Checkbox id="recyclePickup" checked={pickup} onChange={e => { setPickup(e.target.checked) }} />} label={t('LABEL_PICKUP')} />
            {pickup && (
              <TextField
                id="recycleDate"
                label={t('LABEL_PICKUP_DATE')}
                type="date"
                value={date}
                onChange={e => { setDate(e.target.value) }}
                error={dateError !== null && date !== ''}
                helperText={dateError !== null && date !== '' ? t(dateError) : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </>
        )}
        <Button id="recycleSubmit" type="submit" variant="contained" color="success" size="large" startIcon={<RecyclingIcon />} disabled={!ready}>{t('BTN_SUBMIT')}</Button>
      </FormCard>
      <SideImage name={recyclePage?.bottomProductImage} />
    </Box>
  )
}
