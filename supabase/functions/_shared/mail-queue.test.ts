import { mailBodies, type QueuedMail } from './mail-queue';

const mail: QueuedMail = {
  id: 1,
  to_address: 'thor@example.com',
  subject: 'You won Gungnir at the Norsecraft auction house',
  body_text: 'You won Gungnir for 5g.',
  body_html: '<p>You won <strong>Gungnir</strong> for 5g.</p>',
  link_path: '/my-auctions',
  language: 'en',
};

it('adds the link to the page the mail is about, in English', () => {
  expect(mailBodies(mail, 'https://norsecraft.net')).toEqual({
    text: 'You won Gungnir for 5g.\n\nSee your auctions: https://norsecraft.net/my-auctions',
    html:
      '<p>You won <strong>Gungnir</strong> for 5g.</p>' +
      '<p><a href="https://norsecraft.net/my-auctions">See your auctions on the site</a></p>',
  });
});

it("writes the link's line in the mail's language", () => {
  const swedish = { ...mail, language: 'sv', link_path: '/sv/my-auctions' };
  const { text, html } = mailBodies(swedish, 'https://norsecraft.net');
  expect(text).toMatch(/\n\nSe dina auktioner: https:\/\/norsecraft\.net\/sv\/my-auctions$/);
  expect(html).toContain('>Se dina auktioner på webbplatsen</a>');
  // A language the sender has no words for reads English.
  expect(mailBodies({ ...mail, language: 'xx' }, 'https://norsecraft.net').text).toContain(
    'See your auctions:',
  );
});

it('sends the mail as queued without a site address or a page', () => {
  expect(mailBodies(mail, undefined)).toEqual({ text: mail.body_text, html: mail.body_html });
  expect(mailBodies({ ...mail, link_path: null }, 'https://x.example').text).toBe(mail.body_text);
});
