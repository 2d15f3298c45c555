import { useAtom } from 'jotai'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import JwtSignPanel from './jwt-sign-panel'
import KeyPairPanel from './key-pair-panel'
import { keysTabAtom, type KeysTab } from './keys.state'
import OtpPanel from './otp-panel'

/** Keys & Tokens: three tabs; only the open one is mounted, and it alone talks to the tool frame. */
export default function Keys() {
  const [tab, setTab] = useAtom(keysTabAtom)
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as KeysTab)}>
      <TabsList aria-label="Keys and tokens" className="max-w-full overflow-x-auto">
        <TabsTrigger value="pair">Key pair</TabsTrigger>
        <TabsTrigger value="jwt">Sign JWT</TabsTrigger>
        <TabsTrigger value="otp">TOTP / HOTP</TabsTrigger>
      </TabsList>
      <TabsContent value="pair">
        <KeyPairPanel />
      </TabsContent>
      <TabsContent value="jwt">
        <JwtSignPanel />
      </TabsContent>
      <TabsContent value="otp">
        <OtpPanel />
      </TabsContent>
    </Tabs>
  )
}
