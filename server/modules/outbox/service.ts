// The outbox of outgoing mail and SMS: rows in `outbox_messages`, written in the caller's transaction
// and delivered after commit. Without SMTP or SMS settings a message is written to the log (state
// 'logged') so that a person running locally can read the code and finish a reset or a login.
import { and, asc, eq, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

export async function enqueueMessage(db: DbOrTx, msg: OutgoingMessage) {
  await db.insert(outboxMessages).values({ channel: msg.channel, recipient: msg.recipient, subject: msg.subject ?? null, body: msg.body });
}

export interface DeliverySettings {
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
}

/** Sends what is pending, oldest first; a failure is kept with its error and retried up to 5 times. */
export async function deliverPending(db: DbOrTx, settings: DeliverySettings, log: FastifyBaseLogger): Promise<number> {
  const pending = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.state, 'pending'), lt(outboxMessages.attempts, 5)))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(50);
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  for (const msg of pending) {
    try {
      let state: 'sent' | 'logged' = 'logged';
      if (msg.channel === 'email' && transport) {
        await transport.sendMail({ from: settings.mailFrom, to: msg.recipient, subject: msg.subject ?? '', text: msg.body });
        state = 'sent';
      } else if (msg.channel === 'sms' && settings.smsWebhookUrl) {
        const res = await fetch(settings.smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: msg.recipient, text: msg.body }),
        });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
        state = 'sent';
      } else {
        log.info(
          { outbox: { channel: msg.channel, to: msg.recipient, subject: msg.subject, body: msg.body } },
          `outbox ${msg.channel} to ${msg.recipient}: ${msg.body}`,
        );
      }
      await db.update(outboxMessages).set({ state, sentAt: new Date(), attempts: msg.attempts + 1 }).where(eq(outboxMessages.uuid, msg.uuid));
    } catch (err) {
      log.warn({ err, outbox: msg.uuid }, 'outbox delivery failed');
      const attempts = msg.attempts + 1;
      await db
        .update(outboxMessages)
        .set({ attempts, lastError: String(err), state: attempts >= 5 ? 'failed' : 'pending' })
        .where(eq(outboxMessages.uuid, msg.uuid));
    }
  }
  return pending.length;
}
