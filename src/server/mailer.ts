import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Email over SMTP when `SMTP_URL` is set. Without it the message is written to the server log, so
 * a self-hoster can still hand a password-reset link to a user who is locked out.
 */
export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  if (!mail.smtpUrl) {
    return {
      send: async (message) => {
        log.warn(
          { to: message.to, subject: message.subject, text: message.text },
          'SMTP_URL is not set: email written to the log instead of sent',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}
