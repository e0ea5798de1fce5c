/** Mail templates: each gives a subject, a plain-text body and an HTML body from the same data. */

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

export const templates = {
  emailVerification(ctx: MailContext, d: { name: string; code: string; minutes: number }): RenderedMail {
    return {
      subject: `Your verification code: ${d.code}`,
      code: d.code,
      ...layoutFor(
        ctx,
        `Dear ${d.name},`,
        [
          `Your e-mail verification code is ${d.code}.`,
          `It expires in ${d.minutes} minutes. If you did not register on the PhD admission portal, ignore this e-mail.`,
        ],
        d.code,
      ),
    };
  },
  passwordReset(ctx: MailContext, d: { name: string; token: string; minutes: number }): RenderedMail {
    return {
      subject: "Password reset token",
      code: d.token,
      ...layoutFor(
        ctx,
        `Dear ${d.name},`,
        [
          `Your password reset token is ${d.token}.`,
          `Enter it in the Reset Password window within ${d.minutes} minutes. If you did not ask to reset your password, you can ignore this e-mail; your password has not changed.`,
        ],
        d.token,
      ),
    };
  },
  staffWelcome(
    ctx: MailContext,
    d: { name: string; roleLabel: string; loginId: string; password: string },
  ): RenderedMail {
    return {
      subject: `Your ${d.roleLabel} account`,
      code: d.password,
      ...layoutFor(ctx, `Dear ${d.name},`, [
        `An account has been created for you on the PhD admission portal as ${d.roleLabel}.`,
        `Sign in with: ${d.loginId}`,
        `Temporary password: ${d.password}`,
        "After signing in you will be asked to choose your own password.",
      ]),
    };
  },
};

export type TemplateName = keyof typeof templates;

export function applicationSubmittedMail(
  ctx: MailContext,
  d: { name: string; applicationId: string; department: string; typeLabel: string },
): RenderedMail {
  return {
    subject: `Application ${d.applicationId} received`,
    ...layoutFor(ctx, `Dear ${d.name},`, [
      `We have received your application ${d.applicationId} to ${d.department} as a ${d.typeLabel}.`,
      "Coordinators will now verify your documents and the account section will verify your fee payment. You will be notified by e-mail of any change, and you can follow the status under My Applications.",
    ]),
  };
}

export function applicationResubmittedMail(
  ctx: MailContext,
  d: { name: string; applicationId: string; department: string; replaced: string[] },
): RenderedMail {
  return {
    subject: `Application ${d.applicationId} resubmitted`,
    ...layoutFor(ctx, `Dear ${d.name},`, [
      `Your application ${d.applicationId} to ${d.department} has been resubmitted${d.replaced.length ? ` with a new ${d.replaced.join(" and a new ")}` : ""}.`,
      "The reviewers will look at it again; you will be told by e-mail of their decision.",
    ]),
  };
}
