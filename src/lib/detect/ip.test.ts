import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { ip } from './ip'

const run = (text: string) => ip(sampleOf(text))

describe('ip detector', () => {
  it('reads an address, a CIDR, a netmask form and a range, IPv4 and IPv6', () => {
    expect(run('192.168.1.254')).toEqual([{ toolId: 'subnet', confidence: 0.95, reason: 'IPv4 address 192.168.1.254', kind: 'ip-address' }])
    expect(run('10.0.0.0/8')[0]!.reason).toBe('IPv4 network 10.0.0.0/8')
    expect(run('10.0.0.0 255.0.0.0')[0]!.kind).toBe('ip-network')
    expect(run('10.0.0.0/255.0.0.0')[0]!.kind).toBe('ip-network')
    expect(run('2001:db8::/32')[0]!.reason).toBe('IPv6 network 2001:db8::/32')
    expect(run('::1')[0]!.kind).toBe('ip-address')
    expect(run('::ffff:192.168.1.1')[0]!.kind).toBe('ip-address')
    expect(run('fe80::1%eth0')[0]!.kind).toBe('ip-address')
    expect(run('2001:0db8:0000:0000:0000:ff00:0042:8329')[0]!.kind).toBe('ip-address')
    expect(run('10.0.0.1 - 10.0.0.9')[0]!.reason).toBe('IPv4 range 10.0.0.1 - 10.0.0.9')
    expect(run('"10.0.0.1"')[0]!.kind).toBe('ip-address')
    expect(run('10.0.0.0/24\n10.0.1.0/24, 10.0.2.0/24\n# note\n2001:db8::/48')[0]!.reason).toBe('List of 4 IP addresses and networks')
  })

  it('leaves what is not only addresses: versions, times, MACs, logs, JSON, configs', () => {
    for (const t of [
      '1.2.3', '3.14', '256.1.1.1', '10.0.0.0/33', '12:30:45', '00:1a:2b:3c:4d:5e', '1:2:3:4:5:6:7:8:9', '1::2::3', 'abc', '10.0.0.1 - ::1',
      '10.0.0.1 GET /index.html', '{"ip": "10.0.0.1"}', 'server 10.0.0.1;', 'listen 10.0.0.1:8080', '10.0.0.1\nhello',
    ]) expect(run(t), t).toEqual([])
  })

  it('ranks the subnet calculator first for an address alone, and not for a log line that holds one', () => {
    for (const t of ['192.168.1.1', '10.0.0.0/24', '2001:db8::1', '10.0.0.1 - 10.0.0.9', '10.1.0.0/16\n10.2.0.0/16']) expect(detect(t)[0]!.toolId, t).toBe('subnet')
    expect(detect('203.0.113.7 - - [04/Jun/2024:10:12:44 +0000] "GET / HTTP/1.1" 200 5').map((d) => d.toolId)).not.toContain('subnet')
    expect(detect('{"client": "10.0.0.1", "port": 443}')[0]!.toolId).toBe('json-formatter')
  })
})
