import { AddIcon, DeleteOutlineIcon, EditOutlinedIcon } from '@/components/icons'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { useDeleteAddress } from '../api/delete-address'
import { useAddresses } from '../api/get-addresses'
import { ADDRESS_ID_KEY, readNumber, storeChoice } from '../checkout-storage'
import { CheckoutCard } from './checkout-card'

/** Saved addresses in select mode (checkout, radio and Continue) or manage mode (edit and remove). */
export function AddressList ({ mode }: { mode: 'select' | 'manage' }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { showError, showSuccess } = useSnackbar()
  const addresses = useAddresses()
  const remove = useDeleteAddress()
  const [selected, setSelected] = useState<number | null>(readNumber(ADDRESS_ID_KEY))
  const list = addresses.data ?? []
  const chosen = list.some(a => a.id === selected) ? selected : null

  const onRemove = async (id: number) => {
    try {
      await remove.mutateAsync(id)
      showSuccess('ADDRESS_REMOVED')
    } catch (err) { showError(errorMessage(err)) }
  }
  const actions = mode === 'select'
    ? (
      <>
        <Button onClick={() => { void navigate('/basket') }}>{t('BTN_BACK')}</Button>
        <Button id="continueButton" variant="contained" disabled={chosen === null} onClick={() => { storeChoice(ADDRESS_ID_KEY, chosen); void navigate('/delivery-method') }}>{t('BTN_CONTINUE')}</Button>
      </>
      )
    : undefined
  return (
    <CheckoutCard titleKey={mode === 'select' ? 'TITLE_SELECT_ADDRESS' : 'TITLE_SAVED_ADDRESSES'} actions={actions}>
      {addresses.isFetching && <LinearProgress color="secondary" aria-label={t('LOADING')} />}
      {addresses.isError && <Alert severity="error">{errorMessage(addresses.error)}</Alert>}
      {list.length === 0 && !addresses.isLoading
        ? <Typography color="text.secondary" sx={{ py: 2 }}>{t('NO_SAVED_ADDRESSES')}</Typography>
        : (
          <Table size="small" aria-label={t(mode === 'select' ? 'TITLE_SELECT_ADDRESS' : 'TITLE_SAVED_ADDRESSES')}>
            <TableHead>
              <TableRow>
                {mode === 'select' && <TableCell padding="checkbox" />}
                <TableCell>{t('LABEL_NAME')}</TableCell>
                <TableCell>{t('LABEL_ADDRESS')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('LABEL_COUNTRY')}</TableCell>
                {mode === 'manage' && <TableCell align="right" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map(address => (
                <TableRow key={address.id} hover selected={chosen === address.id} onClick={mode === 'select' ? () => { setSelected(address.id) } : undefined} sx={{ cursor: mode === 'select' ? 'pointer' : 'default' }}>
                  {mode === 'select' && <TableCell padding="checkbox"><Radio checked={chosen === address.id} slotProps={{ input: { 'aria-label': address.fullName } }} /></TableCell>}
                  <TableCell>{address.fullName}</TableCell>
                  <TableCell>{address.streetAddress}, {address.zipCode} {address.city}{address.state ? `, ${address.state}` : ''}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{address.country}</TableCell>
                  {mode === 'manage' && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={t('BTN_EDIT')} onClick={() => { void navigate(`/address/edit/${address.id}`) }}><EditOutlinedIcon /></IconButton>
                      <IconButton aria-label={t('BTN_REMOVE')} onClick={() => { void onRemove(address.id) }}><DeleteOutlineIcon /></IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          )}
      <Button startIcon={<AddIcon />} sx={{ mt: 2 }} onClick={() => { void navigate('/address/create') }}>{t('BTN_ADD_NEW_ADDRESS')}</Button>
    </CheckoutCard>
  )
}
