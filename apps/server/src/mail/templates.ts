/**
 * Mail templates: each gives a subject, a plain-text body and an HTML body from the same data, in
 * the recipient's language (`ctx.t`, decision 035).
 * @i18n-namespace mail
 */
import { type Language, LOCALES } from "@phd/shared";
import type { TFunction } from "i18next";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** A code the recipient must type, logged when mail goes to files (DESIGN §4). */
  code?: string;
}

export interface MailContext {
  heading: string;
  publicUrl: string;
  /** The recipient's language, and the `mail` catalogue's `t` in it. */
  language: Language;
  t: TFunction;
  /** The shared labels (statuses, documents, sections…) in that language: the `vocabulary` catalogue. */
  label: TFunction;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);

export function layoutFor(
  ctx: MailContext,
  greeting: string,
  paragraphs: string[],
  highlight?: string,
): { text: string; html: string } {
  const text = [greeting, "", ...paragraphs.flatMap((p) => [p, ""]), `— ${ctx.heading}`, ctx.publicUrl].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:auto">
<h2 style="color:#1c4f8c">${escapeHtml(ctx.heading)}</h2>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${highlight ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(highlight)}</p>` : ""}
<p style="color:#868e96;font-size:12px">${escapeHtml(ctx.heading)} · <a href="${escapeHtml(ctx.publicUrl)}">${escapeHtml(ctx.publicUrl)}</a></p>
</body></html>`;
  return { text, html };
}

/** A mail to one person: "Dear …," then the paragraphs (and `highlight`, shown large below them). */
export function letter(
  ctx: MailContext,
  name: string,
  subject: string,
  paragraphs: string[],
  highlight?: string,
): RenderedMail {
  const { t } = ctx;
  return { subject, ...layoutFor(ctx, t("Dear {{name}},", { name }), paragraphs, highlight) };
}

/** A mail that carries a one-time code: kept beside the mail (logged) and shown large below its text. */
function codeMail(ctx: MailContext, name: string, subject: string, code: string, paragraphs: string[]): RenderedMail {
  return { ...letter(ctx, name, subject, paragraphs, code), code };
}

export const templates = {
  emailVerification(ctx: MailContext, d: { name: string; code: string; minutes: number }): RenderedMail {
    const { t } = ctx;
    return codeMail(ctx, d.name, t("Your verification code: {{code}}", { code: d.code }), d.code, [
      t("Your e-mail verification code is {{code}}.", { code: d.code }),
      t("It expires in {{minutes}} minutes. If you did not register on the PhD admission portal, ignore this e-mail.", {
        minutes: d.minutes,
      }),
    ]);
  },
  passwordReset(ctx: MailContext, d: { name: string; token: string; minutes: number }): RenderedMail {
    const { t } = ctx;
    return codeMail(ctx, d.name, t("Password reset token"), d.token, [
      t("Your password reset token is {{token}}.", { token: d.token }),
      t(
        "Enter it in the Reset Password window within {{minutes}} minutes. If you did not ask to reset your password, you can ignore this e-mail; your password has not changed.",
        { minutes: d.minutes },
      ),
    ]);
  },
  staffWelcome(
    ctx: MailContext,
    d: { name: string; roleLabel: string; loginId: string; password: string },
  ): RenderedMail {
    const { t } = ctx;
    const role = ctx.label(d.roleLabel);
    const paragraphs = [
      t("An account has been created for you on the PhD admission portal as {{role}}.", { role }),
      t("Sign in with: {{loginId}}", { loginId: d.loginId }),
      t("Temporary password: {{password}}", { password: d.password }),
      t("After signing in you will be asked to choose your own password."),
    ];
    return { ...letter(ctx, d.name, t("Your {{role}} account", { role }), paragraphs), code: d.password };
  },
};

export type TemplateName = keyof typeof templates;

/** Where a new staff member signs in, for `staffWelcome`: coordinators by MIS number, the account section by e-mail. */
export function staffLoginId(ctx: MailContext, by: { mis: string } | { email: string }): string {
  const { t } = ctx;
  return "mis" in by
    ? t("MIS number {{mis}} on the Faculty Login page", { mis: by.mis })
    : t("{{email}} on the Account Section Login page", { email: by.email });
}

export function applicationSubmittedMail(
  ctx: MailContext,
  d: { name: string; applicationId: string; department: string; typeLabel: string },
): RenderedMail {
  const { t } = ctx;
  const type = ctx.label(d.typeLabel);
  return letter(ctx, d.name, t("Application {{applicationId}} received", { applicationId: d.applicationId }), [
    t("We have received your application {{applicationId}} to {{department}} as a {{type}}.", {
      applicationId: d.applicationId,
      department: d.department,
      type,
    }),
    t(
      "Coordinators will now verify your documents and the account section will verify your fee payment. You will be notified by e-mail of any change, and you can follow the status under My Applications.",
    ),
  ]);
}

export function applicationResubmittedMail(
  ctx: MailContext,
  d: { name: string; applicationId: string; department: string; replaced: string[] },
): RenderedMail {
  const { t } = ctx;
  const ids = { applicationId: d.applicationId, departmentName: d.department };
  return letter(ctx, d.name, t("Application {{applicationId}} resubmitted", ids), [
    d.replaced.length
      ? t("Your application {{applicationId}} to {{departmentName}} has been resubmitted with {{documents}}.", {
          ...ids,
          documents: listOf(
            ctx,
            d.replaced.map((name) => t("a new {{documentName}}", { documentName: ctx.label(name) })),
          ),
        })
      : t("Your application {{applicationId}} to {{departmentName}} has been resubmitted.", ids),
    t("The reviewers will look at it again; you will be told by e-mail of their decision."),
  ]);
}

/** "A and B", "A, B and C" in the recipient's language ("A और B", "A आणि B"). */
export function listOf(ctx: MailContext, items: string[]): string {
  return new Intl.ListFormat(LOCALES[ctx.language], { type: "conjunction" }).format(items);
}
