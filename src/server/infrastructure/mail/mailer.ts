/** `headers`: more header fields, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };
export type Mailer = { send(mail: Mail): Promise<void> };
type MailLog = { info(details: object, message: string): void };

/** SMTP when configured; otherwise mail is written to the server log, which is enough in development. */
export function createMailer(options: { smtpUrl?: string; from: string; log: MailLog }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}`);
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  // Loaded when the first mail goes: loading nodemailer cost every start about 40 ms, mail or not.
  let transport: ReturnType<typeof openTransport> | undefined;
  return {
    async send(mail) {
      transport ??= openTransport(smtpUrl);
      await (await transport).sendMail({ from: options.from, ...mail });
    },
  };
}

const openTransport = async (smtpUrl: string) =>
  (await import("nodemailer")).default.createTransport(smtpUrl);
