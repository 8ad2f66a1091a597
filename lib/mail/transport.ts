import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import { getEnv } from "@/lib/env";

export interface MailMessage {
  /**
   * The outbox row's id. The message's Message-ID is made from it, so every attempt at one mail
   * carries the same Message-ID: a mail sent again (its sender died before marking its batch
   * sent) is one message to mail clients that drop repeats, and no random ID is drawn per send.
   */
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Mail to a newsletter subscriber: its one-click unsubscribe URL (List-Unsubscribe, RFC 8058). */
  listUnsubscribe?: string;
  /** One file sent with the mail (a receipt's PDF). */
  attachment?: { filename: string; contentType: string; content: Uint8Array };
}

/** One sender's way out for the mail it sends: open it, send through it, close it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Ends its connections; call it once every send has settled. */
  close(): void;
}

/**
 * SMTP connections one mailer keeps open at once, each sending one message after another.
 * Providers refuse a sender that opens many; five keep a backlog moving several times faster
 * than one connection does.
 */
export const maxSmtpConnections = 5;

/**
 * A mailer over SMTP_URL, or, when it is unset (the local run), one that writes an .eml file
 * under MAIL_DIR for each message, which any mail client opens.
 */
export function openMailer(): Mailer {
  const { SMTP_URL, MAIL_DIR, MAIL_FROM } = getEnv();
  return SMTP_URL ? smtpMailer(SMTP_URL, MAIL_FROM) : fileMailer(MAIL_DIR, MAIL_FROM);
}

/**
 * A pool of up to maxSmtpConnections connections, opened as messages wait and reused from one
 * message to the next (a connection per message paid a TCP and TLS handshake and a login each).
 * A sender opens one for a run and closes it at the end, so no idle connection outlives the run.
 */
function smtpMailer(url: string, from: string): Mailer {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  const options: SMTPPool.Options & { maxRequeues: number } = {
    pool: true,
    maxConnections: maxSmtpConnections,
    // A message whose connection closed under it is tried once more on another; after that it
    // fails and the outbox retries it with its back-off (nodemailer's default tries forever).
    maxRequeues: 1,
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    // A hung server must not hold a delivery lease for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const transport = nodemailer.createTransport(options);
  return {
    async send(message) {
      await transport.sendMail(nodemailerMessage(from, message));
    },
    close: () => transport.close(),
  };
}

function fileMailer(directory: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(from, message));
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 24)}.eml`;
      const file = path.join(directory, name);
      // The folder is made when it is missing, not before every mail (a mkdir per mail was a few per cent of a submission).
      await writeFile(file, info.message as Buffer).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await mkdir(directory, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
    },
    close: () => transport.close(),
  };
}

/**
 * RFC 8058 one-click unsubscribe: mail clients show an Unsubscribe button and
 * POST "List-Unsubscribe=One-Click" to the URL, which unsubscribes at once.
 */
function nodemailerMessage(from: string, { id, listUnsubscribe, attachment, ...message }: MailMessage) {
  const headers = listUnsubscribe
    ? { "List-Unsubscribe": `<${listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : undefined;
  const attachments = attachment ? [{ ...attachment, content: Buffer.from(attachment.content) }] : undefined;
  return { from, ...message, messageId: messageIdFor(id, from), headers, attachments };
}

/** `<id@domain>`, the domain being the sender's (MAIL_FROM, "Name <address>" or a bare address), as RFC 5322 suggests. */
function messageIdFor(id: string, from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `<${id}@${address.slice(address.lastIndexOf("@") + 1).trim() || "localhost"}>`;
}
