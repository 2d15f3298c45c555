import { Webhook } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'webhook',
  title: 'Webhook Tester',
  description: 'POST a JSON payload to a webhook URL, signed like GitHub, Stripe or Slack; verify signatures you received.',
  category: 'api',
  keywords: ['webhook', 'post', 'json', 'callback', 'hmac', 'signature', 'x-hub-signature-256', 'github', 'stripe', 'slack', 'verify', 'http'],
  icon: Webhook,
  load: () => import('./webhook'),
  input: () => import('./webhook.input'),
  storageId: 'webhook-tester',
  features: [
    { name: 'Verify signature', keywords: ['verify webhook', 'webhook signature', 'x-hub-signature-256', 'stripe signature', 'github signature', 'signed webhook'], select: ['Verify signature'] },
  ],
})
