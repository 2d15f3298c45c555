import * as RadixTabs from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from './cn'

export const Tabs = RadixTabs.Root

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('inline-flex h-9 items-center rounded-md bg-muted p-1 text-muted-foreground', className)} {...props} />
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex h-7 items-center rounded px-3 text-sm font-medium transition-colors duration-100 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

/**
 * Radix makes every panel a Tab stop of its own (tabIndex 0), an invisible one here: our panels hold
 * their own controls, so Tab goes from the tab list straight to the panel's first control (D33). A
 * panel of plain text can pass `tabIndex={0}` back.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content tabIndex={-1} className={cn('mt-4 outline-none', className)} {...props} />
}
