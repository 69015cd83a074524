/**
 * What every part of the page says about a recipe, in English: why one was withheld (the checks against the
 * cook's allergies, diet and what is food), and why a request for one failed, with what to do.
 */
export const recipeLines = {
  'conflict.notFood':
    'This {subject, select, version {version} other {recipe}} uses {uses}, which is not something to cook with.',
  'conflict.allergy': 'This {subject, select, version {version} other {recipe}} uses {uses}, and you avoid {allergy}.',
  'conflict.diet':
    'This {subject, select, version {version} other {recipe}} uses {uses}, which is not {diet, select, vegetarian {vegetarian} vegan {vegan} pescatarian {pescatarian} glutenFree {gluten-free} other {dairy-free}}.',
  'conflict.markedAllergy':
    'This {subject, select, version {version} other {recipe}} uses {uses}, which the chef says contains {contains}, and you avoid {allergy}.',
  'conflict.markedDiet':
    'This {subject, select, version {version} other {recipe}} uses {uses}, which the chef says contains {contains}: not {diet, select, vegetarian {vegetarian} vegan {vegan} pescatarian {pescatarian} glutenFree {gluten-free} other {dairy-free}}.',
  'failure.tokenRejected':
    'The Hugging Face access token was rejected. Check it, or paste a new one in {chefSettings}.',
  'failure.noCredit': 'The Hugging Face account has no inference credit left. Add credit, or use another token.',
  'failure.addCredit': 'Add credit on Hugging Face',
  'failure.signInExpired':
    'Your Hugging Face sign-in has expired. Sign in again to go on: your list and recipe stay here.',
  'failure.rateLimited': 'Too many requests right now. Try again {when}.',
  'failure.busy': 'The chef is busy: try again {when}.',
  'failure.budgetSpent': "This chef has used today's budget. Try again {when}, or use your own Hugging Face account.",
  'failure.notSetUp':
    'The recipe service is not set up yet: its owner needs to check its model settings. Try again later.',
  'failure.unavailable': 'The model service is unavailable right now. Try again in a few minutes.',
  'failure.offline': 'You appear to be offline. Check your connection, then try again.',
  'failure.unreachable':
    "Could not reach the model server at {server}: is it running, and does it allow this page's origin?",
  'failure.unreachableNoAddress':
    "Could not reach the model server at its address: is it running, and does it allow this page's origin?",
  'failure.contextTooSmall':
    "The model server's context is too small for this request. Start it with a larger context, or list fewer ingredients.",
  'failure.noVision': 'This model cannot read photos: choose a vision model in {chefSettings}.',
  'failure.timedOut': 'The chef took too long to answer, so the request was stopped. Try again.',
  'failure.stalled': 'The chef stopped answering for {seconds} seconds, so the request was stopped. Try again.',
  'failure.cutOff': 'The recipe was cut off before it was finished. Try again, or with fewer ingredients.',
  'failure.tooLong': "The chef's answer ran far past any recipe's length, so it was not read to the end. Try again.",
  'failure.onlyThinking': 'The chef spent the whole answer thinking and wrote no recipe. Try again.',
  'failure.unreadable': "The chef's answer could not be read as a recipe. Try again, or change the ingredients.",
  'failure.withheld': '{conflict} Try again for another one.',
  'failure.withheldUnsaid': 'This recipe does not fit your preferences. Try again for another one.',
  'failure.requestFailed': 'The request could not be completed. Try again.',
  'wait.shortly': 'shortly',
  'wait.fewMinutes': 'in a few minutes',
  'wait.now': 'now',
  'wait.seconds': '{amount, plural, one {in # second} other {in # seconds}}',
  'wait.minutes': '{amount, plural, one {in # minute} other {in # minutes}}',
  'wait.hours': '{amount, plural, one {in # hour} other {in # hours}}',
  'wait.aboutMinutes': 'in about {amount} minutes',
  'wait.aboutHours': '{amount, plural, one {in about an hour} other {in about # hours}}',
} as const;
