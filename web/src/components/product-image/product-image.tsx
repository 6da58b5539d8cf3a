import { LocalDrinkIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import { useState } from 'react'

/** Product pictures are served by the shop under assets/public. */
export function productImageUrl (image: string): string {
  return `assets/public/images/products/${encodeURIComponent(image)}`
}

interface ProductImageProps {
  image: string
  alt: string
  height: number | string
}

/** The product picture, or a neutral drink icon when the file is missing, instead of a broken-image box. */
export function ProductImage ({ image, alt, height }: ProductImageProps) {
  const [failedFor, setFailedFor] = useState<string | null>(null)
  const failed = failedFor === image

  return (
    <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', overflow: 'hidden' }}>
      {failed
        ? <LocalDrinkIcon titleAccess={alt} sx={{ fontSize: 64, color: 'grey.500' }} />
        : (
          <Box
            component="img"
            src={productImageUrl(image)}
            alt={alt}
            loading="lazy"
            onError={() => { setFailedFor(image) }}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
          )}
    </Box>
  )
}
