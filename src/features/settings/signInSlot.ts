import { createContext, type ComponentType } from 'react';

/** The sign-in's controls where the cook meets the need for a model. */
export interface SignInControls {
  /** In the demo notice's line: "Sign in with Hugging Face". */
  SignInButton?: ComponentType;
  /** At the top of Chef settings: signing in, and whose model is in use when the cook has more than one. */
  ModelChoice?: ComponentType;
}

/**
 * Chef settings' and the demo notice's slot for the sign-in (features/signIn): the page fills it
 * (`page/DemoNoticeWithSignIn.tsx`, `page/ModelSettingsDialogWithSignIn.tsx`), so this feature places it without importing it. Empty, they offer a token only.
 */
export const SignInSlot = createContext<SignInControls>({});
