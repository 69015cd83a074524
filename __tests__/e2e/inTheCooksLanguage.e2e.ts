import type { Page } from 'playwright-core';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { speechStandIns, type SpeechStandIns } from '../support/speechStandIns';
import { axeViolations } from './support/axe';
import { SPANISH_TORTILLA } from './support/spanishTortilla';
import {
  chromiumForThisFile,
  eventually,
  lastChatRequest,
  pausePageClock,
  scrolledToResults,
  setScenario,
  type OpenAppOptions,
} from './support/browser';

/**
 * A cook whose phone's browser speaks another language: the page, the request, the recipe's tools and its safety
 * checks in that language. The test chat server stands in for a model that did as the system message asked.
 */

interface CookInLanguage {
  language: string;
  locale: string;
  /** The recipe a model writes in that language, from the three ingredients. */
  recipe: Recipe;
  ingredients: readonly string[];
  /** Its lines at 4 servings rather than 2. */
  linesForFour: readonly string[];
  /** An allergy the cook types, the line that says it will be checked, and why the recipe is then withheld. */
  allergy: { typed: string; checking: string; withheld: string };
  /** The timer of the first step: its button, running and done. */
  timer: { start: string; running: string; done: string };
  texts: {
    welcome: string;
    ingredient: string;
    add: string;
    getRecipe: string;
    startCooking: string;
    moreServings: string;
    servings: string;
    fourServings: string;
    firstOfFour: string;
    readAloud: string;
    preferences: string;
    allergies: string;
    language: string;
  };
}

const IN_SPANISH: CookInLanguage = {
  language: 'Spanish',
  locale: 'es-ES',
  recipe: SPANISH_TORTILLA,
  ingredients: ['huevos', 'espinacas', 'feta'],
  linesForFour: [
    '8 huevos',
    '400 g de espinacas',
    '200 g de queso feta',
    '1 cebolla',
    '4 cucharadas de aceite de oliva',
  ],
  allergy: {
    typed: 'leche',
    checking: 'Se comprobará en todas sus formas: leche.',
    withheld: 'Esta receta usa feta, y la quieres sin leche. Vuelve a intentarlo para recibir otra.',
  },
  timer: {
    start: 'Iniciar temporizador de 5 min',
    running: '5 min (paso 1): quedan 5:00',
    done: '5 min (paso 1): terminado',
  },
  texts: {
    welcome: 'Bienvenido a tu chef personal con IA',
    ingredient: 'Ingrediente',
    add: 'Añadir ingrediente',
    getRecipe: 'Pedir una receta',
    startCooking: 'Empezar a cocinar',
    moreServings: 'Más raciones',
    servings: 'Raciones',
    fourServings: '4 raciones',
    firstOfFour: 'Paso 1 de 4',
    readAloud: 'Leer en voz alta',
    preferences: 'Preferencias',
    allergies: 'Alergias',
    language: 'Idioma',
  },
};

const IN_FRENCH: CookInLanguage = {
  language: 'French',
  locale: 'fr-FR',
  recipe: {
    name: 'Omelette aux épinards et à la feta',
    description: 'Une omelette moelleuse, prête en vingt minutes.',
    ingredients: [
      { name: 'œufs', measurement: '4' },
      { name: 'épinards', measurement: '200 g' },
      { name: 'feta', measurement: '100 g' },
      { name: 'oignon', measurement: '½' },
      { name: 'huile d’olive', measurement: '2 cuillères à soupe' },
    ],
    instructions: [
      'Émincer l’oignon et le faire revenir dans l’huile pendant 5 minutes.',
      'Ajouter les épinards et les faire tomber 2 minutes.',
      'Battre les œufs avec la feta émiettée et les verser dans la poêle.',
      'Cuire l’omelette à feu doux 8 minutes, la plier et servir.',
    ],
  },
  ingredients: ['œufs', 'épinards', 'feta'],
  linesForFour: ['8 œufs', '400 g d’épinards', '200 g de feta', '1 oignon', '4 c. à s. d’huile d’olive'],
  allergy: {
    typed: 'produits laitiers',
    checking: 'Vérifié sous toutes ses formes : lait.',
    withheld: 'Cette recette utilise feta, et vous la voulez sans lait. Réessayez pour en obtenir une autre.',
  },
  timer: {
    start: 'Lancer le minuteur de 5 min',
    running: '5 min (étape 1) : encore 5:00',
    done: '5 min (étape 1) : terminé',
  },
  texts: {
    welcome: 'Bienvenue chez votre chef personnel IA',
    ingredient: 'Ingrédient',
    add: 'Ajouter l’ingrédient',
    getRecipe: 'Obtenir une recette',
    startCooking: 'Commencer à cuisiner',
    moreServings: 'Plus de portions',
    servings: 'Portions',
    fourServings: '4 portions',
    firstOfFour: 'Étape 1 sur 4',
    readAloud: 'Lire à voix haute',
    preferences: 'Préférences',
    allergies: 'Allergies',
    language: 'Langue',
  },
};

const IN_GERMAN: CookInLanguage = {
  language: 'German',
  locale: 'de-DE',
  recipe: {
    name: 'Spinat-Feta-Omelett',
    description: 'Ein saftiges Omelett, in zwanzig Minuten fertig.',
    ingredients: [
      { name: 'Eier', measurement: '4' },
      { name: 'Spinat', measurement: '200 g' },
      { name: 'Feta', measurement: '100 g' },
      { name: 'Zwiebel', measurement: '½' },
      { name: 'Olivenöl', measurement: '2 EL' },
    ],
    instructions: [
      'Die Zwiebel würfeln und im Öl 5 Minuten andünsten.',
      'Den Spinat zugeben und 2 Minuten zusammenfallen lassen.',
      'Die Eier mit dem zerbröselten Feta verquirlen und in die Pfanne gießen.',
      'Das Omelett bei schwacher Hitze 8 Minuten stocken lassen, zusammenklappen und servieren.',
    ],
  },
  ingredients: ['Eier', 'Spinat', 'Feta'],
  linesForFour: ['8 Eier', '400 g Spinat', '200 g Feta', '1 Zwiebel', '4 EL Olivenöl'],
  allergy: {
    typed: 'Milchprodukte',
    checking: 'Wird in jeder Form geprüft: Milch.',
    withheld: 'Dieses Rezept verwendet Feta, und du möchtest es ohne Milch. Versuche es noch einmal für ein anderes.',
  },
  timer: {
    start: 'Timer für 5 min starten',
    running: '5 min (Schritt 1): noch 5:00',
    done: '5 min (Schritt 1): fertig',
  },
  texts: {
    welcome: 'Willkommen bei deinem persönlichen KI-Koch',
    ingredient: 'Zutat',
    add: 'Zutat hinzufügen',
    getRecipe: 'Rezept holen',
    startCooking: 'Kochen starten',
    moreServings: 'Mehr Portionen',
    servings: 'Portionen',
    fourServings: '4 Portionen',
    firstOfFour: 'Schritt 1 von 4',
    readAloud: 'Vorlesen',
    preferences: 'Vorlieben',
    allergies: 'Allergien',
    language: 'Sprache',
  },
};

const IN_ITALIAN: CookInLanguage = {
  language: 'Italian',
  locale: 'it-IT',
  recipe: {
    name: 'Frittata di spinaci e feta',
    description: 'Una frittata morbida, pronta in venti minuti.',
    ingredients: [
      { name: 'uova', measurement: '4' },
      { name: 'spinaci', measurement: '200 g' },
      { name: 'feta', measurement: '100 g' },
      { name: 'cipolla', measurement: '½' },
      { name: 'olio extravergine di oliva', measurement: '2 cucchiai' },
    ],
    instructions: [
      'Tritare la cipolla e farla appassire nell’olio per 5 minuti.',
      'Aggiungere gli spinaci e farli appassire 2 minuti.',
      'Sbattere le uova con la feta sbriciolata e versarle nella padella.',
      'Cuocere la frittata a fuoco basso 8 minuti, girarla e servire.',
    ],
  },
  ingredients: ['uova', 'spinaci', 'feta'],
  linesForFour: [
    '8 uova',
    '400 g di spinaci',
    '200 g di feta',
    '1 cipolla',
    '4 cucchiai di olio extravergine di oliva',
  ],
  allergy: {
    typed: 'latticini',
    checking: 'Controllato in ogni forma: latte.',
    withheld: 'Questa ricetta usa feta, e tu la vuoi senza latte. Riprova per averne un’altra.',
  },
  timer: {
    start: 'Avvia il timer di 5 min',
    running: '5 min (passaggio 1): mancano 5:00',
    done: '5 min (passaggio 1): finito',
  },
  texts: {
    welcome: 'Benvenuto dal tuo chef personale IA',
    ingredient: 'Ingrediente',
    add: 'Aggiungi ingrediente',
    getRecipe: 'Chiedi una ricetta',
    startCooking: 'Inizia a cucinare',
    moreServings: 'Più porzioni',
    servings: 'Porzioni',
    fourServings: '4 porzioni',
    firstOfFour: 'Passaggio 1 di 4',
    readAloud: 'Leggi ad alta voce',
    preferences: 'Preferenze',
    allergies: 'Allergie',
    language: 'Lingua',
  },
};

const chromium = chromiumForThisFile();

const ingredientLines = (page: Page) =>
  page
    .locator('#results-section')
    .locator('ul')
    .first()
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent));

describe.each([IN_SPANISH, IN_FRENCH, IN_GERMAN, IN_ITALIAN])(
  'a cook whose browser speaks $language, on a phone',
  (cook) => {
    const { texts } = cook;

    async function openInTheirLanguage(options: OpenAppOptions = {}) {
      await setScenario({ kind: 'content', content: JSON.stringify(cook.recipe) });
      const app = await chromium.open('phone', { locale: cook.locale, ...options });
      await app.page.getByRole('heading', { name: texts.welcome }).waitFor();
      return app;
    }

    async function askForTheRecipe(page: Page) {
      for (const ingredient of cook.ingredients) {
        await page.getByRole('textbox', { name: texts.ingredient }).fill(ingredient);
        await page.getByRole('button', { name: texts.add }).click();
      }
      await page.getByRole('button', { name: texts.getRecipe }).click();
    }

    it('gets the page and the recipe in that language, cooks it aloud with a timer, scales it, keeps it in English', async () => {
      const { page, errors } = await openInTheirLanguage({
        clock: true,
        beforeLoad: (context) => context.addInitScript(speechStandIns),
      });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(cook.locale.slice(0, 2));
      await askForTheRecipe(page);
      await page.getByRole('button', { name: texts.startCooking }).waitFor();
      await scrolledToResults(page);
      const system = (await lastChatRequest()).messages.find((message) => message.role === 'system')?.content;
      expect(system).toContain(`Write everything the cook reads in ${cook.language}`);
      expect(await page.getByRole('heading', { name: cook.recipe.name }).isVisible()).toBe(true);

      // Cooked: each step read aloud in that language's voice, and a step's timer rung.
      await page.getByRole('button', { name: texts.startCooking }).click();
      const dialog = page.getByRole('dialog', { name: cook.recipe.name });
      await dialog.getByText(texts.firstOfFour).waitFor();
      await dialog.getByRole('switch', { name: texts.readAloud }).click();
      const lastSaid = () =>
        page.evaluate(() => {
          const said = (window as unknown as { speech: SpeechStandIns }).speech.said.at(-1);
          return said === 'cancel' ? said : { text: said?.text, lang: said?.lang };
        });
      await eventually(lastSaid, { text: cook.recipe.instructions[0], lang: cook.locale.slice(0, 2) });
      // axe waits on timers of its own, which stand still once the page's clock is paused.
      expect(await axeViolations(page)).toEqual([]);
      await pausePageClock(page);
      await dialog.getByRole('button', { name: cook.timer.start }).click();
      await dialog.getByText(cook.timer.running).waitFor();
      await page.clock.runFor(5 * 60_000);
      await dialog.getByText(cook.timer.done).waitFor();
      await page.clock.resume();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Scaled in its units.
      await page.getByRole('button', { name: texts.moreServings }).click();
      await page.getByRole('button', { name: texts.moreServings }).click();
      await page.getByRole('group', { name: texts.servings }).getByText(texts.fourServings).waitFor();
      expect(await ingredientLines(page)).toEqual(cook.linesForFour);
      expect(errors).toEqual([]);

      // The list and the recipe stay when the cook turns the page to English.
      await page.getByText(texts.preferences, { exact: true }).click();
      await page.getByRole('combobox', { name: texts.language }).selectOption('English');
      await page.getByRole('heading', { name: 'Welcome to your personal AI chef' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.getByRole('button', { name: 'Start cooking' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: cook.recipe.name }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: `Remove ${cook.ingredients[2]}` }).count()).toBe(1);
    });

    it('is told in that language why a recipe was withheld, and the page passes axe in the dark', async () => {
      const { page } = await openInTheirLanguage({ colorScheme: 'dark' });
      await page.getByText(texts.preferences, { exact: true }).click();
      await page.getByRole('textbox', { name: texts.allergies }).fill(cook.allergy.typed);
      await page.getByRole('textbox', { name: texts.allergies }).press('Enter');
      await page.getByText(cook.allergy.checking).waitFor();
      await askForTheRecipe(page);
      await page.locator('#results-section').getByText(cook.allergy.withheld).waitFor();
      expect(await page.getByRole('button', { name: texts.startCooking }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  },
);
