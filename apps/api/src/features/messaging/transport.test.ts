// SMTP_URL's TLS choice: smtps:// is TLS from the first byte, smtp:// must upgrade (STARTTLS) with a
// verified certificate, and only an explicit ?tls=off on smtp:// sends in clear.
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../lib/config';
import { smtpOptions } from './transport';

describe('SMTP_URL', () => {
  it('requires STARTTLS on smtp:// and verifies the certificate', () => {
    expect(smtpOptions('smtp://user:p%40ss@mail.example:2525')).toEqual({
      host: 'mail.example',
      port: 2525,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      tls: { rejectUnauthorized: true },
      auth: { user: 'user', pass: 'p@ss' },
    });
  });

  it('uses TLS from the start on smtps://', () => {
    expect(smtpOptions('smtps://mail.example')).toMatchObject({ port: 465, secure: true, requireTLS: false });
  });

  it('sends in clear only when an smtp:// address says ?tls=off', () => {
    expect(smtpOptions('smtp://127.0.0.1:2525?tls=off')).toMatchObject({
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
    });
  });

  it.each(['smtps://mail.example?tls=off', 'smtp://mail.example?tls=on', 'smtp://mail.example?tls=false'])(
    'refuses %s at start',
    (url) => {
      expect(() => readConfig({ SMTP_URL: url })).toThrow(ConfigError);
      expect(() => readConfig({ SMTP_URL: url })).toThrow(/SMTP_URL/);
    },
  );

  it('accepts a plain and a clear-text address', () => {
    expect(readConfig({ SMTP_URL: 'smtp://mail.example' }).SMTP_URL).toBe('smtp://mail.example');
    expect(readConfig({ SMTP_URL: 'smtp://localhost:25?tls=off' }).SMTP_URL).toBe('smtp://localhost:25?tls=off');
  });
});

describe('SMS_URL', () => {
  it('takes an https:// gateway, or http:// on this machine only', () => {
    expect(readConfig({ SMS_URL: 'https://sms.example/send' }).SMS_URL).toBe('https://sms.example/send');
    expect(readConfig({ SMS_URL: 'http://127.0.0.1:9000/send' }).SMS_URL).toBe('http://127.0.0.1:9000/send');
    for (const url of ['http://sms.example/send', 'ftp://sms.example', 'sms.example'])
      expect(() => readConfig({ SMS_URL: url })).toThrow(/SMS_URL/);
  });
});
