import { allergenNames } from './catalogues/en/allergenNames';
import { appUpdate } from './catalogues/en/appUpdate';
import { card } from './catalogues/en/card';
import { cook } from './catalogues/en/cook';
import { demoNotice } from './catalogues/en/demoNotice';
import { languageChoice } from './catalogues/en/languageChoice';
import { firstScreen } from './catalogues/en/firstScreen';
import { myRecipes } from './catalogues/en/myRecipes';
import { nutrition } from './catalogues/en/nutrition';
import { preferences } from './catalogues/en/preferences';
import { recipe } from './catalogues/en/recipe';
import { recipeLines } from './catalogues/en/recipeLines';
import { settings } from './catalogues/en/settings';
import { steering } from './catalogues/en/steering';
import { firstScreen as firstScreenEs } from './catalogues/es/firstScreen';
import { recipe as recipeEs } from './catalogues/es/recipe';
import { card as cardEs } from './catalogues/es/card';
import { preferences as preferencesEs } from './catalogues/es/preferences';
import { settings as settingsEs } from './catalogues/es/settings';
import { myRecipes as myRecipesEs } from './catalogues/es/myRecipes';
import { cook as cookEs } from './catalogues/es/cook';
import { demoNotice as demoNoticeEs } from './catalogues/es/demoNotice';
import { languageChoice as languageChoiceEs } from './catalogues/es/languageChoice';
import { steering as steeringEs } from './catalogues/es/steering';
import { nutrition as nutritionEs } from './catalogues/es/nutrition';
import { appUpdate as appUpdateEs } from './catalogues/es/appUpdate';
import { recipeLines as recipeLinesEs } from './catalogues/es/recipeLines';
import { allergenNames as allergenNamesEs } from './catalogues/es/allergenNames';

import { firstScreen as firstScreenFr } from './catalogues/fr/firstScreen';
import { recipe as recipeFr } from './catalogues/fr/recipe';
import { card as cardFr } from './catalogues/fr/card';
import { preferences as preferencesFr } from './catalogues/fr/preferences';
import { settings as settingsFr } from './catalogues/fr/settings';
import { myRecipes as myRecipesFr } from './catalogues/fr/myRecipes';
import { cook as cookFr } from './catalogues/fr/cook';
import { steering as steeringFr } from './catalogues/fr/steering';
import { nutrition as nutritionFr } from './catalogues/fr/nutrition';
import { appUpdate as appUpdateFr } from './catalogues/fr/appUpdate';
import { recipeLines as recipeLinesFr } from './catalogues/fr/recipeLines';
import { demoNotice as demoNoticeFr } from './catalogues/fr/demoNotice';
import { languageChoice as languageChoiceFr } from './catalogues/fr/languageChoice';
import { allergenNames as allergenNamesFr } from './catalogues/fr/allergenNames';

import { firstScreen as firstScreenDe } from './catalogues/de/firstScreen';
import { recipe as recipeDe } from './catalogues/de/recipe';
import { card as cardDe } from './catalogues/de/card';
import { preferences as preferencesDe } from './catalogues/de/preferences';
import { settings as settingsDe } from './catalogues/de/settings';
import { myRecipes as myRecipesDe } from './catalogues/de/myRecipes';
import { cook as cookDe } from './catalogues/de/cook';
import { steering as steeringDe } from './catalogues/de/steering';
import { nutrition as nutritionDe } from './catalogues/de/nutrition';
import { appUpdate as appUpdateDe } from './catalogues/de/appUpdate';
import { recipeLines as recipeLinesDe } from './catalogues/de/recipeLines';
import { demoNotice as demoNoticeDe } from './catalogues/de/demoNotice';
import { languageChoice as languageChoiceDe } from './catalogues/de/languageChoice';
import { allergenNames as allergenNamesDe } from './catalogues/de/allergenNames';

import { firstScreen as firstScreenIt } from './catalogues/it/firstScreen';
import { recipe as recipeIt } from './catalogues/it/recipe';
import { card as cardIt } from './catalogues/it/card';
import { preferences as preferencesIt } from './catalogues/it/preferences';
import { settings as settingsIt } from './catalogues/it/settings';
import { myRecipes as myRecipesIt } from './catalogues/it/myRecipes';
import { cook as cookIt } from './catalogues/it/cook';
import { steering as steeringIt } from './catalogues/it/steering';
import { nutrition as nutritionIt } from './catalogues/it/nutrition';
import { appUpdate as appUpdateIt } from './catalogues/it/appUpdate';
import { recipeLines as recipeLinesIt } from './catalogues/it/recipeLines';
import { demoNotice as demoNoticeIt } from './catalogues/it/demoNotice';
import { languageChoice as languageChoiceIt } from './catalogues/it/languageChoice';
import { allergenNames as allergenNamesIt } from './catalogues/it/allergenNames';

/**
 * Every catalogue by language and part: what `npm run catalogues` compiles into compiled/<language>/<part>.json,
 * which the page loads. A part's texts arrive with its code, so the first download holds only the first screen's.
 */
export const CATALOGUE_SOURCES = {
  en: {
    firstScreen,
    recipe,
    card,
    preferences,
    settings,
    myRecipes,
    cook,
    steering,
    nutrition,
    appUpdate,
    recipeLines,
    demoNotice,
    languageChoice,
    allergenNames,
  },
  es: {
    firstScreen: firstScreenEs,
    recipe: recipeEs,
    card: cardEs,
    preferences: preferencesEs,
    settings: settingsEs,
    myRecipes: myRecipesEs,
    cook: cookEs,
    steering: steeringEs,
    nutrition: nutritionEs,
    appUpdate: appUpdateEs,
    recipeLines: recipeLinesEs,
    demoNotice: demoNoticeEs,
    languageChoice: languageChoiceEs,
    allergenNames: allergenNamesEs,
  },
  fr: {
    firstScreen: firstScreenFr,
    recipe: recipeFr,
    card: cardFr,
    preferences: preferencesFr,
    settings: settingsFr,
    myRecipes: myRecipesFr,
    cook: cookFr,
    steering: steeringFr,
    nutrition: nutritionFr,
    appUpdate: appUpdateFr,
    recipeLines: recipeLinesFr,
    demoNotice: demoNoticeFr,
    languageChoice: languageChoiceFr,
    allergenNames: allergenNamesFr,
  },
  de: {
    firstScreen: firstScreenDe,
    recipe: recipeDe,
    card: cardDe,
    preferences: preferencesDe,
    settings: settingsDe,
    myRecipes: myRecipesDe,
    cook: cookDe,
    steering: steeringDe,
    nutrition: nutritionDe,
    appUpdate: appUpdateDe,
    recipeLines: recipeLinesDe,
    demoNotice: demoNoticeDe,
    languageChoice: languageChoiceDe,
    allergenNames: allergenNamesDe,
  },
  it: {
    firstScreen: firstScreenIt,
    recipe: recipeIt,
    card: cardIt,
    preferences: preferencesIt,
    settings: settingsIt,
    myRecipes: myRecipesIt,
    cook: cookIt,
    steering: steeringIt,
    nutrition: nutritionIt,
    appUpdate: appUpdateIt,
    recipeLines: recipeLinesIt,
    demoNotice: demoNoticeIt,
    languageChoice: languageChoiceIt,
    allergenNames: allergenNamesIt,
  },
} as const;

export type CataloguePart = keyof (typeof CATALOGUE_SOURCES)['en'];

/** The id of a text of the page, in any part. */
export type MessageId = { [Part in CataloguePart]: keyof (typeof CATALOGUE_SOURCES)['en'][Part] }[CataloguePart];
