// The auth feature's public face.
export { authApi, type LoginResponse } from "./api.ts";
export { EmailVerificationModal, ForcedPasswordChange, ForgotPasswordModal } from "./dialogs.tsx";
export { EmailLoginForm } from "./email-login-form.tsx";
export { SignInFrame } from "./sign-in-frame.tsx";
