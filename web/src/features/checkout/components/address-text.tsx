import Typography from '@mui/material/Typography'
import type { Address } from '../api/get-addresses'

/** An address as a shopper reads it on an envelope. */
export function AddressText ({ address }: { address: Address }) {
  return (
    <Typography component="address" sx={{ fontStyle: 'normal' }}>
      <strong>{address.fullName}</strong><br />
      {address.streetAddress}<br />
      {address.zipCode} {address.city}{address.state ? `, ${address.state}` : ''}<br />
      {address.country}<br />
      <Typography component="span" variant="body2" color="text.secondary">{address.mobileNum}</Typography>
    </Typography>
  )
}
