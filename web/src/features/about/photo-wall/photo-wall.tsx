import { XIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { useSession } from '@/lib/session'
import { useMemories, type Memory } from '../api/memories'
import { handleFromUrl, tweetText } from './image-type'
import { UploadForm } from './upload-form'

function MemoryCard ({ memory, twitterHandle }: { memory: Memory, twitterHandle: string }) {
  const { t } = useTranslation()
  return (
    <Card className="memory" sx={{ position: 'relative', '&:hover .tweet, &:focus-within .tweet': { opacity: 1 } }}>
      
      <Box component="img" src={memory.imagePath} alt={memory.caption} loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }} />
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body1" className="caption">{memory.caption}</Typography>
        <Typography variant="body2" color="text.secondary">{memory.User?.username ?? t('LABEL_ANONYMOUS')} ©</Typography>
      </CardContent>
      {twitterHandle && (
        <Button
          className="tweet"
          size="small"
          variant="contained"
          startIcon={<XIcon />}
          href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(tweetText(memory.caption, twitterHandle))}`}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ position: 'absolute', top: 8, right: 8, opacity: 0, transition: 'opacity 150ms' }}
        >
          {t('BTN_TWEET')}
        </Button>
      )}
    </Card>
  )
}

export default function PhotoWall () {
  const { t } = useTranslation()
  const { isLoggedIn } = useSession()
  const { data: config } = useApplicationConfiguration()
  const memories = useMemories()
  const twitterHandle = handleFromUrl(config?.application?.social?.twitterUrl)
  const list = memories.data ?? []

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', mt: { xs: 1, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('TITLE_PHOTO_WALL')}</Typography>
      {isLoggedIn && (
        <Paper sx={{ p: 2, mb: 3 }}>
          <UploadForm />
        </Paper>
      )}
      {memories.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>{t('EMPTY_MEMORY_LIST')}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {list.map(memory => <MemoryCard key={memory.id} memory={memory} twitterHandle={twitterHandle} />)}
      </Box>
    </Box>
  )
}
