// The auth feature's public face.
export { authApi, type LoginResponse } from "./api.ts";
export { ForcedPasswordChange } from "./change-password-modal.tsx";
export { EmailLoginForm } from "./email-login-form.tsx";
export { EmailVerificationModal } from "./email-verification-modal.tsx";
export { ForgotPasswordModal } from "./forgot-password-modal.tsx";
