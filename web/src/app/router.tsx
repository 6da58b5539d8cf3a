import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { Navigate, useRoutes, type RouteObject } from 'react-router'
import { productQuantitiesQuery } from '@/features/catalogue/api/get-quantities'
import { productSearchQuery } from '@/features/catalogue/api/search-products'
import ErrorPage from '@/features/errors/error-page/error-page'
import { preloadableLazy } from '@/lib/preloadable-lazy'
import { queryClient } from '@/lib/query-client'
import { CatchAllRoute } from './catch-all-route'
import { searchQueryOfRoute } from './start-route'
import { RequireLogin } from './guards/require-login'
import { RequireRole } from './guards/require-role'
import { RouteErrorBoundary } from './route-error'
import { tokenSalePath } from './token-sale-route'
import { AppShell } from './shell/app-shell'

/*
 * Every screen is its own chunk so the first load of /#/search carries only the shell and the
 * search screen. The shell's <Suspense> shows a progress bar while a chunk arrives.
 */
// The landing screen: main.tsx loads it before the first render (see preloadable-lazy.tsx).
const SearchResults = preloadableLazy(() => import('@/features/catalogue/search-results/search-results'))
const Login = lazy(() => import('@/features/account/login/login'))
const Register = lazy(() => import('@/features/account/register/register'))
const ForgotPassword = lazy(() => import('@/features/account/forgot-password/forgot-password'))
const TwoFactorEntry = lazy(() => import('@/features/account/two-factor-entry/two-factor-entry'))
const PrivacySecurity = lazy(() => import('@/features/account/privacy-security/privacy-security'))
const PrivacyPolicy = lazy(() => import('@/features/account/privacy-policy/privacy-policy'))
const ChangePassword = lazy(() => import('@/features/account/change-password/change-password'))
const TwoFactorSetup = lazy(() => import('@/features/account/two-factor-setup/two-factor-setup'))
const DataExport = lazy(() => import('@/features/account/data-export/data-export'))
const LastLoginIp = lazy(() => import('@/features/account/last-login-ip/last-login-ip'))
const BasketPage = lazy(() => import('@/features/basket/basket-page/basket-page'))
const AddressSelect = lazy(() => import('@/features/checkout/address-select/address-select'))
const AddressSaved = lazy(() => import('@/features/checkout/address-saved/address-saved'))
const AddressForm = lazy(() => import('@/features/checkout/address-form/address-form'))
const DeliveryMethod = lazy(() => import('@/features/checkout/delivery-method/delivery-method'))
const Payment = lazy(() => import('@/features/checkout/payment/payment'))
const SavedPaymentMethods = lazy(() => import('@/features/checkout/saved-payment-methods/saved-payment-methods'))
const OrderSummary = lazy(() => import('@/features/checkout/order-summary/order-summary'))
const OrderCompletion = lazy(() => import('@/features/checkout/order-completion/order-completion'))
const Wallet = lazy(() => import('@/features/checkout/wallet/wallet'))
const OrderHistory = lazy(() => import('@/features/orders/order-history/order-history'))
const TrackResult = lazy(() => import('@/features/orders/track-result/track-result'))
const Contact = lazy(() => import('@/features/support/contact/contact'))
const About = lazy(() => import('@/features/about/about/about'))
const Complain = lazy(() => import('@/features/support/complain/complain'))
const Chatbot = lazy(() => import('@/features/support/chatbot/chatbot'))
const PhotoWall = lazy(() => import('@/features/about/photo-wall/photo-wall'))
const Recycle = lazy(() => import('@/features/recycle/recycle/recycle'))
const DeluxeMembership = lazy(() => import('@/features/deluxe/deluxe-membership/deluxe-membership'))
const Administration = lazy(() => import('@/features/staff/administration/administration'))
const Accounting = lazy(() => import('@/features/staff/accounting/accounting'))
const ScoreBoard = lazy(() => import('@/features/scoreboard/score-board/score-board'))
const TokenSale = lazy(() => import('@/features/catalogue/token-sale/token-sale'))
const Classroom = lazy(() => import('./classroom'))

/**
 * Loads the screen the address opens with, when it is the landing screen, before the first render.
 * Its data is taken into the cache at once (the requests are under way, first-requests.ts): what
 * has arrived by the first render is in that render, so the products do not need a second one.
 */
export function preloadStartScreen (hash: string): Promise<unknown> {
  const q = searchQueryOfRoute(hash)
  if (q === null) return Promise.resolve()
  void queryClient.prefetchQuery(productSearchQuery(q))
  void queryClient.prefetchQuery(productQuantitiesQuery)
  return SearchResults.preload()
}

function page (path: string, Screen: LazyExoticComponent<ComponentType> | ComponentType, wrap?: (screen: ReactNode) => ReactNode): RouteObject {
  return { path, element: wrap ? wrap(<Screen />) : <Screen /> }
}

const loggedIn = (screen: ReactNode) => <RequireLogin>{screen}</RequireLogin>
const admin = (screen: ReactNode) => <RequireRole role="admin">{screen}</RequireRole>
const accounting = (screen: ReactNode) => <RequireRole role="accounting">{screen}</RequireRole>

/**
 * Every route of the shop. The login guard covers the screens that only
 * make sense for a logged-in customer (checkout, addresses, orders and
 * payment, privacy and security, complain, chatbot, deluxe). Left open on purpose: search, basket
 * (anonymous shoppers have one too), track-result (order ids are shared), the privacy policy (legal text),
 * the score board and the 2FA entry step, which runs before a token exists.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      {
        // Pathless so a failing screen chunk shows an error inside the shell, not instead of it.
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: <Navigate to="/search" replace /> },
          page('search', SearchResults),
          page('hacking-instructor', SearchResults),
          page('login', Login),
          page('register', Register),
          page('forgot-password', ForgotPassword),
          page('2fa/enter', TwoFactorEntry),
          {
            path: 'privacy-security',
            element: <PrivacySecurity />,
            children: [
              { index: true, element: <Navigate to="privacy-policy" replace /> },
              page('privacy-policy', PrivacyPolicy),
              page('change-password', ChangePassword, loggedIn),
              page('two-factor-authentication', TwoFactorSetup, loggedIn),
              page('data-export', DataExport, loggedIn),
              page('last-login-ip', LastLoginIp, loggedIn)
            ]
          },
          page('basket', BasketPage),
          page('address/select', AddressSelect, loggedIn),
          page('address/saved', AddressSaved, loggedIn),
          page('address/create', AddressForm, loggedIn),
          page('address/edit/:addressId', AddressForm, loggedIn),
          page('delivery-method', DeliveryMethod, loggedIn),
          page('payment/:entity', Payment, loggedIn),
          page('saved-payment-methods', SavedPaymentMethods, loggedIn),
          page('order-summary', OrderSummary, loggedIn),
          page('order-completion/:id', OrderCompletion, loggedIn),
          page('wallet', Wallet, loggedIn),
          page('order-history', OrderHistory, loggedIn),
          page('track-result', TrackResult),
          page('track-result/new', TrackResult),
          // vuln-code-snippet start scoreBoardChallenge adminSectionChallenge
          page('contact', Contact),
          page('about', About),
          page('complain', Complain, loggedIn),
          page('chatbot', Chatbot, loggedIn),
          page('photo-wall', PhotoWall),
          page('recycle', Recycle, loggedIn),
          page('deluxe-membership', DeluxeMembership, loggedIn),
          page('administration', Administration, admin), // vuln-code-snippet vuln-line adminSectionChallenge neutral-line scoreBoardChallenge
          page('accounting', Accounting, accounting), // vuln-code-snippet neutral-line adminSectionChallenge scoreBoardChallenge
          page('score-board', ScoreBoard), // vuln-code-snippet vuln-line scoreBoardChallenge
          page('403', ErrorPage),
          // vuln-code-snippet end scoreBoardChallenge adminSectionChallenge
          page(tokenSalePath(), TokenSale),
          page('classroom/*', Classroom),
          // Third-party sign-in return ('#access_token=…') and everything unknown land here.
          { path: '*', element: <CatchAllRoute /> }
        ]
      }
    ]
  }
]

/*
 * Declarative routing (HashRouter in app.tsx): the shop uses no loaders or actions, and the data
 * router's machinery would add about 18 kB gzip to the first load.
 */
export function AppRoutes () {
  return useRoutes(routes)
}
