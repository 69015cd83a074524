/**
 * The foods whose nutrition the app can count, each by the names recipes give it and the USDA Standard Reference
 * (SR28, "SR Legacy" in FoodData Central) entry that stands for it: raw and as bought, since a recipe lists what
 * goes into the pan. `npm run nutrition-table` reads these entries' figures from SR28 into nutritionTable.json.
 * Listed from the most specific name to the least: the first entry whose names a line uses is the one.
 */
export interface NutritionFood {
  names: readonly string[];
  /** Phrases that contain a name but are another food ("coconut milk" is not milk). */
  exceptions?: readonly string[];
  /** The SR28 nutrient databank number (NDB_No). */
  sr: string;
  /** The portion a count means when it is not a medium one ("2 eggs" are large ones, as recipes mean them). */
  piece?: string;
}

export const NUTRITION_FOODS: readonly NutritionFood[] = [
  // Poultry, meat and fish, raw.
  { names: ['chicken breast', 'chicken breasts', 'chicken fillet'], sr: '05062' },
  { names: ['chicken thigh', 'chicken thighs'], sr: '05096' },
  { names: ['ground turkey', 'turkey mince', 'minced turkey'], sr: '05305' },
  { names: ['chicken'], exceptions: ['chicken stock', 'chicken broth', 'chicken bouillon'], sr: '05011' },
  { names: ['ground beef', 'beef mince', 'minced beef'], sr: '23572' },
  { names: ['ground pork', 'pork mince', 'minced pork'], sr: '10972' },
  { names: ['ground lamb', 'lamb mince', 'minced lamb'], sr: '17224' },
  { names: ['bacon'], sr: '10123' },
  { names: ['pork loin', 'pork chop', 'pork chops', 'pork'], sr: '10020' },
  { names: ['salmon'], sr: '15236' },
  { names: ['cod'], sr: '15019' },
  { names: ['canned tuna', 'tinned tuna', 'tuna'], sr: '15126' },
  { names: ['shrimp', 'prawns', 'prawn'], sr: '15270' },
  // Eggs and dairy.
  { names: ['eggs', 'egg'], exceptions: ['egg noodles', 'egg noodle'], sr: '01123', piece: 'large' },
  { names: ['unsalted butter'], sr: '01145' },
  { names: ['butter'], exceptions: ['peanut butter', 'butter beans', 'butter lettuce', 'cocoa butter'], sr: '01001' },
  {
    names: ['heavy cream', 'double cream', 'whipping cream', 'cream'],
    exceptions: ['cream cheese', 'sour cream', 'ice cream'],
    sr: '01053',
  },
  { names: ['cream cheese'], sr: '01017' },
  { names: ['greek yogurt', 'greek yoghurt'], sr: '01293' },
  { names: ['yogurt', 'yoghurt'], sr: '01116' },
  { names: ['feta'], sr: '01019' },
  { names: ['parmesan'], sr: '01032' },
  { names: ['cheddar'], sr: '01009' },
  { names: ['mozzarella'], sr: '01026' },
  { names: ['ricotta'], sr: '01036' },
  { names: ['coconut milk'], sr: '12118' },
  { names: ['milk'], exceptions: ['coconut milk', 'oat milk', 'almond milk', 'soy milk'], sr: '01077' },
  // Grains, pasta and bread, dry.
  { names: ['egg noodles', 'egg noodle'], sr: '20109' },
  { names: ['spaghetti', 'penne', 'fusilli', 'linguine', 'macaroni', 'pasta'], sr: '20120' },
  {
    names: ['rice'],
    exceptions: ['rice vinegar', 'rice noodle', 'rice noodles', 'rice paper', 'rice wine', 'rice flour'],
    sr: '20044',
  },
  { names: ['quinoa'], sr: '20035' },
  { names: ['rolled oats', 'oats'], exceptions: ['oat milk'], sr: '20038' },
  { names: ['all-purpose flour', 'plain flour', 'flour'], exceptions: ['flour tortilla', 'rice flour'], sr: '20081' },
  { names: ['bread'], exceptions: ['breadcrumbs', 'bread crumbs'], sr: '18069' },
  // Pulses, tofu and nuts.
  { names: ['chickpeas', 'garbanzo beans'], sr: '16359' },
  { names: ['lentils'], sr: '16069' },
  { names: ['black beans'], sr: '16014' },
  { names: ['tofu'], sr: '16126' },
  { names: ['peanuts'], exceptions: ['peanut butter'], sr: '16087' },
  { names: ['almonds'], exceptions: ['almond milk'], sr: '12061' },
  { names: ['walnuts'], sr: '12155' },
  // Vegetables and herbs, raw.
  { names: ['baby spinach', 'spinach'], sr: '11457' },
  {
    names: ['cherry tomatoes', 'tomatoes', 'tomato'],
    exceptions: ['tomato paste', 'tomato puree', 'canned tomatoes', 'tinned tomatoes', 'chopped tomatoes'],
    sr: '11529',
  },
  { names: ['canned tomatoes', 'tinned tomatoes', 'chopped tomatoes'], sr: '11531' },
  { names: ['tomato paste', 'tomato puree'], sr: '11546' },
  { names: ['spring onions', 'spring onion', 'scallions', 'scallion', 'green onions', 'green onion'], sr: '11291' },
  { names: ['onions', 'onion', 'red onion', 'shallots', 'shallot'], sr: '11282' },
  { names: ['garlic powder'], sr: '02020' },
  { names: ['garlic'], sr: '11215' },
  { names: ['ginger'], sr: '11216' },
  { names: ['sweet potatoes', 'sweet potato'], sr: '11507' },
  { names: ['potatoes', 'potato'], sr: '11354' },
  { names: ['carrots', 'carrot'], sr: '11124' },
  {
    names: ['bell pepper', 'bell peppers', 'red pepper', 'red peppers', 'peppers'],
    exceptions: ['black pepper', 'chilli pepper', 'chili pepper'],
    sr: '11821',
  },
  {
    names: ['chilli', 'chili', 'chillies', 'chilies'],
    exceptions: ['chilli flakes', 'chili flakes', 'chili powder', 'chilli powder'],
    sr: '11819',
  },
  { names: ['broccoli'], sr: '11090' },
  { names: ['cauliflower'], sr: '11135' },
  { names: ['zucchini', 'courgette', 'courgettes'], sr: '11477' },
  { names: ['eggplant', 'aubergine'], sr: '11209' },
  { names: ['cucumber'], sr: '11205' },
  { names: ['lettuce', 'romaine'], sr: '11251' },
  { names: ['celery'], sr: '11143' },
  { names: ['cabbage'], sr: '11109' },
  { names: ['kale'], sr: '11233' },
  { names: ['leeks', 'leek'], sr: '11246' },
  { names: ['mushrooms', 'mushroom'], sr: '11260' },
  { names: ['peas'], exceptions: ['chickpeas'], sr: '11312' },
  { names: ['sweetcorn', 'corn'], exceptions: ['cornstarch', 'cornflour', 'cornmeal'], sr: '11167' },
  { names: ['green beans'], sr: '11052' },
  { names: ['avocado', 'avocados'], sr: '09037' },
  { names: ['parsley'], sr: '11297' },
  { names: ['coriander', 'cilantro'], sr: '11165' },
  { names: ['basil'], sr: '02044' },
  // Fruit.
  { names: ['lemons', 'lemon'], exceptions: ['lemon zest'], sr: '09150' },
  { names: ['limes', 'lime'], exceptions: ['lime zest'], sr: '09159' },
  { names: ['apples', 'apple'], exceptions: ['apple cider vinegar'], sr: '09003' },
  { names: ['bananas', 'banana'], sr: '09040' },
  { names: ['oranges', 'orange'], sr: '09200' },
  // Oils, sugars, sauces and seasonings.
  { names: ['olive oil'], sr: '04053' },
  { names: ['sesame oil'], sr: '04058' },
  { names: ['vegetable oil', 'canola oil', 'rapeseed oil', 'sunflower oil', 'oil'], sr: '04582' },
  { names: ['brown sugar'], sr: '19334' },
  { names: ['sugar'], exceptions: ['sugar snap'], sr: '19335' },
  { names: ['honey'], sr: '19296' },
  { names: ['soy sauce'], sr: '16123' },
  { names: ['balsamic vinegar'], sr: '02069' },
  { names: ['vinegar'], sr: '02053' },
  { names: ['chicken stock', 'chicken broth'], sr: '06194' },
  { names: ['salt'], sr: '02047' },
  { names: ['black pepper', 'pepper'], sr: '02030' },
  { names: ['paprika'], sr: '02028' },
  { names: ['cumin'], sr: '02014' },
  { names: ['cinnamon'], sr: '02010' },
  { names: ['chilli powder', 'chili powder'], sr: '02009' },
];

/**
 * Counting words SR28's abbreviated table does not carry (it keeps two portions a food), from SR28's portion
 * weights (its WEIGHT file) for the same entries: what "2 cloves garlic" or "1 onion" weighs.
 */
export const MORE_PORTIONS: Readonly<Record<string, readonly { text: string; grams: number }[]>> = {
  // Egg, whole, raw.
  '01123': [
    { text: '1 medium', grams: 44 },
    { text: '1 small', grams: 38 },
  ],
  // Apples, raw, with skin.
  '09003': [{ text: '1 medium', grams: 182 }],
  // Bananas, raw.
  '09040': [{ text: '1 medium', grams: 118 }],
  // Squash, summer, zucchini, including skin, raw.
  '11477': [{ text: '1 medium', grams: 196 }],
  // Avocados, raw, all commercial varieties.
  '09037': [{ text: '1 fruit', grams: 201 }],
  // Garlic, raw.
  '11215': [{ text: '1 clove', grams: 3 }],
  // Onions, raw.
  '11282': [
    { text: '1 medium', grams: 110 },
    { text: '1 large', grams: 150 },
    { text: '1 small', grams: 70 },
  ],
  // Tomatoes, red, ripe, raw.
  '11529': [
    { text: '1 medium', grams: 123 },
    { text: '1 large', grams: 182 },
    { text: '1 small', grams: 91 },
  ],
  // Carrots, raw.
  '11124': [
    { text: '1 medium', grams: 61 },
    { text: '1 large', grams: 72 },
    { text: '1 small', grams: 50 },
  ],
  // Potatoes, white, flesh and skin, raw.
  '11354': [
    { text: '1 medium', grams: 213 },
    { text: '1 small', grams: 170 },
  ],
  // Peppers, sweet, red, raw.
  '11821': [
    { text: '1 medium', grams: 119 },
    { text: '1 large', grams: 164 },
    { text: '1 small', grams: 74 },
  ],
};
