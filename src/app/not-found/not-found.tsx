import { ArrowLeft } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'

/** SPEC "Not-found page": the title, a Back to Home link, and the unknown route in the console. */
export function NotFoundPage() {
  const [pathname] = useLocation()
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`)
  }, [pathname])
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-semibold text-muted-foreground">404</p>
      <h1 className="mt-3 text-2xl font-semibold">Page Not Found</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Nothing lives at <code className="font-mono">#{pathname}</code>.
      </p>
      <Link to="/" className="mt-6 inline-flex h-9 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover">
        <ArrowLeft aria-hidden className="size-4" /> Back to Home
      </Link>
    </div>
  )
}
