import { toast } from 'sonner'
import { installToastMarks } from './toast-marks'

/**
 * sonner with the app's marks rule installed (toast-marks.ts). Loaded lazily (issue 17): by the
 * toast facade on the first toast, by the Toaster, and by the tool frame, before any tool's code
 * (which imports sonner itself) can show a toast.
 */
installToastMarks()

export { toast }
