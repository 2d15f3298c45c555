import { useEffect, useState } from 'react'

/** True once `active` has stayed true for `ms` (DESIGN.md: progress shows for jobs over ~300 ms). */
export function useDelayed(active: boolean, ms = 300): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!active) {
      setLate(false)
      return
    }
    const t = setTimeout(() => setLate(true), ms)
    return () => clearTimeout(t)
  }, [active, ms])
  return active && late
}
