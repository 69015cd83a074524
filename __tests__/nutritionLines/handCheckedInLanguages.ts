/**
 * Published lines in Spanish, French, German and Italian (PUBLISHED_RECIPES_IN_LANGUAGES, with their sources), each
 * with the SR28 entry a dietitian would count it as, checked by hand line by line against SR28's description: the
 * state the line asks for, the common form when it names none, the nearest entry of the same family where SR28
 * has no entry of that name (mascarpone as cream cheese, Parmaschinken as sliced ham, cassis liqueur as SR28's
 * only liqueur). Every counted line of the recipe-scrapers pages in Spanish, French and Italian is here, every
 * distinct counted line of GialloZafferano's 30 recipes, and the first 220 of the German ones. Two of GialloZafferano's
 * are here with the entry the counter misses: "Manzo (carne macinata)" is ground beef, and 55 % dark chocolate is
 * SR28's 45–59 % one. Left out rather than judged, as SR28 has no entry a
 * dietitian would stand behind: mixed beef and pork mince, gluten-free bread mix, ras-el-hanout, bitter almond
 * aroma, vanilla pudding powder, sheep's yogurt, mixed dried fruit, lemon yogurt, and "3 jus d'orange" (three of
 * what). realLinesInLanguages.test.ts holds the counter to at least 95 % of these in each language.
 */
import type { RecipeLanguage } from '../../src/core/language/recipeLanguages';

export const HAND_CHECKED_IN_LANGUAGES: Record<
  Exclude<RecipeLanguage, 'en'>,
  readonly (readonly [line: string, sr: string])[]
> = {
  es: [
    ['1kg Tomate', '11529'], // tomatoes, red, ripe, raw, year round average
    ['2count Dientes de ajo', '11215'], // garlic, raw
    ['150g Pan blanco', '18069'], // bread, white, commercially prepared (including soft bread crumbs)
    ['5g Vinagre', '02053'], // vinegar, distilled
    ['100g Aceite de oliva virgen extra', '04053'], // oil, olive, salad or cooking
    ['180g Chocolate negro', '19904'], // chocolate, dark, 70-85% cacao solids
    ['150g Nueces', '12155'], // walnuts, english
    ['700g Carne picada', '23572'], // beef, ground, 80% lean meat / 20% fat, raw
    ['2count Huevos', '01123'], // egg, whole, raw, fresh
    ['3count Dientes de ajo', '11215'], // garlic, raw
    ['70ml Leche', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['30ml Vino blanco', '14106'], // alcoholic beverage, wine, table, white
    ['20g Pan rallado', '18079'], // bread crumbs, dry, grated, plain
    ['600g Tomate triturado', '11693'], // tomatoes, crushed, canned
    ['80g Cebolla', '11282'], // onions, raw
    ['30g Aceite de oliva virgen extra', '04053'], // oil, olive, salad or cooking
    ['300ml Agua', '14411'], // beverages, water, tap, drinking
    ['500g Harina de espelta integral', '20140'], // spelt, uncooked
    ['100g Harina de centeno integral', '20063'], // rye flour, dark
    ['20g Levadura prensada', '18374'], // leavening agents, yeast, baker's, compressed
    ['300g Chocolate negro', '19904'], // chocolate, dark, 70-85% cacao solids
    ['100g Azúcar', '19335'], // sugars, granulated
    ['6 Huevo', '01123'], // egg, whole, raw, fresh
    ['200ml Leche', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['150g Mantequilla', '01001'], // butter, with salt
    ['500 gr de calabaza (pelada y sin pepitas)', '11422'], // pumpkin, raw
    ['2 puerros', '11246'], // leeks, (bulb and lower leaf-portion), raw
    ['3 zanahorias', '11124'], // carrots, raw
    ['1 patata', '11354'], // potatoes, white, flesh and skin, raw
    ['1/2 litro de agua o caldo de verduras', '14411'], // beverages, water, tap, drinking
    ['50 gr de aceite de oliva', '04053'], // oil, olive, salad or cooking
    ['1 cucharadita de sal', '02047'], // salt, table
    ['240 gramos de arroz redondo', '20050'], // rice, white, medium-grain, raw, enriched
    ['750 mililitros de caldo de pollo o de verduras', '06194'], // soup, chick broth, ready-to-serve
    ['1 cebolleta', '11291'], // onions, spring or scallions (including tops and bulb), raw
    ['1 pimiento rojo', '11821'], // peppers, sweet, red, raw
    ['1 pimiento verde', '11333'], // peppers, sweet, green, raw
    ['1 tomate', '11529'], // tomatoes, red, ripe, raw, year round average
    ['240 gramos de harina de trigo', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['175 gramos de azúcar', '19335'], // sugars, granulated
    ['3 huevos', '01123'], // egg, whole, raw, fresh
    ['80 gramos de aceite de girasol', '04506'], // oil, sunflower, linoleic, (approx. 65%)
    ['1 limón (la ralladura)', '09156'], // lemon peel, raw
    ['25 gramos de zumo de limón', '09152'], // lemon juice, raw
    ['15 gramos de levadura química', '18369'], // leavening agents, baking powder, double-acting, sodium al sulfate
    ['1 pizca de sal', '02047'], // salt, table
    ['30 gramos de azúcar glas', '19336'], // sugars, powdered
    ['400 gramos de pasta (espirales)', '20120'], // pasta, dry, enriched
    ['100 gramos de pistachos pelados', '12151'], // pistachio nuts, raw
    ['1 cebolla', '11282'], // onions, raw
    ['100 gramos de panceta ahumada', '10123'], // pork, cured, bacon, unprepared
    ['200 mililitros de nata líquida', '01053'], // cream, fluid, heavy whipping
    ['80 gramos de queso parmesano rallado', '01032'], // cheese, parmesan, grated
    ['1 cucharadita de pimienta negra', '02030'], // pepper, black
    ['1 cucharadita de orégano', '02027'], // spices, oregano, dried
    ['4 patatas', '11354'], // potatoes, white, flesh and skin, raw
    ['4 huevos', '01123'], // egg, whole, raw, fresh
    ['1 yema de huevo', '01125'], // egg, yolk, raw, fresh
    ['2 cebollas dulces', '11282'], // onions, raw
    ['350 g de agua mineral', '14411'], // beverages, water, tap, drinking
    ['500 g de harina integral de espelta', '20140'], // spelt, uncooked
    ['100 g de harina integral de centeno ( y un poco más para espolvorear)', '20063'], // rye flour, dark
    ['1-2 cucharaditas de sal', '02047'], // salt, table
    ['1-2 dientes de ajo', '11215'], // garlic, raw
    ['100 gr de cebolla en trozos de 2 o 3 cm', '11282'], // onions, raw
    ['50 gr de pimiento rojo en trozos de 2 o 3 cm.', '11821'], // peppers, sweet, red, raw
    ['50 gr de pimiento verde en trozos de 2 o 3 cm.', '11333'], // peppers, sweet, green, raw
    ['200 gr de arroz de grano redondo', '20050'], // rice, white, medium-grain, raw, enriched
    ['1 cucharada de pimentón', '02028'], // paprika
    ['650 gr de fumet, hecho con los cuerpos y cabezas de los gambones o langostinos y un puerro', '06174'], // soup, stock, fish, home-prepared
    ['100 g de aceite de oliva virgen extra', '04053'], // oil, olive, salad or cooking
    ['200 g de cebolla en cuartos', '11282'], // onions, raw
    ['3 dientes de ajo', '11215'], // garlic, raw
    ['½ pimiento rojo (150 g aprox.)', '11821'], // peppers, sweet, red, raw
    ['1 trozo de pimiento verde (40-50 g)', '11333'], // peppers, sweet, green, raw
    ['2 - 3 cucharadas de tomate triturado', '11693'], // tomatoes, crushed, canned
    ['1 cucharadita de pimentón', '02028'], // paprika
    ['½ cucharadita de comino molido', '02014'], // cumin seed
    ['1 pastilla de caldo o cucharadita de concentrado de verduras', '06080'], // soup, chick broth or bouillon, dry
    ['250 g de agua (cantidad necesaria para cubrir)', '14411'], // beverages, water, tap, drinking
    ['200 g de bacalao desalado y en trozos', '15019'], // fish, cod, pacific, raw (may have been previously frozen)
    ['150 gr de zanahoria', '11124'], // carrots, raw
    ['130 gr de cebolla', '11282'], // onions, raw
    ['180 gr de champiñones', '11260'], // mushrooms, white, raw
    ['1 diente de ajo', '11215'], // garlic, raw
    ['500 gr de tomate natural triturado', '11529'], // tomatoes, red, ripe, raw, year round average
    ['50 gr de aceite de oliva virgen extra', '04053'], // oil, olive, salad or cooking
    ['1000 gr de agua', '14411'], // beverages, water, tap, drinking
    ['500 gr de espaguetis', '20120'], // pasta, dry, enriched
    ['4 dientes de ajo', '11215'], // garlic, raw
    ['600 g de berenjena con piel en trozos de 2-3 cm', '11209'], // eggplant, raw
    ['30 g de aceite de oliva virgen extra', '04053'], // oil, olive, salad or cooking
    ['60 g de agua -opcional-', '14411'], // beverages, water, tap, drinking
    ['180 g de pan duro', '18069'], // bread, white, commercially prepared (including soft bread crumbs)
    ['4 ramitas de perejil fresco', '11297'], // parsley, fresh
    ['1 huevo', '01123'], // egg, whole, raw, fresh
    ['1 pizca de sal o al gusto', '02047'], // salt, table
    ['1 pizca de Pimienta negra recién molida', '02030'], // pepper, black
    ['50 g de aceite de oliva virgen extra', '04053'], // oil, olive, salad or cooking
    ['2 cucharadas de azúcar', '19335'], // sugars, granulated
    [
      '1 naranja de zumo entera con o sin piel - a veces la piel puede amargar, así que ralla la piel de la naranja para el bizcocho y luego quita toda la parte blanca-',
      '09200',
    ], // oranges, raw, all commercial varieties
    ['200 gr de azúcar o al gusto o su equivalente en edulcorante acalórico', '19335'], // sugars, granulated
    ['3 huevos medianos', '01123'], // egg, whole, raw, fresh
    ['100 gr de aceite de girasol o aceite de oliva tipo arberquina', '04506'], // oil, sunflower, linoleic, (approx. 65%)
    ['250 gr de harina de repostería', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['40 ml de aceite de oliva virgen extra', '04053'], // oil, olive, salad or cooking
    ['250 g de cebolla', '11282'], // onions, raw
    ['400 g de calabaza troceada', '11422'], // pumpkin, raw
    ['220 ml de leche de coco', '12118'], // coconut milk, canned (liquid expressed from grated meat and water)
    ['2 cucharaditas de curry', '02015'], // curry powder
  ],
  fr: [
    ['500g de carottes', '11124'], // carrots, raw
    ["30g d'huile d'olive", '04053'], // oil, olive, salad or cooking
    ['2 oranges', '09200'], // oranges, raw, all commercial varieties
    ['1 fenouil', '11957'], // fennel, bulb, raw
    ['10 cl de vinaigrette citron', '04135'], // salad dressing, home recipe, vinegar and oil
    ['500 g de carottes', '11124'], // carrots, raw
    ['1/4 de botte de coriandre hachée', '11165'], // coriander (cilantro) leaves, raw
    ['Lait 1/2 écrémé : 25 cl', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Beurre doux : 120 g', '01001'], // butter, with salt
    ['Oeuf(s) : 1 pièce(s)', '01123'], // egg, whole, raw, fresh
    ['Farine de blé : 70 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Farine de sarrasin (blé noir) : 55 g', '20011'], // buckwheat flour, whole-groat
    ['Sel fin : 8 pincée(s)', '02047'], // salt, table
    ['Pomme(s) de terre à chair ferme : 300 g', '11354'], // potatoes, white, flesh and skin, raw
    ['Gros sel : 5 g', '02047'], // salt, table
    ['Lardon(s) fumé(s) : 100 g', '10123'], // pork, cured, bacon, unprepared
    ['Crème fraîche épaisse : 50 g', '01053'], // cream, fluid, heavy whipping
    ['120 g de biscuits au beurre (p. ex. petits-beurre)', '18155'], // cookies, butter, commercially prepared, enriched
    ['40 g de beurre, fondu, refroidi', '01001'], // butter, with salt
    ['250 g de fromage frais double crème (p. ex. Philadelphia)', '01017'], // cheese, cream
    ['250 g de mascarpone', '01017'], // cheese, cream
    ['3 œufs, battus', '01123'], // egg, whole, raw, fresh
    ['120 g de sucre', '19335'], // sugars, granulated
    ['2 c.s. de liqueur au cassis ou de sirop de cassis', '14414'], // alcoholic beverage, liqueur, coffee, 53 proof
    ['2 c.s. de farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['250 g de myrtilles surgelées, dégelées', '09053'], // blueberries, wild, frozen
    ['2 c.s. de sucre', '19335'], // sugars, granulated
    ['1 c.s. de jus de citron', '09152'], // lemon juice, raw
    ['1 citron bio, zeste râpé', '09156'], // lemon peel, raw
    ['150 g de farine bise (type 1100) *', '20080'], // wheat flour, whole-grain
    ["150 g d'eau légèrement tiède", '14411'], // beverages, water, tap, drinking
    ['470 g de farine mi-blanche (type 720) *', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['325 g (+ ou – 1 cl) d’eau froide', '14411'], // beverages, water, tap, drinking
    ['6 g de levure fraîche', '18374'], // leavening agents, yeast, baker's, compressed
    ['14 g de sel', '02047'], // salt, table
    ['250 g de tagliatelles', '20120'], // pasta, dry, enriched
    ['100 g de lardons fumés ou de pancetta', '10123'], // pork, cured, bacon, unprepared
    ['1 oeuf', '01123'], // egg, whole, raw, fresh
    ['1 jaune d’oeuf', '01125'], // egg, yolk, raw, fresh
    ['4 cs de parmesan fraîchement râpé', '01032'], // cheese, parmesan, grated
    ['1 gousse d’ail', '11215'], // garlic, raw
    ['50 g de flocons d’avoine', '20038'], // oats
    ['25 cl de lait (vache ou végétal : amande/avoine marche très bien)', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['1 c. à café rase de sucre en poudre', '19335'], // sugars, granulated
    ['1/4 de grenade', '09286'], // pomegranates, raw
    ['1 orange sanguine', '09200'], // oranges, raw, all commercial varieties
    ['1 à 2 c. à café de miel (selon votre envie)', '19296'], // honey
    ['Beurre - 20 grammes', '01001'], // butter, with salt
    ['Champignons de Paris blancs - 100 grammes', '11260'], // mushrooms, white, raw
    ['Courgette - 1', '11477'], // squash, summer, zucchini, including skin, raw
    ['Riz spécial risotto - 250 grammes', '20050'], // rice, white, medium-grain, raw, enriched
    ['Vin blanc - 60 grammes', '14106'], // alcoholic beverage, wine, table, white
    ['Eau - 590 grammes', '14411'], // beverages, water, tap, drinking
    ['Fond de légumes - 1 cuillère à soupe', '06700'], // soup, vegetable broth, ready to serve
    ['Sel - 1 cuillère à café', '02047'], // salt, table
    ['Poivre - 1 pincée', '02030'], // pepper, black
    ['Crème fraîche épaisse - 2 cuillères à soupe', '01053'], // cream, fluid, heavy whipping
    ['Parmesan - 2 cuillères à soupe', '01032'], // cheese, parmesan, grated
    ['Farine - 185 grammes', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Beurre demi-sel - 185 grammes', '01001'], // butter, with salt
    ['Eau - 85 grammes', '14411'], // beverages, water, tap, drinking
    ['Oeuf - 2', '01123'], // egg, whole, raw, fresh
    ['Sucre en poudre - 80 grammes', '19335'], // sugars, granulated
    ['Maïzena - 15 grammes', '20027'], // cornstarch
    ['Lait demi-écrémé - 130 grammes', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Amandes en poudre - 100 grammes', '12061'], // almonds
    ['Beurre - 25 grammes', '01001'], // butter, with salt
    ['Rhum blanc - 1 cuillère à soupe', '14037'], // alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
    ['Oeuf - 1', '01123'], // egg, whole, raw, fresh
    ['Eau - 1 cuillère à soupe', '14411'], // beverages, water, tap, drinking
    ['Sel - 1 pincée', '02047'], // salt, table
    ['500 g rhubarbe', '09307'], // rhubarb, raw
    ['4 unité oeuf', '01123'], // egg, whole, raw, fresh
    ['100 g sucre', '19335'], // sugars, granulated
    ['30 cl crème fraîche', '01053'], // cream, fluid, heavy whipping
    ['180 g sucre glace', '19336'], // sugars, powdered
    ['1 pincée sel', '02047'], // salt, table
    ['200 g farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['100 g beurre', '01001'], // butter, with salt
    ['80 g sucre', '19335'], // sugars, granulated
    ['50 cl lait', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ["3 jaune d'œuf", '01125'], // egg, yolk, raw, fresh
    ['50 g farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['50 g beurre', '01001'], // butter, with salt
    ['250 g fraise', '09316'], // strawberries, raw
    ['600 g Filet de saumon', '15236'], // salmon, atlantic, farmed, raw
    ["30 ml Huile d'olive", '04053'], // oil, olive, salad or cooking
    ['4 g Origan séché', '02027'], // spices, oregano, dried
    ['1 pincée(s) Sel', '02047'], // salt, table
    ['1 pincée(s) Poivre', '02030'], // pepper, black
    ['250 g carotte(s) (3)', '11124'], // carrots, raw
    ['250 g courgette(s) (1 grosse)', '11477'], // squash, summer, zucchini, including skin, raw
    ['250 g tomates concassées (en boîte)', '11531'], // tomatoes, red, ripe, canned, packed in tomato juice
    ['125 g navet(s) (1 ou 2)', '11564'], // turnips, raw
    ['125 g céleri-branche (1 ou 2 branches)', '11143'], // celery, raw
    ['1 oignon(s)', '11282'], // onions, raw
    ['50 g pois chiches (en boîte)', '16359'], // chickpeas, mature seeds, canned, drained, rinsed in tap water
    ['200 g semoule de couscous', '20028'], // couscous, dry
    ['10 feuilles persil (ou coriandre)', '11297'], // parsley, fresh
    ["2 c. à soupe huile d'olive", '04053'], // oil, olive, salad or cooking
    ['5 mirabelles', '09279'], // plums, raw
    ['4 feuilles de pâte filo', '18338'], // phyllo dough
    ['200 g de pruneaux dénoyautés', '09291'], // plums, dried (prunes), uncooked
    ['4 abricots secs', '09032'], // apricots, dried, sulfured, uncooked
    ["2 cuill. à soupe d'huile d'olive", '04053'], // oil, olive, salad or cooking
    ['2 oignons moyens', '11282'], // onions, raw
    ["1 gousse d'ail", '11215'], // garlic, raw
    ['2 cuill. à café de cannelle en poudre', '02010'], // cinnamon, ground
    ['1 pincée de cumin en poudre', '02014'], // cumin seed
    ['1 cuill. à café de graines de coriandre', '02013'], // coriander seed
    ['1 cuill. à café de miel liquide toutes fleurs', '19296'], // honey
    ['10 g de beurre fondu', '01001'], // butter, with salt
    ['50g de chocolat de couverture noir à 70%', '19904'], // chocolate, dark, 70-85% cacao solids
    ['2 oeufs (100g)', '01123'], // egg, whole, raw, fresh
    ['70g de noisette en poudre', '12120'], // hazelnuts or filberts
    ['60g de cassonnade', '19334'], // sugars, brown
    ['20g de farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['1c. à soupe de beurre (facultatif)', '01001'], // butter, with salt
    ["2 blanc d'oeufs (60g)", '01124'], // egg, white, raw, fresh
    ['25g de sucre', '19335'], // sugars, granulated
    ['200g de chocolat de couverture noir à 70%', '19904'], // chocolate, dark, 70-85% cacao solids
    ['25cl de crème liquide', '01053'], // cream, fluid, heavy whipping
    ['75g de beurre mou', '01001'], // butter, with salt
    ['5cl de rhum', '14037'], // alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
    ["12cl d'eau", '14411'], // beverages, water, tap, drinking
    ['100g de sucre', '19335'], // sugars, granulated
    ['4cl de rhum', '14037'], // alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof
    ['1 oeuf (50g)', '01123'], // egg, whole, raw, fresh
    ["2 jaunes d'oeufs (40g)", '01125'], // egg, yolk, raw, fresh
    ['160g de sucre', '19335'], // sugars, granulated
    ["8cl d'eau", '14411'], // beverages, water, tap, drinking
    ['250g de beurre mou', '01001'], // butter, with salt
    ["300 g d'emmental", '01040'], // cheese, swiss
    ['0.5 L de bouillon de boeuf', '06008'], // soup, beef broth or bouillon canned, ready-to-serve
    ['80 g de beurre', '01001'], // butter, with salt
    ["1 kg d'oignons", '11282'], // onions, raw
    ['500 g de poireaux', '11246'], // leeks, (bulb and lower leaf-portion), raw
    ['50 g de farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['1 pièce(s) Oignon', '11282'], // onions, raw
    ["2 pièce(s) Gousse d'ail", '11215'], // garlic, raw
    ['½ pièce(s) Piment', '11819'], // peppers, hot chili, red, raw
    ['1 pièce(s) Poivron rouge', '11821'], // peppers, sweet, red, raw
    ['4 pièce(s) Tomate', '11529'], // tomatoes, red, ripe, raw, year round average
    ['5 g Persil', '11297'], // parsley, fresh
    ['4 pièce(s) Œuf', '01123'], // egg, whole, raw, fresh
    ['75 g Fromage de chèvre frais', '01159'], // cheese, goat, soft type
    ["1 cs Huile d'olive", '04053'], // oil, olive, salad or cooking
    ['½ pièce(s) Cube de bouillon de légumes', '06080'], // soup, chick broth or bouillon, dry
    ['30 g Fromage frais', '01017'], // cheese, cream
    ['1 Œuf', '01123'], // egg, whole, raw, fresh
    ['3 œufs', '01123'], // egg, whole, raw, fresh
    ['70 g de sucre', '19335'], // sugars, granulated
    ['70 g de beurre fondu', '01001'], // butter, with salt
    ['250 g de farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['150 g de lait', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['150 g de chocolat noir fondu', '19904'], // chocolate, dark, 70-85% cacao solids
    ['200g de farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['300g chair butternut rapée', '11485'], // squash, winter, butternut, raw
    ['130g de beurre fondu', '01001'], // butter, with salt
    ['120g de sucre', '19335'], // sugars, granulated
    ["50g d'amandes en poudre", '12061'], // almonds
    ['1 pincée de sel', '02047'], // salt, table
    ['11g de levure chimique', '18369'], // leavening agents, baking powder, double-acting, sodium al sulfate
    ['2 oeufs', '01123'], // egg, whole, raw, fresh
    ['200g de philadelphia', '01017'], // cheese, cream
    ['4 càs de sucre glace', '19336'], // sugars, powdered
    ['800 g de tomates', '11529'], // tomatoes, red, ripe, raw, year round average
    ['2 oignons', '11282'], // onions, raw
    ['2 gousses ail', '11215'], // garlic, raw
    ['8 brins de persil', '11297'], // parsley, fresh
    ['6 aubergine', '11209'], // eggplant, raw
    ['16 filets d’anchois au sel', '15002'], // anchovy, european, canned in oil, drained solids
    ['4 gousses d’ail', '11215'], // garlic, raw
    ['6 brins de basilic', '02044'], // basil, fresh
    ['2 tomates', '11529'], // tomatoes, red, ripe, raw, year round average
    ['30 cl d’huile d’olive', '04053'], // oil, olive, salad or cooking
    ['2 concombres', '11205'], // cucumber, with peel, raw
    ['400 g de yaourt grec', '01293'], // yogurt, greek, plain, whole milk
    ['2 c. à soupe de menthe fraîche ciselée', '02065'], // spearmint, fresh
    ['1 c. à soupe de menthe séchée (facultatif)', '02066'], // spearmint, dried
    ["2 c. à soupe d'huile d'olive", '04053'], // oil, olive, salad or cooking
    ['7 g de levure boulangère sèche', '18375'], // leavening agents, yeast, baker's, active dry
    ['1 c. à c. de sucre', '19335'], // sugars, granulated
    ['1 c. à c. de sel', '02047'], // salt, table
    ["2 c. à s. d'huile d'olive", '04053'], // oil, olive, salad or cooking
    ["180 ml d'eau tiède", '14411'], // beverages, water, tap, drinking
    ["800 g d'oignons jaunes", '11282'], // onions, raw
    ["3 c. à s. d'huile d'olive", '04053'], // oil, olive, salad or cooking
    ["2 gousses d'ail", '11215'], // garlic, raw
    ["350 g d'aubergine", '11209'], // eggplant, raw
    ['350 g de courgette', '11477'], // squash, summer, zucchini, including skin, raw
    ['350 g de poivron de couleur rouge et vert', '11821'], // peppers, sweet, red, raw
    ["350 g d'oignon", '11282'], // onions, raw
    ['500 g de tomate bien mûres', '11529'], // tomatoes, red, ripe, raw, year round average
    ["3 gousses d'ail", '11215'], // garlic, raw
    ['400 g Bœuf coupé en cubes de 25 g', '13795'], // beef, composite of retail cuts, lean and fat, 1/8"fat, all grades, raw
    ['10 cl Vin rouge', '14096'], // alcoholic beverage, wine, table, red
    ['10 cl Fond de veau', '06008'], // soup, beef broth or bouillon canned, ready-to-serve
    ['50 g Lardons', '10123'], // pork, cured, bacon, unprepared
    ['100 g Oignons émincés', '11282'], // onions, raw
    ['1 càs Huile végétale', '04582'], // oil, canola
    ['1 Carottes émincées', '11124'], // carrots, raw
    ['150 g Champignons de Paris', '11260'], // mushrooms, white, raw
    ['800 g Veau (morceaux pour blanquette)', '17088'], // veal, composite of retail cuts, lean and fat, raw
    ['1 Oignon', '11282'], // onions, raw
    ['3 Carottes', '11124'], // carrots, raw
    ['250 g Champignons de Paris frais', '11260'], // mushrooms, white, raw
    ['40 cl Eau', '14411'], // beverages, water, tap, drinking
    ['4 Grains de poivre', '02030'], // pepper, black
    ['30 g Beurre', '01001'], // butter, with salt
    ['30 g Farine', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['1 Jaune d’œuf', '01125'], // egg, yolk, raw, fresh
    ['2 càs Crème fraîche', '01053'], // cream, fluid, heavy whipping
    ["4x gousse d'ail (16g)", '11215'], // garlic, raw
    ['8x pomme de terre (1,76kg)', '11354'], // potatoes, white, flesh and skin, raw
    ['6x cuisse de canard (1,08kg)', '05139'], // duck, domesticated, meat and skin, raw
    ['1 Oignon jaune', '11282'], // onions, raw
    ['2 Tomate', '11529'], // tomatoes, red, ripe, raw, year round average
    ['10 g Beurre', '01001'], // butter, with salt
    ["1 cuillère à soupe Huile d'olive", '04053'], // oil, olive, salad or cooking
    ['4 Pignons', '12147'], // nuts, pine nuts, dried
    ['20 cl Crème liquide', '01053'], // cream, fluid, heavy whipping
    ['30 ml (2 c. à soupe) de beurre et 30 ml (2 c. à soupe) de beurre supplémentaire au besoin', '01001'], // butter, with salt
    ['250 ml (1 t) d’oignons hachés', '11282'], // onions, raw
    ['2 gousses d’ail entières pelées', '11215'], // garlic, raw
    ['900 g (2 lb) de rôti de palette de boeuf désossé', '13795'], // beef, composite of retail cuts, lean and fat, 1/8"fat, all grades, raw
    ['500 ml (2 t) d’eau', '14411'], // beverages, water, tap, drinking
    ['6 pommes de terre Yukon Gold, pelées et coupées en dés', '11354'], // potatoes, white, flesh and skin, raw
    ['30 ml (2 c. à soupe) de beurre', '01001'], // butter, with salt
    ['30 ml (2 c. à soupe) de crème 35 %', '01053'], // cream, fluid, heavy whipping
  ],
  de: [
    ['50 ml QUELLBRUNN Mineralwasser Classic mit Kohlensäure', '14411'], // beverages, water, tap, drinking
    ['1 EL Zitronensaft', '09152'], // lemon juice, raw
    ['1 EL BELLASAN Rapsöl', '04582'], // oil, canola
    ['100 g BACK FAMILY Weizenmehl Type 405', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['1 EL BACK FAMILY gemahlene Mandeln', '12061'], // almonds
    ['1 EL DIADEM Raffinade-Zucker', '19335'], // sugars, granulated
    ['8 g BACK FAMILY Backpulver', '18369'], // leavening agents, baking powder, double-acting, sodium al sulfate
    ['8 g BACK FAMILY Vanillinzucker', '19335'], // sugars, granulated
    ['1 EL BELLASAN Sonnenblumen-Margarine zum Braten', '04073'], // margarine, regular, hard, soybean (hydrogenated)
    ['1 großer Apfel (oder 2 kleine Äpfel)', '09003'], // apples, raw, with skin
    ['1 TL Kokosöl', '04047'], // oil, coconut
    ['½ TL LE GUSTO Zimt', '02010'], // cinnamon, ground
    ['½ TL DIADEM Raffinade-Zucker', '19335'], // sugars, granulated
    ['1 Zwiebel', '11282'], // onions, raw
    ['4 EL MILSANI Butter', '01001'], // butter, with salt
    ['500 ml trockener Weißwein', '14106'], // alcoholic beverage, wine, table, white
    ['500 ml LE GUSTO Klare Brühen im Glas, Sorte: Gemüse', '06700'], // soup, vegetable broth, ready to serve
    ['200 g MILSANI Sahne', '01053'], // cream, fluid, heavy whipping
    ['1 Prise LE GUSTO Zimt', '02010'], // cinnamon, ground
    ['3 Zweige Bio-Topfkräuter Petersilie', '11297'], // parsley, fresh
    ['4 LANDFREUDE Eier', '01123'], // egg, whole, raw, fresh
    ['1 Kopfsalat', '11250'], // lettuce, butterhead (including boston and bibb types), raw
    ['200 g grüne Bohnen', '11052'], // beans, snap, green, raw
    ['4 Tomaten', '11529'], // tomatoes, red, ripe, raw, year round average
    ['½ Gurke', '11205'], // cucumber, with peel, raw
    ['1 rote Zwiebel', '11282'], // onions, raw
    ['1 rote Paprika', '11821'], // peppers, sweet, red, raw
    ['50 g KING’S CROWN Spanische entsteinte (schwarze) Oliven', '09193'], // olives, ripe, canned (small-extra large)
    ['1 EL CUCINA NOBILE Kapern', '02054'], // capers, canned
    ['½ Topf Bio-Topfkräuter Basilikum', '02044'], // basil, fresh
    ['1 Knoblauchzehe', '11215'], // garlic, raw
    ['1 Zitrone', '09150'], // lemons, raw, without peel
    ['1 TL DELIKATO Delikatess-Senf', '02046'], // mustard, prepared, yellow
    ['6 EL CANTINELLE Natives Olivenöl extra', '04053'], // oil, olive, salad or cooking
    ['1 Stück Knoblauchzehe', '11215'], // garlic, raw
    ['2 EL Sojasauce', '16123'], // soy sauce made from soy and wheat (shoyu)
    ['6 Kugel Mozzarella di Bufala Campana DOP à je 25 g', '01026'], // cheese, mozzarella, whole milk
    ['1 TL Paprikapulver', '02028'], // paprika
    ['12 Stück getrocknete Tomaten', '11955'], // tomatoes, sun-dried
    ['3 EL Honig', '19296'], // honey
    ['1 Stück Zwiebel', '11282'], // onions, raw
    ['500 g Rindshackfleisch', '23572'], // beef, ground, 80% lean meat / 20% fat, raw
    ['1 Msp. Salz', '02047'], // salt, table
    ['1 Prise(n) Pfeffer aus der Mühe', '02030'], // pepper, black
    ['0.5 Stück Cantaloupe-Melone', '09181'], // melons, cantaloupe, raw
    ['0.5 Stück Wassermelone', '09326'], // watermelon, raw
    ['100 g Parmaschinken', '07029'], // ham, sliced, regular (approx 11% fat)
    ['1 Prise(n) Salz', '02047'], // salt, table
    ['100 ml Orangensaft', '09206'], // orange juice, raw
    ['1.5 Semmel(n) (altbacken)', '18353'], // rolls, hard (including kaiser)
    ['2 Gewürzgurke(n)', '11937'], // pickles, cucumber, dill or kosher dill
    ['2 kleine Zwiebel(n)', '11282'], // onions, raw
    ['1 kl. Bund Petersilie', '11297'], // parsley, fresh
    ['2 EL Zitronensaft', '09152'], // lemon juice, raw
    ['50 g Butter', '01001'], // butter, with salt
    ['2 kleine Ei(er)', '01123'], // egg, whole, raw, fresh
    ['125 ml Fleischbrühe', '06008'], // soup, beef broth or bouillon canned, ready-to-serve
    ['125 ml Sahne', '01053'], // cream, fluid, heavy whipping
    ['1 EL Crème fraîche', '01053'], // cream, fluid, heavy whipping
    ['1 TL Paprikapulver, edelsüßes', '02028'], // paprika
    ['500 g Rotkohl (Nettogewicht)', '11112'], // cabbage, red, raw
    ['1 kleiner Apfel (z.B. Boskopp)', '09003'], // apples, raw, with skin
    ['200 g Kartoffeln', '11354'], // potatoes, white, flesh and skin, raw
    ['1 kleines Stück Ingwer', '11216'], // ginger root, raw
    ['500 ml Gemüsebrühe', '06700'], // soup, vegetable broth, ready to serve
    ['200 ml Kokosmilch', '12118'], // coconut milk, canned (liquid expressed from grated meat and water)
    ['1 TL Zucker', '19335'], // sugars, granulated
    ['3 EL Kokosöl', '04047'], // oil, coconut
    ['500 g Kichererbse, gegart', '16359'], // chickpeas, mature seeds, canned, drained, rinsed in tap water
    ['2 Zehen Knoblauch', '11215'], // garlic, raw
    ['3 Frühlingszwiebel', '11291'], // onions, spring or scallions (including tops and bulb), raw
    ['1 große Karotte', '11124'], // carrots, raw
    ['0.5 Bund Petersilie', '11297'], // parsley, fresh
    ['2 Ei', '01123'], // egg, whole, raw, fresh
    ['50 g Weizenmehl (Type 405)', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['80 g Semmelbrösel', '18079'], // bread crumbs, dry, grated, plain
    ['1 TL Currypulver', '02015'], // curry powder
    ['0.5 TL Kreuzkümmel (Cumin)', '02014'], // cumin seed
    ['1 Prise Salz', '02047'], // salt, table
    ['1 Prise Cayennepfeffer', '02031'], // pepper, red or cayenne
    ['4 EL Bratöl', '04582'], // oil, canola
    ['0.5 Zitrone, unbehandelt', '09150'], // lemons, raw, without peel
    ['0.5 Gurke', '11205'], // cucumber, with peel, raw
    ['200 g Joghurt', '01116'], // yogurt, plain, whole milk, 8 grams protein per 8 oz
    ['200 g Sauerrahm', '01056'], // cream, sour, cultured
    ['1 Prise Pfeffer', '02030'], // pepper, black
    ['1 Prise Zucker', '19335'], // sugars, granulated
    ['600 g Rindergulasch (ca. 3x3 cm große Stücke, gegebenenfalls selbst kleiner schneiden)', '13795'], // beef, composite of retail cuts, lean and fat, 1/8"fat, all grades, raw
    ['400 ml Rinderfond (selbstgemacht oder aus dem Glas)', '06008'], // soup, beef broth or bouillon canned, ready-to-serve
    ['300 g Schalotten (geschält und halbiert)', '11677'], // shallots, raw
    ['200 ml trockener Rotwein, einen den Du gerne trinkst (alternativ roter 100% Traubendirektsaft )', '14096'], // alcoholic beverage, wine, table, red
    ['40 g Tomatenmark', '11546'], // tomato products, canned, paste, without salt added
    ['3 EL Butterschmalz (z.B. Buttaris; Alternativ Pflanzenöl )', '01003'], // butter oil, anhydrous
    ['1 Knoblauchzehe (geschält, klein geschnitten)', '11215'], // garlic, raw
    ['1-2 TL Zitronenabrieb (unbehandelt bzw. Bio) (kannst Du auch weggelassen )', '09156'], // lemon peel, raw
    ['2 TL Paprikapulver, edelsüß', '02028'], // paprika
    ['1/2 TL Majoran, getrocknet', '02023'], // marjoram, dried
    ['2 Paprikaschoten (rot oder gelb)', '11821'], // peppers, sweet, red, raw
    ['100 g g Cocktailtomaten', '11529'], // tomatoes, red, ripe, raw, year round average
    ['0.5 Bund Bund Frühlingszwiebeln', '11291'], // onions, spring or scallions (including tops and bulb), raw
    ['100 g g schwarze Oliven (entsteint)', '09193'], // olives, ripe, canned (small-extra large)
    ['0.5 Bund Bund glatte Petersilie', '11297'], // parsley, fresh
    ['6 El El Olivenöl', '04053'], // oil, olive, salad or cooking
    ['4 El El Weißweinessig', '02068'], // vinegar, red wine
    ['1 Tl Tl Limettensaft', '09160'], // lime juice, raw
    ['200 g g Feta', '01019'], // cheese, feta
    ['500 g g Strauchtomaten', '11529'], // tomatoes, red, ripe, raw, year round average
    ['1 rote Zwiebel (klein)', '11282'], // onions, raw
    ['1 grüne Jalapeño (ersatzweise grüne Chilischote)', '11979'], // peppers, jalapeno, raw
    ['1 Avocado', '09037'], // avocados, raw, all commercial varieties
    ['1 Limette', '09159'], // limes, raw
    ['1.5 El El Olivenöl', '04053'], // oil, olive, salad or cooking
    ['5 El El Olivenöl', '04053'], // oil, olive, salad or cooking
    ['15 g Parmesan am Stück', '01032'], // cheese, parmesan, grated
    ['1/2 unbehandelte Zitrone', '09150'], // lemons, raw, without peel
    ['1 Ei (kl.)', '01123'], // egg, whole, raw, fresh
    ['1 EL Wasser', '14411'], // beverages, water, tap, drinking
    ['1–2 EL Weizen­mehl', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['1 TL Senf, mittel­scharf', '02046'], // mustard, prepared, yellow
    ['1 EL Olivenöl', '04053'], // oil, olive, salad or cooking
    ['1 EL Butter', '01001'], // butter, with salt
    ['4-5 Feigen', '09089'], // figs, raw
    ['1 TL Kastanien Honig', '19296'], // honey
    ['150 ml Rotwein (optional)', '14096'], // alcoholic beverage, wine, table, red
    ['1 Rolle Blätterteig (Quadratisch', '18337'], // puff pastry, frozen, ready-to-bake
    ['50 g gehobelte Mandeln', '12061'], // almonds
    ['80 g Spinat', '11457'], // spinach, raw
    ['100 ml Milch (Schaf)', '01109'], // milk, sheep, fluid
    ['100 g Dinkelmehl', '20140'], // spelt, uncooked
    ['2 Stück Ei', '01123'], // egg, whole, raw, fresh
    ['50 g Blaubeere', '09050'], // blueberries, raw
    ['2 Esslöffel Honig', '19296'], // honey
    ['2 Esslöffel Rapsöl', '04582'], // oil, canola
    ['100 g Weißbrotwürfel', '18069'], // bread, white, commercially prepared (including soft bread crumbs)
    ['1 Stk. Zwiebel', '11282'], // onions, raw
    ['75 ml MILFINA Vollmilch', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['1 GOLDLAND Ei', '01123'], // egg, whole, raw, fresh
    ['190 g Kartoffeln, mehlig', '11354'], // potatoes, white, flesh and skin, raw
    ['100 g MILFINA Bergkäse', '01023'], // cheese, gruyere
    ['25 g MILFINA Frischkäse, Sorte: Natur', '01017'], // cheese, cream
    ['250 g Hühnerbrust, ohne Knochen', '05062'], // chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
    ['3 mittelgross Knoblauchzehen, frisch', '11215'], // garlic, raw
    ['2 TL Zitronensaft', '09152'], // lemon juice, raw
    ['2 EL Olivenöl, extra vergine', '04053'], // oil, olive, salad or cooking
    ['2 mittelgross Knoblauchzehen, frisch', '11215'], // garlic, raw
    ['200 g Zucchini, grün', '11477'], // squash, summer, zucchini, including skin, raw
    ['1 mittelgross Kartoffel, festkochend', '11354'], // potatoes, white, flesh and skin, raw
    ['40 g Karotte', '11124'], // carrots, raw
    ['2 EL Schnittsellerie-Stängel, frisch oder TK', '11143'], // celery, raw
    ['3 EL Olivenöl', '04053'], // oil, olive, salad or cooking
    ['2 TL Rosmarin, frisch oder TK', '02063'], // rosemary, fresh
    ['6 Oliven, grün, kernlos', '09195'], // olives, pickled, canned or bottled, green
    ['2 Prise Pfeffer, schwarz, frisch aus der Mühle', '02030'], // pepper, black
    ['2 EL Schnittsellerie-Blätter, frisch oder TK', '11143'], // celery, raw
    ['50 g Tomatensaft', '11886'], // tomato juice, canned, without salt added
    ['50 g Weißwein, trocken', '14106'], // alcoholic beverage, wine, table, white
    ['2 TL (gestrichen) Hühnerbrühe, Kraftbouillon', '06080'], // soup, chick broth or bouillon, dry
    ['1 Brokkoli', '11090'], // broccoli, raw
    ['150 g Zuckerschoten', '11300'], // peas, edible-podded, raw
    ['2 Lauchzwiebeln', '11291'], // onions, spring or scallions (including tops and bulb), raw
    ['4 kleine Hähnchenbrustfilets (à ca. 140 g)', '05062'], // chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
    ['2 EL Sonnenblumenöl', '04506'], // oil, sunflower, linoleic, (approx. 65%)
    ['4 EL Sojasoße', '16123'], // soy sauce made from soy and wheat (shoyu)
    ['50 ml Gemüsebrühe', '06700'], // soup, vegetable broth, ready to serve
    ['6 Stiele Koriander', '11165'], // coriander (cilantro) leaves, raw
    ['1 EL Sesamsaat', '12023'], // sesame seeds, whole, dried
    ['100 ml Milch', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['1 TL Trockenhefe', '18375'], // leavening agents, yeast, baker's, active dry
    ['1/2 TL Salz', '02047'], // salt, table
    ['250 g Mehl', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['3 EL Öl', '04582'], // oil, canola
    ['100 g Vollmilchjoghurt', '01116'], // yogurt, plain, whole milk, 8 grams protein per 8 oz
    ['200 g Mandeln', '12061'], // almonds
    ['70 g Zucker', '19335'], // sugars, granulated
    ['1 TL Zimt (gemahlen)', '02010'], // cinnamon, ground
    ['2-3 EL Wasser', '14411'], // beverages, water, tap, drinking
    ['180 g frisches Lachsfilet mit Haut', '15236'], // salmon, atlantic, farmed, raw
    ['3 dünne Stangen grünen Spargel', '11011'], // asparagus, raw
    ['50 g Frischkäse', '01017'], // cheese, cream
    ['30 g getrocknete Tomaten', '11955'], // tomatoes, sun-dried
    ['20 g schwarze Oliven, ohne Stein', '09193'], // olives, ripe, canned (small-extra large)
    ['1/2 Zitrone', '09150'], // lemons, raw, without peel
    ['2 EL Honig', '19296'], // honey
    ['200 g geschälte Kartoffeln', '11354'], // potatoes, white, flesh and skin, raw
    ['1 Eigelb', '01125'], // egg, yolk, raw, fresh
    ['2 EL Pflanzenöl', '04582'], // oil, canola
    ['1 Stange Lauch', '11246'], // leeks, (bulb and lower leaf-portion), raw
    ['2 Karotten', '11124'], // carrots, raw
    ['3 Stangen Sellerie + das Grün für die Gremolata', '11143'], // celery, raw
    ['1 Süßkartoffel ca. 200 g', '11507'], // sweet potato, raw, unprepared
    ['1 Stück Ingwer ca. 2 cm', '11216'], // ginger root, raw
    ['2 EL Olivenöl', '04053'], // oil, olive, salad or cooking
    ['½ TL Kreuzkümmel', '02014'], // cumin seed
    ['200 g passierte Tomaten', '11547'], // tomato products, canned, puree, without salt
    ['500-600 ml Gemüsebrühe', '06700'], // soup, vegetable broth, ready to serve
    ['400 g gemischte Bohnen aus der Dose', '16018'], // beans, black turtle, mature seeds, canned
    ['125 g Baby-Spinat oder Schwarzkohl oder ein anderes grünes Blattgemüse', '11457'], // spinach, raw
    ['1 Bio-Zitrone', '09150'], // lemons, raw, without peel
    ['1 Zehe Knoblauch', '11215'], // garlic, raw
    ['4 EL Olivenöl', '04053'], // oil, olive, salad or cooking
    ['2-3 EL Olivenöl', '04053'], // oil, olive, salad or cooking
    ['1 Dose ganze geschälte Tomaten (380g)', '11531'], // tomatoes, red, ripe, canned, packed in tomato juice
    ['100 g Schafskäse', '01019'], // cheese, feta
    ['4 Eier', '01123'], // egg, whole, raw, fresh
    ['2-3 EL frischer Koriander', '11165'], // coriander (cilantro) leaves, raw
    ['1,1 l Gemüsebouillon', '06700'], // soup, vegetable broth, ready to serve
    ['220 g Bramata-Polenta', '08160'], // cereals, corn grits, yellow, regular and quick, unenriched, dry
    ['1,2 l Gemüsebouillon', '06700'], // soup, vegetable broth, ready to serve
    ['250 g feiner Maisgriess (2-Minuten Polenta)', '08160'], // cereals, corn grits, yellow, regular and quick, unenriched, dry
    ['250 g Möhren', '11124'], // carrots, raw
    ['300 g Fenchel', '11957'], // fennel, bulb, raw
    ['2 EL Rapsöl', '04582'], // oil, canola
    ['30 g Haferflocken', '20038'], // oats
    ['180 g Dinkelvollkornmehl', '20140'], // spelt, uncooked
    ['0,5 Päckchen Trockenhefe', '18375'], // leavening agents, yeast, baker's, active dry
    ['100 ml leicht erwärmte Buttermilch', '01088'], // milk, buttermilk, fluid, cultured, lowfat
    ['2 Prisen Salz', '02047'], // salt, table
    ['2 EL Leinsamen', '12220'], // seeds, flaxseed
    ['240 g (aus dem Glas) Kidneybohnen', '11029'], // beans, kidney, mature seeds, sprouted, raw
    ['1 geraspelte Möhre', '11124'], // carrots, raw
  ],
  it: [
    ["4 fette di pesce spada di circa 200 g l'una", '15110'], // swordfish, raw
    ['20 patatine novelle', '11354'], // potatoes, white, flesh and skin, raw
    ["1 spicchio d'aglio", '11215'], // garlic, raw
    ['1 grappolo di pomodorini', '11529'], // tomatoes, red, ripe, raw, year round average
    ['4-5 cucchiaini di miele millefiori', '19296'], // honey
    ['zucchero 130 g', '19335'], // sugars, granulated
    ['amido di mais 45 g', '20027'], // cornstarch
    ['savoiardi 12', '18175'], // cookies, ladyfingers, with lemon juice and rind
    ['gelatina in fogli 10 g', '19177'], // gelatins, dry powder, unsweetened
    ['2 di uova', '01123'], // egg, whole, raw, fresh
    ['2 di tuorli', '01125'], // egg, yolk, raw, fresh
    ['100 gr di zucchero', '19335'], // sugars, granulated
    ['110 gr di cioccolato bianco', '19087'], // candies, white chocolate
    ['110 gr di burro', '01001'], // butter, with salt
    ['50 gr di farina', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['6 gr di cacao', '19165'], // cocoa, dry powder, unsweetened
    ['1 cucchiaino di essenza di vaniglia', '02050'], // vanilla extract
    ['320 g di Paccheri IGP (L’Oro di Gragnano)', '20120'], // pasta, dry, enriched
    ['1 kg di melanzane violette', '11209'], // eggplant, raw
    ['500 g di pomodorini', '11529'], // tomatoes, red, ripe, raw, year round average
    ['250 g pesce spada 1 spicchio di aglio', '15110'], // swordfish, raw
    ['20 g di mentuccia tritata', '02065'], // spearmint, fresh
    ['100 g di pangrattato', '18079'], // bread crumbs, dry, grated, plain
    ['30 g di filetti di acciughe sotto sale', '15002'], // anchovy, european, canned in oil, drained solids
    ['12 foglioline di menta fresca', '02065'], // spearmint, fresh
    ['250 g di sfoglie di pasta fresca per lasagne', '20093'], // pasta, fresh-refrigerated, plain, as purchased
    ['300 g di radicchio', '11952'], // radicchio, raw
    ['200/250 g di Fontina', '01020'], // cheese, fontina
    ['80 g di burro', '01001'], // butter, with salt
    ['80 g di farina', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['1 l di latte', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Latte intero 200 ml', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Tuorli 3', '01125'], // egg, yolk, raw, fresh
    ['Zucchero 105 g', '19335'], // sugars, granulated
    ['Sale fino 1 pizzico', '02047'], // salt, table
    ['Fragole 1,1 kg', '09316'], // strawberries, raw
    ['Gelatina in fogli 18 g', '19177'], // gelatins, dry powder, unsweetened
    ['Panna fresca liquida 500 ml', '01053'], // cream, fluid, heavy whipping
    ['Panna fresca liquida 150 ml', '01053'], // cream, fluid, heavy whipping
    ['Zucchero a velo 30 g', '19336'], // sugars, powdered
    ['500 g latte intero', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['150 g zucchero semolato', '19335'], // sugars, granulated
    ['60 g farina 00', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['2 tuorli uova', '01125'], // egg, yolk, raw, fresh
    ['mezza cipolla', '11282'], // onions, raw
    ['1 carote', '11124'], // carrots, raw
    ['1 sedano', '11143'], // celery, raw
    ['1 spicchio (tritato) aglio', '11215'], // garlic, raw
    ['15 g olio extravergine di oliva', '04053'], // oil, olive, salad or cooking
    ['400 g macinato di manzo', '23572'], // beef, ground, 80% lean meat / 20% fat, raw
    ['1 cucchiaino raso sale fino', '02047'], // salt, table
    ['1 cucchiaino vino bianco', '14106'], // alcoholic beverage, wine, table, white
    ['1 cucchiaino farina 00', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['2 cucchiaini pomodoro concentrato', '11546'], // tomato products, canned, paste, without salt added
    ['100 g brodo vegetale', '06700'], // soup, vegetable broth, ready to serve
    ['2 cucchiaini (tritato) rosmarino', '02063'], // rosemary, fresh
    ['140 g (lessati) piselli', '11305'], // peas, green, cooked, boiled, drained, without salt
    ['700 g a buccia rossa (pulite) patate', '11354'], // potatoes, white, flesh and skin, raw
    ['250 g latte', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['20 g + q.b. burro', '01001'], // butter, with salt
    ['250 g tofu al naturale', '16126'], // tofu, firm, prepared with ca sulfate and magnesium chloride (nigari)
    ['150 g piselli lessati', '11305'], // peas, green, cooked, boiled, drained, without salt
    ['100 g cous cous', '20028'], // couscous, dry
    ['100 ml acqua bollente', '14411'], // beverages, water, tap, drinking
    ['20 g di mandorle', '12061'], // almonds
    ['20 g di olio extravergine di oliva', '04053'], // oil, olive, salad or cooking
    ['250 ml latte di soia senza zucchero (oppure brodo vegetale o latte di avena o farro)', '16120'], // soymilk, original and vanilla, unfortified
    ['15 g amido di mais o fecola di patate', '20027'], // cornstarch
    ['Latte intero 1 l', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Burro 100 g', '01001'], // butter, with salt
    ['Farina 00 100 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Farina 00 250 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Burro morbido 150 g', '01001'], // butter, with salt
    ['Gocce di cioccolato fondente 200 g', '19904'], // chocolate, dark, 70-85% cacao solids
    ['Uova (circa 1 medio) a temperatura ambiente 55 g', '01123'], // egg, whole, raw, fresh
    ['Zucchero di canna 90 g', '19334'], // sugars, brown
    ['Zucchero 90 g', '19335'], // sugars, granulated
    ['Lievito in polvere per dolci 5 g', '18369'], // leavening agents, baking powder, double-acting, sodium al sulfate
    ['Latte intero 500 g', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Zucchero 130 g', '19335'], // sugars, granulated
    ['Tuorli (circa 7) 125 g', '01125'], // egg, yolk, raw, fresh
    ['Amido di riso 40 g', '20027'], // cornstarch
    ['Uova (medie) 3', '01123'], // egg, whole, raw, fresh
    ['Burro 40 g', '01001'], // butter, with salt
    ['Patate 550 g', '11354'], // potatoes, white, flesh and skin, raw
    ['Prosciutto cotto 100 g', '07029'], // ham, sliced, regular (approx 11% fat)
    ['Edamer a fette 100 g', '01018'], // cheese, edam
    ['Gorgonzola dolce 60 g', '01004'], // cheese, blue
    ['Panna fresca liquida 50 g', '01053'], // cream, fluid, heavy whipping
    ['Uova 1', '01123'], // egg, whole, raw, fresh
    ['Uova medie 6', '01123'], // egg, whole, raw, fresh
    ['Zucchine 380 g', '11477'], // squash, summer, zucchini, including skin, raw
    ['Parmigiano Reggiano DOP (da grattugiare) 50 g', '01032'], // cheese, parmesan, grated
    ['Farina Manitoba 200 g', '20083'], // wheat flour, white, bread, enriched
    ['Farina 00 300 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Acqua a temperatura ambiente 300 ml', '14411'], // beverages, water, tap, drinking
    ['Sale fino 10 g', '02047'], // salt, table
    ['Lievito di birra fresco (oppure 1,5 se secco) 4 g', '18374'], // leavening agents, yeast, baker's, compressed
    ['Peperoni gialli 1', '11951'], // peppers, sweet, yellow, raw
    ['Peperoni rossi 1', '11821'], // peppers, sweet, red, raw
    ['Pangrattato 2 cucchiai', '18079'], // bread crumbs, dry, grated, plain
    ['Acciughe sotto sale 1', '15002'], // anchovy, european, canned in oil, drained solids
    ['Prezzemolo tritato 1 ciuffo', '11297'], // parsley, fresh
    ["Capperi sott'aceto 1 cucchiaino", '02054'], // capers, canned
    ['Basilico 3 foglie', '02044'], // basil, fresh
    ['Aglio 1 spicchio', '11215'], // garlic, raw
    ['Mozzarella a cubetti 20 g', '01026'], // cheese, mozzarella, whole milk
    ['Melanzane 2', '11209'], // eggplant, raw
    ['Caciocavallo 150 g', '01035'], // cheese, provolone
    ['Pomodorini ciliegino 150 g', '11529'], // tomatoes, red, ripe, raw, year round average
    ['Burro (ammorbidito a temperatura ambiente) 125 g', '01001'], // butter, with salt
    ['Farina 00 265 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Zucchero 135 g', '19335'], // sugars, granulated
    ['Latte intero (a temperatura ambiente) 135 g', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Uova (circa 2 medie, a temperatura ambiente) 110 g', '01123'], // egg, whole, raw, fresh
    ['Gocce di cioccolato fondente 100 g', '19904'], // chocolate, dark, 70-85% cacao solids
    ['Bicarbonato raso 1 cucchiaino', '18372'], // leavening agents, baking soda
    ['Lievito in polvere per dolci 10 g', '18369'], // leavening agents, baking powder, double-acting, sodium al sulfate
    ['Farina 00 125 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Latte intero 200 g', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Burro 25 g', '01001'], // butter, with salt
    ['Zucchero 15 g', '19335'], // sugars, granulated
    ['Uova medie 2', '01123'], // egg, whole, raw, fresh
    ['Lievito in polvere per dolci 6 g', '18369'], // leavening agents, baking powder, double-acting, sodium al sulfate
    ['Petto di pollo petto 700 g', '05062'], // chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
    ['Porri 100 g', '11246'], // leeks, (bulb and lower leaf-portion), raw
    ['Anacardi 100 g', '12087'], // nuts, cashew nuts, raw
    ['Zenzero 10 g', '11216'], // ginger root, raw
    ['Farina di riso 80 g', '20090'], // rice flour, brown
    ["Olio extravergine d'oliva 10 g", '04053'], // oil, olive, salad or cooking
    ['Acqua 60 g', '14411'], // beverages, water, tap, drinking
    ['Salsa di soia 50 g', '16123'], // soy sauce made from soy and wheat (shoyu)
    ['Manzo (carne macinata) 220 g', '23572'], // beef, ground, 80% lean meat / 20% fat, raw
    ['Salsiccia 165 g', '07063'], // pork sausage, link/patty, unprepared
    ['Parmigiano Reggiano DOP grattugiato 25 g', '01032'], // cheese, parmesan, grated
    ['Prezzemolo tritato 1 cucchiaio', '11297'], // parsley, fresh
    ['Origano secco 1 pizzico', '02027'], // spices, oregano, dried
    ['Noce moscata grattugiata 1 pizzico', '02025'], // nutmeg, ground
    ['Passata di pomodoro 350 g', '11547'], // tomato products, canned, puree, without salt
    ['Acqua 50 g', '14411'], // beverages, water, tap, drinking
    ['Sale fino 5 g', '02047'], // salt, table
    ['Manzo macinato 350 g', '23572'], // beef, ground, 80% lean meat / 20% fat, raw
    ['Maiale macinato 150 g', '10972'], // pork, ground, 84% lean / 16% fat, raw
    ['Pane mollica grattugiata 60 g', '18069'], // bread, white, commercially prepared (including soft bread crumbs)
    ['Parmigiano Reggiano DOP da grattugiare 80 g', '01032'], // cheese, parmesan, grated
    ['Uova medio 1', '01123'], // egg, whole, raw, fresh
    ['Prezzemolo 1 ciuffo', '11297'], // parsley, fresh
    ['Patate 350 g', '11354'], // potatoes, white, flesh and skin, raw
    ['Carote 160 g', '11124'], // carrots, raw
    ['Pisellini 160 g', '11312'], // peas, green, frozen, unprepared
    ['Zucchine 150 g', '11477'], // squash, summer, zucchini, including skin, raw
    ['Parmigiano Reggiano DOP da grattugiare 100 g', '01032'], // cheese, parmesan, grated
    ['Uova (1 medio) 55 g', '01123'], // egg, whole, raw, fresh
    ['Manzo 500 g', '13795'], // beef, composite of retail cuts, lean and fat, 1/8"fat, all grades, raw
    ['Pane casereccio 250 g', '18069'], // bread, white, commercially prepared (including soft bread crumbs)
    ['Mortadella 150 g', '07050'], // mortadella, beef, pork
    ['Salsiccia 100 g', '07063'], // pork sausage, link/patty, unprepared
    ['Grana Padano DOP da grattugiare 80 g', '01032'], // cheese, parmesan, grated
    ['Pecorino da grattugiare 80 g', '01038'], // cheese, romano
    ['Uova grandi 2', '01123'], // egg, whole, raw, fresh
    ['Prezzemolo da tritare 3 cucchiai', '11297'], // parsley, fresh
    ['Riso Carnaroli 320 g', '20050'], // rice, white, medium-grain, raw, enriched
    ['Funghi porcini 400 g', '11260'], // mushrooms, white, raw
    ['Cipolle dorate piccola 1', '11282'], // onions, raw
    ['Brodo vegetale 1 l', '06700'], // soup, vegetable broth, ready to serve
    ['Burro 30 g', '01001'], // butter, with salt
    ["Olio extravergine d'oliva 2 cucchiai", '04053'], // oil, olive, salad or cooking
    ['Parmigiano Reggiano DOP freddo di frigo 50 g', '01032'], // cheese, parmesan, grated
    ['Burro freddo di frigo 30 g', '01001'], // butter, with salt
    ['Prezzemolo 2 cucchiai', '11297'], // parsley, fresh
    ['Zucca delica 750 g', '11422'], // pumpkin, raw
    ['Cipolle ramate 100 g', '11282'], // onions, raw
    ['Brodo vegetale 1,5 l', '06700'], // soup, vegetable broth, ready to serve
    ['Parmigiano Reggiano DOP 80 g', '01032'], // cheese, parmesan, grated
    ['Vino bianco 60 g', '14106'], // alcoholic beverage, wine, table, white
    ['Burro 50 g', '01001'], // butter, with salt
    ['Patate 500 g', '11354'], // potatoes, white, flesh and skin, raw
    ['Salsiccia 500 g', '07063'], // pork sausage, link/patty, unprepared
    ["Olio extravergine d'oliva 30 g", '04053'], // oil, olive, salad or cooking
    ['Acqua 30 g', '14411'], // beverages, water, tap, drinking
    ['Vino bianco 100 g', '14106'], // alcoholic beverage, wine, table, white
    ['Farina 00 50 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ["Olio extravergine d'oliva 20 g", '04053'], // oil, olive, salad or cooking
    ['Acqua 20 g', '14411'], // beverages, water, tap, drinking
    ['Spaghetti 320 g', '20120'], // pasta, dry, enriched
    ['Guanciale 150 g', '10123'], // pork, cured, bacon, unprepared
    ['Tuorli (di uova medie) 6', '01125'], // egg, yolk, raw, fresh
    ['Pecorino Romano DOP 50 g', '01038'], // cheese, romano
    ['Lonza di maiale intera 600 g', '10020'], // pork, fresh, loin, whole, lean and fat, raw
    ['Ananas (o 270 g di succo) 450 g', '09266'], // pineapple, raw, all varieties
    ['Zucchine 120 g', '11477'], // squash, summer, zucchini, including skin, raw
    ['Peperoni rossi 85 g', '11821'], // peppers, sweet, red, raw
    ['Peperoni gialli 85 g', '11951'], // peppers, sweet, yellow, raw
    ['Pomodorini ciliegino 10', '11529'], // tomatoes, red, ripe, raw, year round average
    ['Zenzero fresco 10 g', '11216'], // ginger root, raw
    ['Burro 15 g', '01001'], // butter, with salt
    ['Aneto 10 g', '02045'], // dill weed, fresh
    ['Petto di pollo 700 g', '05062'], // chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
    ['Pasta Sfoglia (1 rotolo) 230 g', '18337'], // puff pastry, frozen, ready-to-bake
    ['Ricotta vaccina 125 g', '01036'], // cheese, ricotta, whole milk
    ['Pinoli 25 g', '12147'], // nuts, pine nuts, dried
    ['Uova medie 1', '01123'], // egg, whole, raw, fresh
    ['Spinaci 500 g', '11457'], // spinach, raw
    ['Grana Padano DOP da grattugiare 75 g', '01032'], // cheese, parmesan, grated
    ['Tuorli 1', '01125'], // egg, yolk, raw, fresh
    ['Latte intero 20 g', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Farina 00 200 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ['Acqua ghiacciata 100 g', '14411'], // beverages, water, tap, drinking
    ["Olio extravergine d'oliva 50 g", '04053'], // oil, olive, salad or cooking
    ['Sale 1 pizzico', '02047'], // salt, table
    ['Pomodorini ciliegino 350 g', '11529'], // tomatoes, red, ripe, raw, year round average
    ['Feta 50 g', '01019'], // cheese, feta
    ['Zucchero di canna 20 g', '19334'], // sugars, brown
    ['Mascarpone 750 g', '01017'], // cheese, cream
    ['Uova (freschissime, circa 5 medie) 260 g', '01123'], // egg, whole, raw, fresh
    ['Savoiardi 250 g', '18175'], // cookies, ladyfingers, with lemon juice and rind
    ['Zucchero 120 g', '19335'], // sugars, granulated
    ['Caffè (della moka, zuccherato a piacere) 300 g', '14209'], // beverages, coffee, brewed, prepared with tap water
    ['Mele renette (700 g pulite) 930 g', '09003'], // apples, raw, with skin
    ['Zucchero 200 g', '19335'], // sugars, granulated
    ['Latte intero (a temperatura ambiente) 150 g', '01077'], // milk, whole, 3.25% milkfat, with added vitamin d
    ['Uova (a temperatura ambiente) 2', '01123'], // egg, whole, raw, fresh
    ['Limoni 1', '09150'], // lemons, raw, without peel
    ['Lievito in polvere per dolci 16 g', '18369'], // leavening agents, baking powder, double-acting, sodium al sulfate
    ['Cioccolato fondente al 55% 200 g', '19902'], // chocolate, dark, 45- 59% cacao solids
    ['Uova medie 4', '01123'], // egg, whole, raw, fresh
    ['Zucchero 150 g', '19335'], // sugars, granulated
    ['Cioccolato fondente al 70% 110 g', '19904'], // chocolate, dark, 70-85% cacao solids
    ['Burro a temperatura ambiente 110 g', '01001'], // butter, with salt
    ['Uova (2 grandi) 120 g', '01123'], // egg, whole, raw, fresh
    ['Zucchero 40 g', '19335'], // sugars, granulated
    ['Farina 00 25 g', '20081'], // wheat flour, white, all-purpose, enriched, bleached
    ["Zucchine ( da circa 300 gr l'una) 4", '11477'], // squash, summer, zucchini, including skin, raw
    ['Macinato di maiale 200 g', '10972'], // pork, ground, 84% lean / 16% fat, raw
    ['Salsiccia di maiale 150 g', '07063'], // pork sausage, link/patty, unprepared
    ['Grana Padano DOP 100 g', '01032'], // cheese, parmesan, grated
    ['Pangrattato 100 g', '18079'], // bread crumbs, dry, grated, plain
  ],
};
