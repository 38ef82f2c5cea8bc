import type { IncomingMessage } from 'node:http';
import { clientAddress, clientProtocol, trustedEntry } from './access-log';

const request = (headers: IncomingMessage['headers'], remoteAddress = '10.0.0.5') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('the client address behind trusted proxies', () => {
  it('takes the address the one trusted proxy appended, never what the client wrote', () => {
    // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address nginx saw.
    const req = request({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4', 'x-forwarded-proto': 'https' });
    expect(clientAddress(req, 1)).toBe('1.2.3.4');
    expect(clientProtocol(req, 1)).toBe('https');
  });

  it('counts hops from the right: a CDN and then nginx are two', () => {
    const header = 'forged, 203.0.113.9, 198.51.100.7';
    expect(trustedEntry(header, 2)).toBe('203.0.113.9');
    expect(trustedEntry(header, 1)).toBe('198.51.100.7');
  });

  it('reads repeated headers as one list, and a proxy that replaced the header as is', () => {
    expect(trustedEntry(['6.6.6.6', '1.2.3.4'], 1)).toBe('1.2.3.4');
    expect(trustedEntry('1.2.3.4', 2)).toBe('1.2.3.4');
  });

  it('uses the connection without trusted proxies, or without the header', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '6.6.6.6' }), 0)).toBe('10.0.0.5');
    expect(clientAddress(request({}), 1)).toBe('10.0.0.5');
    expect(clientAddress(request({ 'x-forwarded-for': ' , ' }), 1)).toBe('10.0.0.5');
    expect(clientProtocol(request({ 'x-forwarded-proto': 'https' }), 0)).toBe('http');
  });
});
