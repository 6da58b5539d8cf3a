import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from '../api/get-addresses'
import { AddressText } from './address-text'

/** The delivery address on the left and a second labelled block beside it (payment, delivery). */
export function AddressBeside ({ address, labelKey, children }: { address: Address | undefined | null, labelKey: string, children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3, mb: 3 }}>
      <Box>
        <Typography variant="overline" color="text.secondary">{t('LABEL_DELIVERY_ADDRESS')}</Typography>
        {address && <AddressText address={address} />}
      </Box>
      <Box>
        <Typography variant="overline" color="text.secondary">{t(labelKey)}</Typography>
        {children}
      </Box>
    </Box>
  )
}
