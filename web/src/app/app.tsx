import type { Theme } from '@mui/material/styles'
import { HashRouter } from 'react-router'
import { Providers } from './providers'
import { AppRoutes } from './router'

export function App ({ theme }: { theme?: Theme }) {
  return (
    <Providers theme={theme}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </Providers>
  )
}
