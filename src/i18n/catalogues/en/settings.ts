/** Chef settings' texts in English: the token, where it goes, and Hugging Face's answer about it. */
export const settings = {
  'settings.about':
    'Paste a Hugging Face access token (huggingface.co → Settings → Access Tokens; a fine-grained one allowed only to make calls to Inference Providers). It stays in this browser and is sent only to the model API.',
  'settings.tokenSaved': 'Your token is saved on this device and used for every recipe.',
  'settings.tokenForThisVisit': 'Your token is used for this visit only: this browser would not store it.',
  'settings.noToken': 'No token of yours is saved.',
  'settings.tokenLabel': 'Access token',
  'settings.asking': 'Asking Hugging Face…',
  'settings.save': 'Save token',
  'settings.check': 'Check',
  'settings.forget': 'Forget my token',
  'settings.close': 'Close',
  'settings.visionModelLabel': 'Model that reads photos',
  'settings.visionModelAbout':
    'A vision model (Hugging Face lists them under image-text-to-text), used for your photos with your own token or account, or a model server this app was built for. Leave it empty for {model}.',
  'settings.visionModelSave': 'Save model',
  'settings.visionModelSaved': 'Your photos are read by {model}.',
  'settings.visionModelProblem': 'That does not look like a model’s name, such as {model}.',
  'token.problem.empty': 'Paste a token first.',
  'token.problem.malformed': 'That does not look like an access token.',
  'token.problem.unsendable':
    'The token has characters a request cannot carry (accents, symbols or spaces). Copy it again from where you got it.',
  'token.problem.notHuggingFace':
    'A Hugging Face token starts with hf_ followed by letters and digits. Copy it again from huggingface.co → Settings → Access Tokens.',
  'token.owner.account': 'This token belongs to the Hugging Face account {name}.',
  'token.owner.rejected': 'Hugging Face rejected this token: it is wrong, expired or revoked.',
  'token.owner.offline': 'Hugging Face could not be reached to check the token. Check your connection, then try again.',
  'token.owner.unavailable': 'Hugging Face could not check the token right now. Try again later.',
} as const;
