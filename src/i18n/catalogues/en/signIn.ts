/** "Sign in with Hugging Face": the button, who is signed in, whose model a request goes to, and what went wrong. */
export const signIn = {
  'signIn.button': 'Sign in with Hugging Face',
  'signIn.again': 'Sign in again',
  'signIn.signOut': 'Sign out',
  'signIn.dismiss': 'Dismiss',
  'signIn.about':
    'Sign in with your Hugging Face account and your recipes are made with it, billed to it (free accounts get monthly credit). Your list and recipe stay as they are.',
  'signIn.signedInAs': 'Signed in as {name}',
  'signIn.picture': '{name}’s Hugging Face picture',
  'signIn.expired': 'Your Hugging Face sign-in has expired.',
  'signIn.failure.cancelled': 'Signing in was cancelled on Hugging Face. Nothing changed here.',
  'signIn.failure.refused':
    'That sign-in did not come from this page, so it was refused. Sign in again from here if you meant to.',
  'signIn.failure.failed': 'Hugging Face could not sign you in right now. Try again in a moment.',
  'signIn.failure.offline':
    'You appear to be offline: signing in needs Hugging Face. Check your connection, then try again.',
  'way.legend': 'Whose model makes your recipes',
  'way.signIn': 'Your Hugging Face account ({name})',
  'way.token': 'Your pasted token',
  'way.built': 'This app’s own chef',
  'way.demo': 'The demo chef (sample recipes)',
  'way.onlyOne': 'Your recipes are made by: {way}.',
} as const;
