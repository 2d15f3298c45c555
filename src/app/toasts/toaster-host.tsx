import { useAtomValue } from 'jotai'
import { lazy } from 'react'
import { OptionalPart } from '../layout/optional-part'
import { appStore } from '../ui-state'
import { toasterWantedAtom } from './toast'

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

/** The Toaster, mounted once the first toast or tool frame wants it (issue 17), then for good. */
export function ToasterHost() {
  const wanted = useAtomValue(toasterWantedAtom, { store: appStore })
  return wanted ? (
    <OptionalPart name="The toaster">
      <Toaster />
    </OptionalPart>
  ) : null
}
