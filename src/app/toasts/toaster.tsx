import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { useLocation } from 'wouter'
import { useTheme } from '../theme/use-theme'
import { toast } from './sonner'

/** Below the 56 px top bar, so a toast covers neither the top bar nor the bottom of an output pane. */
const OFFSET = { top: 64, right: 16 }

/**
 * Toasts follow the current theme (SPEC section 4); sonner's defaults are SPEC section 9's figures.
 * Issue 21: they sit top right, and a toast about one screen does not follow the user to the next.
 */
export function Toaster() {
  const { resolved } = useTheme()
  const [pathname] = useLocation()
  // A cleanup, so it runs when the route changes and before the next screen's own effects, whose
  // toasts (a damaged share link, say) are about the new screen and stay.
  useEffect(() => () => void toast.dismiss(), [pathname])
  return <Sonner theme={resolved} richColors closeButton position="top-right" offset={OFFSET} mobileOffset={{ top: 64, right: 16, left: 16 }} />
}
