import { HashRouter } from 'react-router'
import { Providers } from './providers'
import { AppRoutes } from './router'

export function App () {
  return (
    <Providers>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </Providers>
  )
}
