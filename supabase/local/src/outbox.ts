// Local stand-in for a mail server (Inbucket in the Supabase CLI): mails are kept in memory and
// served at GET /_outbox for tests and developers.
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

export class Outbox {
  #mails: Mail[] = [];

  constructor(private readonly log: (line: string) => void) {}

  send(mail: Omit<Mail, 'sent_at'>): void {
    this.#mails.push({ ...mail, sent_at: new Date().toISOString() });
    this.log(`mail to ${mail.to}: ${mail.subject}`);
  }

  list(): Mail[] {
    return [...this.#mails];
  }

  clear(): void {
    this.#mails = [];
  }
}
