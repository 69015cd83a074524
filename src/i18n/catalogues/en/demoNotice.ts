/** The demo notice in English: a build without a model answers from the demo chef. */
export const demoNotice = {
  'demo.label': 'Demo mode',
  'demo.notice':
    '<0>Demo mode:</0> sample recipes from the offline demo chef. For real ones, bring a token in <1>{chefSettings}</1>.',
} as const;
