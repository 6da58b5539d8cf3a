import { DirectionsBikeIcon, SpaIcon as EcoIcon, FlightIcon, LocalShippingIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Radio from '@mui/material/Radio'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { errorMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/price'
import { useAddress } from '../api/get-address'
import { useDeliveries } from '../api/get-deliveries'
import { ADDRESS_ID_KEY, DELIVERY_METHOD_ID_KEY, readNumber, storeChoice } from '../checkout-storage'
import { AddressText } from '../components/address-text'
import { CheckoutCard } from '../components/checkout-card'

const icons: Record<string, ReactElement> = {
  truck: <LocalShippingIcon color="primary" />, plane: <FlightIcon color="primary" />, bike: <DirectionsBikeIcon color="primary" />, leaf: <EcoIcon color="success" />
}

/** Route /delivery-method: the chosen address and a table of delivery methods. */
export default function DeliveryMethod () {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const address = useAddress(readNumber(ADDRESS_ID_KEY))
  const deliveries = useDeliveries()
  const [chosen, setChosen] = useState<number | null>(readNumber(DELIVERY_METHOD_ID_KEY))
  return (
    <CheckoutCard
      titleKey="TITLE_DELIVERY_METHOD"
      actions={(
        <>
          <Button onClick={() => { void navigate('/address/select') }}>{t('BTN_BACK')}</Button>
          <Button id="continueButton" variant="contained" disabled={chosen === null} onClick={() => { storeChoice(DELIVERY_METHOD_ID_KEY, chosen); void navigate('/payment/shop') }}>{t('BTN_CONTINUE')}</Button>
        </>
      )}
    >
      {address.data && (
        <>
          <Typography variant="overline" color="text.secondary">{t('LABEL_DELIVERY_ADDRESS')}</Typography>
          <AddressText address={address.data} />
        </>
      )}
      {deliveries.isError && <Alert severity="error">{errorMessage(deliveries.error)}</Alert>}
      <Table sx={{ mt: 2 }} aria-label={t('TITLE_DELIVERY_METHOD')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('LABEL_NAME')}</TableCell>
            <TableCell align="right">{t('LABEL_PRICE')}</TableCell>
            <TableCell align="right">{t('LABEL_ETA')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(deliveries.data ?? []).map(method => (
            <TableRow key={method.id} hover selected={chosen === method.id} onClick={() => { setChosen(method.id) }} sx={{ cursor: 'pointer' }}>
              <TableCell padding="checkbox"><Radio checked={chosen === method.id} slotProps={{ input: { 'aria-label': method.name } }} /></TableCell>
              <TableCell><span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>{icons[method.icon] ?? icons.truck}{method.name}</span></TableCell>
              <TableCell align="right">{method.price === 0 ? t('LABEL_FREE') : formatPrice(method.price)}</TableCell>
              <TableCell align="right">{t('LABEL_DAYS', { count: method.eta })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CheckoutCard>
  )
}
