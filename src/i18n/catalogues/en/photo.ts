/** "Add from a photo" in English: reading a photo of the cook's food, and confirming what it shows. */
export const photo = {
  'photo.choose': 'Add from a photo',
  'photo.reading': 'Reading your photo…',
  'photo.cancel': 'Cancel',
  'photo.heading': 'What your photo shows',
  'photo.instructions': 'Tick what you have and correct any name, then add them to your list.',
  'photo.sample': 'The demo chef does not look at photos: these foods are its sample, to show how this works.',
  'photo.notSure': 'not sure',
  'photo.nameLabel': 'Name of food {number}',
  'photo.unnamed': 'Food {number}, not named',
  'photo.addTicked': '{count, plural, =0 {Add to my list} one {Add # food to my list} other {Add # foods to my list}}',
  'photo.added':
    '{count, plural, =0 {Nothing from your photo was added.} one {# food from your photo is in your list.} other {# foods from your photo are in your list.}}',
  'photo.chooseAnother': 'Choose another photo',
  'photo.dismiss': 'Dismiss',
  'photo.failure.notAPhoto': 'That file is not a photo the app can read. Choose a JPEG, PNG or WebP picture.',
  'photo.failure.tooLarge': 'That photo is too large to send, even made smaller. Choose another one.',
  'photo.failure.noFoodSeen':
    'No food could be seen in that photo. Try one taken closer to the shelves, in good light, or type your list.',
} as const;
