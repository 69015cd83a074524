/**
 * Real ingredient lines (REAL_LINES, with their sources) that the counter counts, each with the SR28 entry a
 * dietitian would count it as, checked by hand line by line: the state the line asks for, the common form when it
 * names none. Lines where SR28 has no entry a dietitian would stand behind (smoked trout, Sichuan pepper, fresh
 * egg noodles, fresh horseradish, smoked turkey, potato peelings) are left out of this table rather than judged.
 * realLines.test.ts holds the counter to at least 95 % of these.
 */
export const HAND_CHECKED: readonly (readonly [line: string, sr: string])[] = [
  ['1½ tsp smoked hot paprika', '02028'], // PAPRIKA
  ['4 tsp ground cumin', '02014'], // CUMIN SEED
  ['2 tsp cider vinegar', '02048'], // VINEGAR, CIDER
  ['3 pears, peeled, core removed, and chopped', '09252'], // PEARS, RAW
  ['3 tsp icing sugar, in a shaker', '19336'], // SUGARS, POWDERED
  ['3 tbsp extra virgin rapeseed oil', '04582'], // OIL, CANOLA
  ['4 spring onions, green part only, finely chopped', '11291'], // ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW
  ['3 beefsteak tomatoes, thickly sliced', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['2 wild ducks, cleaned', '05144'], // DUCK, WILD, MEAT AND SKN, RAW
  ['1 small carrot, peeled, cut into matchsticks', '11124'], // CARROTS, RAW
  ['5 tbsp chopped fresh parsley', '11297'], // PARSLEY, FRSH
  ['½ pear, cored', '09252'], // PEARS, RAW
  ['10g chives, chopped', '11156'], // CHIVES, RAW
  ['4 large ripe tomatoes, roughly chopped', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['3 beefsteak tomatoes, peeled and chopped', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['2 cooked beetroot (not in vinegar)', '11081'], // BEETS, CKD, BLD, DRND
  ['1 tsp black treacle', '19304'], // MOLASSES
  ['3 free-range eggs, whisked', '01123'], // EGG, WHL, RAW, FRSH
  ['3 tbsp fish sauce (nam pla)', '06179'], // SAUCE, FISH, READY-TO-SERVE
  ['1 herring fillet, cut in half and skin scored', '15039'], // HERRING, ATLANTIC, RAW
  ['1 red pepper, deseeded and thinly sliced', '11821'], // PEPPERS, SWT, RED, RAW
  ['4 fresh birds eye chillies, seeds removed, chopped', '11819'], // PEPPERS, HOT CHILI, RED, RAW
  ['1 tsp fresh rosemary, finely chopped', '02063'], // ROSEMARY, FRESH
  ['2 long red chillies, seeds removed, finely chopped', '11819'], // PEPPERS, HOT CHILI, RED, RAW
  ['4 tbsp muscovado sugar', '19334'], // SUGARS, BROWN
  ['1 hispi cabbage, thinly sliced', '11109'], // CABBAGE, RAW
  ['½ tsp coriander', '11165'], // CORIANDER (CILANTRO) LEAVES, RAW
  ['1 red chilli, seeds removed and chopped', '11819'], // PEPPERS, HOT CHILI, RED, RAW
  ['4 new potatoes, cut into strips', '11354'], // POTATOES, WHITE, FLESH AND SKN, RAW
  ['2 tbsp strawberry jam', '19297'], // JAMS AND PRESERVES
  ['1 round courgette, top sliced off and flesh scooped out', '11477'], // SQUASH, SMMR, ZUCCHINI, INCL SKN, RAW
  ['4 tsp white balsamic vinegar', '02069'], // VINEGAR, BALSAMIC
  ['1 tsp thyme leaves', '02049'], // THYME, FRSH
  ['2 red peppers, cut into long slices', '11821'], // PEPPERS, SWT, RED, RAW
  ['10g pecans, toasted and chopped', '12142'], // PECANS
  ['4 cherry tomatoes, sliced', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['1 large tomato, seeds removed, finely chopped', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['10 hard red apples, quartered and cored', '09003'], // APPLES, RAW, WITH SKIN
  ['2 garlic clove, grated', '11215'], // GARLIC, RAW
  ['6 anchovy fillets in olive oil, drained', '15002'], // ANCHOVY, EUROPEAN, CND IN OIL, DRND SOL
  ['5 tbsp milk', '01077'], // MILK, WHL, 3.25% MILKFAT, WITH ADDED VITAMIN D
  ['1 tbsp kibbled onions (dried onion flakes)', '11284'], // ONIONS, DEHYDRATED FLAKES
  ['¼ tsp freshly ground cardamom seeds', '02006'], // SPICES, CARDAMOM
  ['3 celery sticks, roughly chopped', '11143'], // CELERY, RAW
  ['1 tsp chopped fresh parsley', '11297'], // PARSLEY, FRSH
  ['18 ripe plum tomatoes', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['4 tbsp half-fat crème fraîche', '01178'], // SOUR CREAM, REDUCED FAT: SR28 has no crème fraîche
  ['1 orange, peeled and chopped', '09200'], // ORANGES, RAW, ALL COMM VAR
  ['2 tbsp extra virgin olive oil, to serve', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['3 tbsp extra virgin olive oil, plus extra to serve', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['2 whole beetroots', '11080'], // BEETS, RAW
  ['2 tsp vanilla essence', '02050'], // VANILLA EXTRACT
  ['2 tsp Moscatel vinegar', '02068'], // VINEGAR, RED WINE: a wine vinegar
  ['20 fresh mint leaves', '02065'], // SPEARMINT, FRESH
  ['4 tbsp fresh coriander leaves', '11165'], // CORIANDER (CILANTRO) LEAVES, RAW
  ['1 celery stick, roughly chopped', '11143'], // CELERY, RAW
  ['1 tbsp warm coffee', '14209'], // BEVERAGES, COFFEE, BREWED, PREP WITH TAP H2O
  ['1 portobello mushroom, chopped', '11265'], // MUSHROOMS, PORTABELLA, RAW
  ['6 fresh oysters in their shell', '15171'], // OYSTER, PACIFIC, RAW
  ['2 tbps olive oil', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['1 beef tomato, cut in half', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['4 slices dry cured back bacon', '10123'], // PORK, CURED, BACON, UNPREP
  ['1 medium carrot, diced', '11124'], // CARROTS, RAW
  ['2 trout fillets', '15114'], // TROUT, MIXED SPECIES, RAW
  ['3 tbsp finely chopped fresh mint leaves', '02065'], // SPEARMINT, FRESH
  ['2 tbsp edamame beans', '11211'], // EDAMAME, FRZ, UNPREP
  ['½ pomegranate seeds', '09286'], // POMEGRANATES, RAW
  ['3 tomatoes, sliced', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['4 large free-range eggs, separated', '01123'], // EGG, WHL, RAW, FRSH
  ['¼ tbsp hot paprika', '02028'], // PAPRIKA
  ['2 beetroot, peeled and quartered', '11080'], // BEETS, RAW
  ['1 leek, cut into 1cm cubes', '11246'], // LEEKS, (BULB AND LOWER LEAF-PORTION), RAW
  ['4 medium-sized bananas, skins on', '09040'], // BANANAS, RAW
  ['3 tbsp peanut oil', '04042'], // OIL, PNUT, SALAD OR COOKING
  ['1 large carrot, grated', '11124'], // CARROTS, RAW
  ['1 tbsp white peppercorns', '02032'], // PEPPER, WHITE
  ['1 chilli, de-seeded and finely chopped', '11819'], // PEPPERS, HOT CHILI, RED, RAW
  ['¼ tsp cumin seeds', '02014'], // CUMIN SEED
  ['3 skinless chicken breasts, trimmed and cut into bite-size pieces', '05062'], // CHICKEN, BROILER OR FRYERS, BRST, SKINLESS, BNLESS, MEAT ONLY, RAW
  ['3 large free-range eggs', '01123'], // EGG, WHL, RAW, FRSH
  ['½ tsp saffron strands', '02037'], // SAFFRON
  ['2 ripe plum tomatoes, peeled', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['1 small onion, peeled and finely chopped', '11282'], // ONIONS, RAW
  ['2 large potatoes, skin on', '11354'], // POTATOES, WHITE, FLESH AND SKN, RAW
  ['¼ onion, grated', '11282'], // ONIONS, RAW
  ['2 salted anchovy fillets, rinsed, drained, very finely chopped', '15002'], // ANCHOVY, EUROPEAN, CND IN OIL, DRND SOL
  ['4 chicken drumsticks', '05066'], // CHICKEN, BROILERS OR FRYERS, DRUMSTK, MEAT AND SKN, RAW
  ['8 tbsp Italian olive oil', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['1 medium red onion, chopped', '11282'], // ONIONS, RAW
  ['8 zucchini, halved lengthwise', '11477'], // SQUASH, SMMR, ZUCCHINI, INCL SKN, RAW
  ['½ cup pumpkin seeds', '12014'], // PUMPKIN AND SQUASH SD KRNLS, DRIED
  ['3 tablespoons chopped cilantro (thick bottom stems cut off)', '11165'], // CORIANDER (CILANTRO) LEAVES, RAW
  ['½ teaspoon cinnamon', '02010'], // CINNAMON, GROUND
  ['3 large radishes, halved lengthwise, then cut crosswise into paper thin slices', '11429'], // RADISHES, RAW
  ['½ cup bourbon', '14037'], // ALCOHOLIC BEV, DISTILLED, ALL (GIN, RUM, VODKA, WHISKEY) 80 PROOF
  ['2 large egg whites', '01124'], // EGG, WHITE, RAW, FRESH
  ['1 cup heavy cream, very cold', '01053'], // CREAM, FLUID, HVY WHIPPING
  ['½ cup fruity white wine', '14106'], // ALCOHOLIC BEV, WINE, TABLE, WHITE
  ['1 ripe avocado, seeded, peeled, and diced', '09037'], // AVOCADOS, RAW, ALL COMM VAR
  ['1 tablespoon coarse sea salt', '02047'], // SALT, TABLE
  ['½ cup thinly sliced green onion', '11291'], // ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW
  ['2 large eggs, lightly beaten', '01123'], // EGG, WHL, RAW, FRSH
  ['¼ sweet onion, sliced', '11294'], // ONIONS, SWT, RAW
  ['1 tablespoon lemon juice, to taste', '09152'], // LEMON JUICE, RAW
  ['2 celery stalks', '11143'], // CELERY, RAW
  ['2½ tablespoons confectioners sugar', '19336'], // SUGARS, POWDERED
  ['1 teaspoon chopped jalapeño', '11979'], // PEPPERS, JALAPENO, RAW
  ['3 egg yolks, beaten well', '01125'], // EGG, YOLK, RAW, FRSH
  ['4 pounds butternut squash, peeled and chopped into 1-inch cubes', '11485'], // SQUASH, WNTR, BUTTERNUT, RAW
  ['1 pound fava beans, shelled', '16052'], // BROADBEANS (FAVA BEANS), MATURE SEEDS, RAW
  ['1 tbsp egg white', '01124'], // EGG, WHITE, RAW, FRESH
  ['½ cup finely chopped white onions', '11282'], // ONIONS, RAW
  ['¼ teaspoon brown mustard seeds', '02024'], // SPICES, MUSTARD SD, GROUND
  ['2 tablespoons coarsely chopped imported black olives, preferably Kalamata', '09193'], // OLIVES, RIPE, CND (SMALL-EXTRA LRG)
  ['¼ teaspoon freshly grated lemon zest', '09156'], // LEMON PEEL, RAW
  ['2 tablespoons olive oil', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['6 tbsp peanut oil', '04042'], // OIL, PNUT, SALAD OR COOKING
  ['6 tbsp butter', '01001'], // BUTTER, WITH SALT
  ['1 tbsp. ground cumin', '02014'], // CUMIN SEED
  ['1¼ cups maple syrup', '19353'], // SYRUPS, MAPLE
  ['8 ounces very thin dried rice noodles', '20133'], // RICE NOODLES, DRY
  ['½ teaspoon grated lemon rind', '09156'], // LEMON PEEL, RAW
  ['4 cups light spelt flour', '20140'], // SPELT, UNCKD
  ['2 scallions, very finely chopped (white and green parts)', '11291'], // ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW
  ['6 cups vegetable oil', '04582'], // OIL, CANOLA
  ['3 tbsp heavy cream', '01053'], // CREAM, FLUID, HVY WHIPPING
  ['¼ cup yellow split peas (chana dal), picked over for stones', '16085'], // PEAS, GRN, SPLIT, MATURE SEEDS, RAW
  ['2 tablespoons extra virgin olive oil, plus more for rubbing on the pork', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['1 tsp dried tarragon, crumbled', '02041'], // SPICES, TARRAGON, DRIED
  ['8 green onions (white part and firm section of green part), finely chopped', '11291'], // ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW
  ['3¼ cups granulated sugar', '19335'], // SUGARS, GRANULATED
  ['2½ cups yellow cornmeal, plus more if needed', '20020'], // CORNMEAL, WHOLE-GRAIN, YEL
  ['3 large vine-ripened tomatoes', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['1 cup lentils, rinsed, drained, impurities removed', '16069'], // LENTILS, RAW
  ['1 cup shredded unsweetened coconut', '12108'], // COCONUT MEAT, DRIED (DESICCATED), NOT SWTND
  ['½ teaspoon salt, plus more for sprinkling', '02047'], // SALT, TABLE
  ['1 large onion, peeled and halved lengthwise', '11282'], // ONIONS, RAW
  ['1 cup bread crumbs, preferably fresh (from about 2 slices bread)', '18069'], // BREAD, WHITE: fresh crumbs are bread
  ['1 cup diced ripe tomato', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['½ cup coarsely grated Parmigiano-Reggiano cheese, plus extra for serving', '01032'], // CHEESE, PARMESAN, GRATED
  ['1 small red onion, minced', '11282'], // ONIONS, RAW
  ['¼ cup pitted, split brine-cured black olives', '09193'], // OLIVES, RIPE, CND (SMALL-EXTRA LRG)
  ['2 carrots, diced', '11124'], // CARROTS, RAW
  ['1 cup quinoa, rinsed in cold water and drained', '20035'], // QUINOA, UNCKD
  ['2 cups finely chopped yellow onions', '11282'], // ONIONS, RAW
  ['1 cup ripe mango, cut into medium pieces', '09176'], // MANGOS, RAW
  ['3 cloves garlic, peeled but left whole', '11215'], // GARLIC, RAW
  ['6 tbsp olive oil', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['2 cups low-fat vanilla yogurt', '01119'], // YOGURT, VANILLA, LOFAT
  ['9 tablespoons unsalted butter', '01145'], // BUTTER, WITHOUT SALT
  ['1 teaspoon dry English mustard', '02024'], // SPICES, MUSTARD SD, GROUND
  ['1¼ cups hearty red wine', '14096'], // ALCOHOLIC BEV, WINE, TABLE, RED
  ['¼ teaspoon red cayenne pepper', '02031'], // PEPPER, RED OR CAYENNE
  ['4 slices bacon, minced', '10123'], // PORK, CURED, BACON, UNPREP
  ['2 large red bell peppers, thinly sliced', '11821'], // PEPPERS, SWT, RED, RAW
  ['3 tablespoons olive oil, plus more for brushing', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['1 cup raw almonds', '12061'], // ALMONDS
  ['¾ cup kosher salt', '02047'], // SALT, TABLE
  ['2 tablespoons dark brown sugar', '19334'], // SUGARS, BROWN
  ['2 cups red lentils, rinsed and drained', '16144'], // LENTILS, PINK OR RED, RAW
  ['2 tbsp butter, melted, plus more for the dish', '01001'], // BUTTER, WITH SALT
  ['Half a cucumber', '11205'], // CUCUMBER, WITH PEEL, RAW
  ['3 cups granulated sugar, plus 1 cup for rolling dropped cookie dough', '19335'], // SUGARS, GRANULATED
  ['1 teaspoon black peppercorns', '02030'], // PEPPER, BLACK
  ['1 tablespoon ground turmeric', '02043'], // TURMERIC, GROUND
  ['4 teaspoons honey', '19296'], // HONEY
  ['1½ pound boiling potatoes, peeled and cubed', '11354'], // POTATOES, WHITE, FLESH AND SKN, RAW
  ['2 whole tomatoes, chopped', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['3 carrots, peeled and cut into small dice', '11124'], // CARROTS, RAW
  ['7 pounds pickling cucumbers (no longer than 4 inches, if possible, for easy packing)', '11205'], // CUCUMBER, WITH PEEL, RAW
  ['8 ounces coarsely chopped fresh ginger', '11216'], // GINGER ROOT, RAW
  ['¼ cup firmly packed dark brown sugar', '19334'], // SUGARS, BROWN
  ['1 tablespoon coarse-grained mustard', '02046'], // MUSTARD, PREPARED, YELLOW
  ['1 cup tightly packed parsley leaves', '11297'], // PARSLEY, FRSH
  ['¾ cup lukewarm water', '14411'], // BEVERAGES, H2O, TAP, DRINKING
  ['½ tsp English mustard', '02024'], // SPICES, MUSTARD SD, GROUND
  ['1 onion, cut into small dice', '11282'], // ONIONS, RAW
  ['1 cup celery, cut into medium dice', '11143'], // CELERY, RAW
  ['¾ cup shredded carrots', '11124'], // CARROTS, RAW
  ['½ tablespoon minced fresh garlic', '11215'], // GARLIC, RAW
  ['1 pound ground beef chuck', '23572'], // BEEF, GROUND, 80% LN MEAT / 20% FAT, RAW
  ['2 tablespoons cooking oil (for browning)', '04582'], // OIL, CANOLA
  ['3 tablespoons shredded coconut', '12108'], // COCONUT MEAT, DRIED (DESICCATED), NOT SWTND
  ['1 teaspoon coarse salt', '02047'], // SALT, TABLE
  ['1 tablespoon fine, dry bread crumbs, as needed', '18079'], // BREAD CRUMBS, DRY, GRATED, PLN
  ['1 teaspoon light corn syrup', '19350'], // SYRUPS, CORN, LT
  ['4 cups peeled, diced apple, any cooking variety', '09003'], // APPLES, RAW, WITH SKIN
  ['7 tablespoons fruity olive oil', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['2 tablespoons granulated sugar', '19335'], // SUGARS, GRANULATED
  ['3 cups raw oatmeal', '20038'], // OATS
  ['3 tablespoons chopped fresh Italian (flat-leaf) parsley', '11297'], // PARSLEY, FRSH
  ['1 medium yellow onion, diced', '11282'], // ONIONS, RAW
  ['2 cups small shelled fresh lima beans', '11031'], // LIMA BNS, IMMAT SEEDS, RAW
  ['2 tablespoons finely grated parmesan cheese', '01032'], // CHEESE, PARMESAN, GRATED
  ['1½ cups heavy cream, divided', '01053'], // CREAM, FLUID, HVY WHIPPING
  ['1 teaspoon sweet Hungarian paprika, plus additional for garnish', '02028'], // PAPRIKA
  ['3 medium Idaho potatoes, peeled and cut into about 8 chunks each', '11354'], // POTATOES, WHITE, FLESH AND SKN, RAW
  ['1 teaspoon black peppercorns, crushed (see Cook’s Note)', '02030'], // PEPPER, BLACK
  ['2 cups finely sliced leeks, white part only', '11246'], // LEEKS, (BULB AND LOWER LEAF-PORTION), RAW
  ['2 tablespoons diced white onion', '11282'], // ONIONS, RAW
  ['1 teaspoon yellow mustard seeds', '02024'], // SPICES, MUSTARD SD, GROUND
  ['4 green onions, green and white parts, thinly sliced', '11291'], // ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW
  ['1 md carrot, cut into matchsticks', '11124'], // CARROTS, RAW
  ['1 lb ground chicken', '05332'], // CHICKEN, GROUND, RAW
  ['2 tbsp melted unsalted butter, for brushing', '01145'], // BUTTER, WITHOUT SALT
  ['2 tbsp water', '14411'], // BEVERAGES, H2O, TAP, DRINKING
  ['2 tbsp olive oil, plus extra for topping', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['1 tbsp non-pareil capers, squeezed dry', '02054'], // CAPERS, CANNED
  ['8 oz firm tofu', '16126'], // TOFU, FIRM, PREP WITH CA SULFATE AND MAGNESIUM CHLORIDE (NIGARI)
  ['7 tbsp unsalted butter', '01145'], // BUTTER, WITHOUT SALT
  ['2 cans chickpeas (or 3 cups freshly cooked chickpeas)', '16359'], // CHICKPEAS, MATURE SEEDS, CND, DRND, RINSED IN TAP H2O
  ['8 cloves garlic, thinly sliced', '11215'], // GARLIC, RAW
  ['1 ½ lb spaghetti', '20120'], // PASTA, DRY, ENR
  ['1 red onion, halved and finely sliced', '11282'], // ONIONS, RAW
  ['5 tbsp all-purpose flour', '20081'], // WHEAT FLR, WHITE, ALL-PURPOSE, ENR, BLEACHED
  ['1 tsp sherry vinegar', '02068'], // VINEGAR, RED WINE: a wine vinegar
  ['1 lg egg, lightly beaten', '01123'], // EGG, WHL, RAW, FRSH
  ['8 oz ice cubes', '14411'], // BEVERAGES, H2O, TAP, DRINKING
  ['5 tbsp butter', '01001'], // BUTTER, WITH SALT
  ['1 tbsp peanut oil', '04042'], // OIL, PNUT, SALAD OR COOKING
  ['1 tbsp finely grated orange zest', '09216'], // ORANGE PEEL, RAW
  ['2 tsp turmeric powder', '02043'], // TURMERIC, GROUND
  ['4 tsp instant yeast', '18375'], // LEAVENING AGENTS, YEAST, BAKER'S, ACTIVE DRY
  ['1 stick unsalted butter, melted', '01145'], // BUTTER, WITHOUT SALT
  ['9 tbsp butter, softened', '01001'], // BUTTER, WITH SALT
  ['2 tbsp parsley', '11297'], // PARSLEY, FRSH
  ['2 tbsp oat bran', '20033'], // OAT BRAN, RAW
  ['2 tbsp fresh thyme leaves', '02049'], // THYME, FRSH
  ['3½ oz stilton', '01004'], // CHEESE, BLUE
  ['2 tbsp brown sugar', '19334'], // SUGARS, BROWN
  ['1 lg egg, beaten', '01123'], // EGG, WHL, RAW, FRSH
  ['1 green chili, finely chopped', '11670'], // PEPPERS, HOT CHILI, GRN, RAW
  ['3 tbsp vodka', '14037'], // ALCOHOLIC BEV, DISTILLED, ALL (GIN, RUM, VODKA, WHISKEY) 80 PROOF
  ['1 tbsp cumin', '02014'], // CUMIN SEED
  ['1 red onion, finely sliced', '11282'], // ONIONS, RAW
  ['1 lb bucatini', '20120'], // PASTA, DRY, ENR
  ['1 watermelon', '09326'], // WATERMELON, RAW
  ['½ lb peeled and deveined shrimp', '15270'], // CRUSTACEANS, SHRIMP, RAW (NOT PREVIOUSLY FROZEN)
  ['3 tbsp olive oil, divided', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['2 tbsp crushed, roasted peanuts', '16390'], // PEANUTS, ALL TYPES, DRY-ROASTED, WITHOUT SALT
  ['½ oz fresh cream', '01053'], // CREAM, FLUID, HVY WHIPPING
  ['1½ tsp dijon mustard', '02046'], // MUSTARD, PREPARED, YELLOW
  ['8 oz medium, fully peeled, gulf brown shrimp', '15270'], // CRUSTACEANS, SHRIMP, RAW (NOT PREVIOUSLY FROZEN)
  ['1 tsp salt', '02047'], // SALT, TABLE
  ['0.75 tsp salt', '02047'], // SALT, TABLE
  ['1 tsp cornstarch', '20027'], // CORNSTARCH
  ['2 tbsp butter, softened', '01001'], // BUTTER, WITH SALT
  ['1 sm onion, minced', '11282'], // ONIONS, RAW
  ['5 garlic cloves, peeled and thinly sliced', '11215'], // GARLIC, RAW
  ['1 tbsp tahini', '12166'], // SESAME BUTTER, TAHINI, FROM RSTD AND TSTD KRNLS (MOST COMMON TYPE)
  ['¼ tsp fine sea salt', '02047'], // SALT, TABLE
  ['1 tbsp raw apple cider vinegar', '02048'], // VINEGAR, CIDER
  ['1 ½ tsp dried mint', '02066'], // SPEARMINT, DRIED
  ['1 tbsp red pepper flakes', '02031'], // PEPPER, RED OR CAYENNE
  ['1 tsp freshly grated ginger (optional)', '11216'], // GINGER ROOT, RAW
  ['1 ½ tsp kosher salt', '02047'], // SALT, TABLE
  ['3 lb flank steak', '13065'], // BEEF, FLANK, STEAK, LN AND FAT, 0" FAT, CHOIC, RAW
  ['2 tsp distilled white vinegar', '02053'], // VINEGAR, DISTILLED
  ['1 oz fresh ginger, peeled and julienned', '11216'], // GINGER ROOT, RAW
  ['0.5 tsp whole cloves', '02011'], // CLOVES, GROUND
  ['1 ¼ tsp kosher salt, plus more as needed', '02047'], // SALT, TABLE
  ['5 gingersnaps, crushed', '18172'], // COOKIES, GINGERSNAPS
  ['1 tsp (heaped) Diamond Crystal kosher salt', '02047'], // SALT, TABLE
  ['1 tsp dried oregano, preferably Mexican', '02027'], // SPICES, OREGANO, DRIED
  ['4 lg egg yolks, at room temperature', '01125'], // EGG, YOLK, RAW, FRSH
  ['1.5 tsp ground cinnamon', '02010'], // CINNAMON, GROUND
  ['1 red bell pepper, spiralized with blade A, noodles trimmed', '11821'], // PEPPERS, SWT, RED, RAW
  ['1 whole lime, wedged', '09159'], // LIMES, RAW
  ['8 tbsp unsalted butter', '01145'], // BUTTER, WITHOUT SALT
  ['1¼ lb unsalted butter at room temperature', '01145'], // BUTTER, WITHOUT SALT
  ['1 sm yellow onion, chopped', '11282'], // ONIONS, RAW
  ['½ tsp gelatin', '19177'], // GELATINS, DRY PDR, UNSWTND
  ['1 tbsp onion powder', '02026'], // ONION POWDER
  ['¾ oz maple syrup', '19353'], // SYRUPS, MAPLE
  ['1.5 tsp dried oregano', '02027'], // SPICES, OREGANO, DRIED
  ['2 md yellow onions, diced', '11282'], // ONIONS, RAW
  ['4 lb lamb shanks (4-6 shanks in total)', '17015'], // LAMB, DOM, LEG, SHANK HALF, LN AND FAT, 1/4"FAT, CHOIC, RAW
  ['1 sm carrot, thinly julienned', '11124'], // CARROTS, RAW
  ['7 g salt', '02047'], // SALT, TABLE
  ['3 avocadoes, cubed', '09037'], // AVOCADOS, RAW, ALL COMM VAR
  ['1 md onion, diced', '11282'], // ONIONS, RAW
  ['1 tsp flavorless oil, such as canola', '04582'], // OIL, CANOLA
  ['½ tsp honey', '19296'], // HONEY
  ['1 tsp dried thyme', '02042'], // SPICES, THYME, DRIED
  ['1 tbsp oil', '04582'], // OIL, CANOLA
  ['1 tsp red chile flakes', '02031'], // PEPPER, RED OR CAYENNE
  ['5 garlic cloves, peeled and minced', '11215'], // GARLIC, RAW
  ['2 tsp snipped chives', '11156'], // CHIVES, RAW
  ['1 tbsp desiccated coconut', '12108'], // COCONUT MEAT, DRIED (DESICCATED), NOT SWTND
  ['2 ¾ tsp kosher salt', '02047'], // SALT, TABLE
  ['4 tsp neutral oil', '04582'], // OIL, CANOLA
  ['½ tsp baking powder', '18369'], // LEAVENING AGENTS, BAKING PDR, DOUBLE-ACTING, NA AL SULFATE
  ['3 tbsp fresh lemon juice', '09152'], // LEMON JUICE, RAW
  ['2 oz herbed goat cheese, crumbled', '01159'], // CHEESE, GOAT, SOFT TYPE
  ['¾ tsp fine-grain sea salt', '02047'], // SALT, TABLE
  ['4 tbsp vegetable oil', '04582'], // OIL, CANOLA
  ['1 large white onion', '11282'], // ONIONS, RAW
  ['12 oz cream cheese, softened', '01017'], // CHEESE, CREAM
  ['4 oz plain yogurt', '01116'], // YOGURT, PLN, WHL MILK, 8 GRAMS PROT PER 8 OZ
  ['3 oz good-quality white chocolate, finely chopped', '19087'], // CANDIES, WHITE CHOC
  ['3 lb carrots, cut into 1-inch pieces', '11124'], // CARROTS, RAW
  ['1.5 tsp extra-virgin olive oil', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['3 ½ oz sea salt', '02047'], // SALT, TABLE
  ['4 large Yukon Gold potatoes', '11354'], // POTATOES, WHITE, FLESH AND SKN, RAW
  ['½ tsp celery seed', '02007'], // CELERY SEED
  ['1½ tsp whole fennel seeds', '02018'], // FENNEL SEED
  ['1 tsp coriander, ground', '02013'], // CORIANDER SEED
  ['6 tbsp olive oil, divided', '04053'], // OIL, OLIVE, SALAD OR COOKING
  ['8 scallions', '11291'], // ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW
  ['½ tsp flakey finishing salt', '02047'], // SALT, TABLE
  ['4 tbsp parsley leaves, chopped', '11297'], // PARSLEY, FRSH
  ['2 limes, each cut into 6 wedges', '09159'], // LIMES, RAW
  ['1 tbsp brandy', '14037'], // ALCOHOLIC BEV, DISTILLED, ALL (GIN, RUM, VODKA, WHISKEY) 80 PROOF
  ['1 small tomato', '11529'], // TOMATOES, RED, RIPE, RAW, YEAR RND AVERAGE
  ['2 large eggs, room temperature', '01123'], // EGG, WHL, RAW, FRSH
  ['2 tbsp paprika', '02028'], // PAPRIKA
  ['2 tbsp white wine vinegar, plus more to taste', '02068'], // VINEGAR, RED WINE
  ['4 Bosc pears, peeled and cored', '09414'], // PEARS, RAW, BOSC
  ['2 tbsp coriander seeds', '02013'], // CORIANDER SEED
  ['1.5 tsp dried thyme', '02042'], // SPICES, THYME, DRIED
  ['8 oz sharp cheddar, grated by you', '01009'], // CHEESE, CHEDDAR
  ['3 tbsp capers, drained', '02054'], // CAPERS, CANNED
  ['2 tsp kosher salt, plus more to taste', '02047'], // SALT, TABLE
  ['2 oz chopped bittersweet chocolate', '19904'], // CHOCOLATE, DK, 70-85% CACAO SOL
];
