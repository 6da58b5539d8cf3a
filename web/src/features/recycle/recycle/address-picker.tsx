import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSavedAddresses } from '../api/addresses'

interface AddressPickerProps { value: number | null, onChange: (id: number) => void }

/** The saved addresses as a radio list; a link to add one when there are none. */
export function AddressPicker ({ value, onChange }: AddressPickerProps) {
  const { t } = useTranslation()
  const addresses = useSavedAddresses()
  if (addresses.isPending) return <Skeleton variant="rounded" height={56} />
  const list = addresses.data ?? []
  if (list.length === 0) {
    return (
      <Alert severity="info" action={<Button component={Link} to="/address/create" size="small">{t('BTN_ADD_NEW_ADDRESS')}</Button>}>
        {t('RECYCLE_NO_ADDRESS')}
      </Alert>
    )
  }
  return (
    <RadioGroup name="recycleAddress" value={value === null ? '' : String(value)} onChange={e => { onChange(Number(e.target.value)) }}>
      {list.map(address => (
        <FormControlLabel
          key={address.id}
          value={String(address.id)}
          control={<Radio />}
          label={
            <>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>{address.fullName}</Typography>
              <Typography variant="body2" component="span" color="text.secondary">{`, ${address.streetAddress}, ${address.zipCode} ${address.city}, ${address.country}`}</Typography>
            </>
          }
        />
      ))}
    </RadioGroup>
  )
}
