import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, readOutbox } from './mailer.js';
import { accountNoticeMail, orderConfirmationMail, resetPasswordMail } from './messages.js';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('files each message with its headers, text, html and raw form, oldest first', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const outbox = join(dir, 'outbox');
    const mailer = createMailer({
      outboxDir: outbox,
      from: 'ATV-Huset <kundeservice@atv-huset.no>',
    });
    expect(mailer.outbox).toBe(outbox);
    expect(await readOutbox(outbox)).toEqual([]);
    await mailer.send(
      resetPasswordMail(
        'ola@example.test',
        'https://shop.test/account/reset-password?key=abc',
        60,
        1,
      ),
    );
    await mailer.send(accountNoticeMail('kari@example.test', 'created', 2));
    const mails = await readOutbox(outbox);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['ola@example.test', 'Nytt passord hos ATV-Huset'],
      ['kari@example.test', 'Velkomen som kunde hos ATV-Huset'],
    ]);
    const [reset] = mails;
    expect(reset?.text).toContain(
      'Sett nytt passord:\nhttps://shop.test/account/reset-password?key=abc',
    );
    expect(reset?.text).toContain('60 minutter');
    expect(reset?.html).toContain('href="https://shop.test/account/reset-password?key=abc"');
    expect(reset?.raw).toMatch(/^From: "ATV-Huset" <kundeservice@atv-huset\.no>$/m);
    expect(reset?.raw).toMatch(/^To: ola@example\.test$/m);
    expect(reset?.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    // No half-written files are ever listed.
    expect((await readdir(outbox)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('SMTP_URL', () => {
  let server: Server | null = null;
  afterEach(() => server?.close());

  it('sends through the SMTP server the URL names, and files nothing', async () => {
    const received: string[] = [];
    // The smallest SMTP server that takes one message.
    server = createServer((socket) => {
      let data = false;
      let body = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (data) {
          body += text;
          if (body.endsWith('\r\n.\r\n')) {
            data = false;
            received.push(body);
            socket.write('250 OK queued\r\n');
          }
          return;
        }
        for (const line of text.split('\r\n').filter(Boolean)) {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
          else if (verb === 'DATA') {
            data = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: join(dir, 'outbox'),
      from: 'test@example.test',
    });
    expect(mailer.outbox).toBeNull();
    await mailer.send(accountNoticeMail('ola@example.test', 'password-changed', 1));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^Subject: Passordet ditt er endret$/m);
    expect(await readOutbox(join(dir, 'outbox'))).toEqual([]);
  });
});

describe('messages', () => {
  it('confirms an order in the order language, with escaped HTML', () => {
    const order = {
      orderNumber: '100123',
      email: 'ola@example.test',
      languageId: 2 as const,
      customerType: 'PERSON' as const,
      companyName: null,
      organizationId: null,
      lines: [
        {
          name: 'Bremsekloss <foran>',
          skuName: 'Standard',
          quantity: 2,
          total: { inc: 59800, ex: 47840 },
        },
      ],
      shipping: { name: 'Posten', fee: { inc: 7900, ex: 6320 } },
      totals: { total: { inc: 67700, ex: 54160 }, toPayOre: 67700 },
    };
    const links = {
      order: 'https://shop.test/nn/checkout/confirm#order=x',
      terms: 'https://shop.test/nn/kjops-og-leveringsbetingelser-2',
    };
    const mail = orderConfirmationMail(order, links);
    expect(mail.subject).toBe('Ordrestadfesting 100123 frå ATV-Huset');
    expect(mail.text).toContain('2 × Bremsekloss <foran> (Standard): 598,-');
    // The total with its VAT, the right of withdrawal with the terms, and who the seller is.
    expect(mail.text).toContain('Totalt: 677,-, av dette mva. 135,40');
    expect(mail.text).toContain('Betalinga er godkjend.');
    expect(mail.text).toContain('Du har 14 dagars angrerett frå du har fått varene.');
    expect(mail.text).toContain(
      'Kjøpsvilkåra:\nhttps://shop.test/nn/kjops-og-leveringsbetingelser-2',
    );
    expect(mail.text).toContain('Seljar: ATV-Huset AS, org.nr. 923 456 783');
    expect(mail.html).toContain('Bremsekloss &lt;foran&gt;');
    expect(mail.html).toContain('<html lang="nn">');

    // A business's order: its name, the amounts without VAT, then the VAT and the total with it.
    const business = orderConfirmationMail(
      {
        ...order,
        customerType: 'COMPANY',
        companyName: 'Fjellgarasjen AS',
        organizationId: '923609016',
      },
      links,
    );
    expect(business.text).toContain('Fjellgarasjen AS (org.nr. 923 609 016)');
    expect(business.text).toContain('Prisane er utan mva.');
    expect(business.text).toContain('2 × Bremsekloss <foran> (Standard): 478,40');
    expect(business.text).toContain('Posten: 63,20');
    expect(business.text).toContain('Sum utan mva.: 541,60');
    expect(business.text).toContain('Mva.: 135,40');
    expect(business.text).toContain('Totalt (inkl. mva.): 677,-');
    // A promo code and a gift card: both named, so the lines add up to what was paid.
    const paidInPart = orderConfirmationMail(
      {
        ...order,
        languageId: 1,
        totals: {
          total: { inc: 60930, ex: 48744 },
          discount: { inc: 6770, ex: 5416 },
          giftCardOre: 50000,
          toPayOre: 10930,
        },
        payment: { name: 'Kort', type: 'card' },
        message: 'Merk pakken med PO-4711',
      },
      links,
    );
    expect(paidInPart.text).toContain('Melding til oss: Merk pakken med PO-4711');
    expect(paidInPart.text).toContain(
      'Posten: 79,-\nRabatt: −67,70\nTotalt: 609,30, herav mva. 121,86\nGavekort: −500,-\nBetalt med kort: 109,30',
    );
    // A business buys under the terms, without a consumer's right of withdrawal.
    expect(business.text).not.toContain('angrerett');
    expect(business.text).toContain('Kjøpsvilkåra gjeld for bestillinga.');
  });
});
