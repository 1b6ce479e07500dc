import type { EmailOutcome } from "@quire/contracts";
import { Resend } from "resend";
import { downloadEmailContent, headerSafe } from "./download-email-content";

export interface DownloadLinkEmail {
  renderId: string;
  to: string;
  senderName: string;
  message: string | undefined;
  title: string;
  url: string;
  expiresInDays: number;
}

export interface EmailSender {
  /** Never throws: a provider failure is an outcome, not a failed render. */
  sendDownloadLink(email: DownloadLinkEmail): Promise<EmailOutcome>;
}

/** `Name <address>` or a bare address, split so the sender's name can be shown "via" us. */
function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.replace(/^"|"$/g, ""), address: match[2]! } : { name: "", address: from.trim() };
}

export function createResendEmailSender({
  apiKey,
  baseUrl,
  from,
  timeoutMs = 5_000,
}: {
  apiKey: string;
  baseUrl?: string;
  from: string;
  timeoutMs?: number;
}): EmailSender {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  const sender = parseFrom(from);

  return {
    async sendDownloadLink({ renderId, to, senderName, message, title, url, expiresInDays }) {
      const content = downloadEmailContent({ senderName, message, title, url, expiresInDays });
      const displayName = `${headerSafe(senderName, 60) || "Someone"} via ${headerSafe(sender.name) || "Quire"}`;
      try {
        const { error } = await resend.emails.send(
          { from: `"${displayName}" <${sender.address}>`, to: [to], subject: content.subject, html: content.html, text: content.text },
          // The render id makes a retried job (after a crash) send at most one email.
          { idempotencyKey: `render-email/${renderId}`, signal: AbortSignal.timeout(timeoutMs) },
        );
        if (error) return { sent: false, error: `email provider error: ${headerSafe(error.message ?? error.name ?? "unknown", 200)}` };
        return { sent: true, to };
      } catch (error) {
        return { sent: false, error: `email provider unreachable: ${headerSafe(error instanceof Error ? error.message : String(error), 200)}` };
      }
    },
  };
}
