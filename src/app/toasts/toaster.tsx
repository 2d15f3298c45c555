import { Toaster as Sonner } from 'sonner'
import { useTheme } from '../theme/use-theme'

/** Toasts follow the current theme (SPEC section 4); sonner's defaults are SPEC section 9's figures. */
export function Toaster() {
  const { resolved } = useTheme()
  return <Sonner theme={resolved} richColors closeButton position="bottom-right" />
}
