import { Resend } from "resend";

export interface SignInEmailSender {
  /** Throws on a provider failure (the caller logs it; the person simply asks again). */
  sendSignInLink(email: { to: string; url: string; minutes: number }): Promise<void>;
}

/** Magic-link email through the same Resend integration the render-worker uses for download links. */
export function createResendSignInSender({
  apiKey,
  baseUrl,
  from,
  timeoutMs = 5_000,
}: {
  apiKey: string;
  baseUrl?: string;
  from: string;
  timeoutMs?: number;
}): SignInEmailSender {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    async sendSignInLink({ to, url, minutes }) {
      const text = `Sign in to your Quire dashboard:\n\n${url}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email.`;
      const html = `<p>Sign in to your Quire dashboard:</p><p><a href="${escapeHtml(url)}">Sign in to Quire</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email.</p>`;
      const { error } = await resend.emails.send(
        { from, to: [to], subject: "Your Quire sign-in link", text, html },
        { signal: AbortSignal.timeout(timeoutMs) },
      );
      if (error) throw new Error(`email provider error: ${error.message ?? error.name ?? "unknown"}`);
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
