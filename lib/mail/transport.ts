import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
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
}

type Send = (message: MailMessage) => Promise<void>;

let cached: { key: string; send: Send } | undefined;

/**
 * Sends one message: over SMTP_URL, or, when it is unset (the local run), by
 * writing an .eml file under MAIL_DIR that any mail client opens.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_DIR, MAIL_FROM } = getEnv();
  const key = `${SMTP_URL ?? ""}|${MAIL_DIR}|${MAIL_FROM}`;
  if (cached?.key !== key) cached = { key, send: SMTP_URL ? smtpSender(SMTP_URL, MAIL_FROM) : fileSender(MAIL_DIR, MAIL_FROM) };
  await cached.send(message);
}

function smtpSender(url: string, from: string): Send {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    // A hung server must not hold a delivery lease for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (message) => {
    await transport.sendMail(nodemailerMessage(from, message));
  };
}

function fileSender(directory: string, from: string): Send {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message) => {
    const info = await transport.sendMail(nodemailerMessage(from, message));
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 24)}.eml`;
    const file = path.join(directory, name);
    // The folder is made when it is missing, not before every mail (a mkdir per mail was a few per cent of a submission).
    await writeFile(file, info.message as Buffer).catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await mkdir(directory, { recursive: true });
      await writeFile(file, info.message as Buffer);
    });
  };
}

/**
 * RFC 8058 one-click unsubscribe: mail clients show an Unsubscribe button and
 * POST "List-Unsubscribe=One-Click" to the URL, which unsubscribes at once.
 */
function nodemailerMessage(from: string, { id, listUnsubscribe, ...message }: MailMessage) {
  const headers = listUnsubscribe
    ? { "List-Unsubscribe": `<${listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : undefined;
  return { from, ...message, messageId: messageIdFor(id, from), headers };
}

/** `<id@domain>`, the domain being the sender's (MAIL_FROM, "Name <address>" or a bare address), as RFC 5322 suggests. */
function messageIdFor(id: string, from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `<${id}@${address.slice(address.lastIndexOf("@") + 1).trim() || "localhost"}>`;
}
