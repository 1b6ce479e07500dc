import { AppError, isPaidPlan, type EmailOutcome, type PlanName } from "@quire/contracts";

// Pragmatic address check: one @, no spaces or angle brackets, a dotted domain. The provider is
// the final judge; this catches what can never be delivered before we spend a render on it.
const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export interface EmailRequest {
  to: string;
  senderName: string;
  message?: string;
}

export interface EmailDecision {
  /** What to hand to the worker; absent when nothing is to be sent. */
  send?: EmailRequest;
  /** The outcome already known before rendering (the free-tier skip). */
  outcome?: EmailOutcome;
}

/**
 * Contract "Email rules", in this order: a malformed request (bad `to`, empty `senderName`) and a
 * deployment that cannot deliver (no email provider or no object storage for the link) are 400
 * `email_undeliverable` before anything is rendered or charged; on the free plan the render goes
 * ahead and the email is skipped.
 */
export function decideEmail(
  request: EmailRequest | undefined,
  { plan, emailConfigured, storageConfigured }: { plan: PlanName; emailConfigured: boolean; storageConfigured: boolean },
): EmailDecision {
  if (!request) return {};
  const to = request.to.trim();
  const senderName = request.senderName.trim();
  if (to.length > 254 || !EMAIL.test(to)) throw new AppError("email_undeliverable", "`sendEmail.to` is not a deliverable email address.");
  if (!senderName) throw new AppError("email_undeliverable", "`sendEmail.senderName` must not be empty.");
  if (senderName.length > 100) throw new AppError("email_undeliverable", "`sendEmail.senderName` must be at most 100 characters.");
  if (!emailConfigured) throw new AppError("email_undeliverable", "This deployment has no email delivery configured, so `sendEmail` cannot be honoured.");
  if (!storageConfigured) throw new AppError("email_undeliverable", "This deployment has no object storage configured, so there is no link to email.");
  if (!isPaidPlan(plan)) {
    return { outcome: { sent: false, skipped: "free_tier", message: "Email delivery is available on paid plans; the PDF was rendered but not emailed." } };
  }
  return { send: { to, senderName, ...(request.message !== undefined ? { message: request.message } : {}) } };
}
