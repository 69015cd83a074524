/**
 * Pieces cooks count that SR28 does not weigh, each from a public page that gives the figure (quoted), and where
 * the page gives a measure rather than a weight, that measure weighed by SR28's own portion of the food. A line's
 * piece is weighed by SR28 first (lineGrams.ts); these only fill the gaps, so "2 bay leaves" and "3 shallots" count.
 */
export const PIECES_BEYOND_SR28: Readonly<Record<string, readonly { text: string; grams: number; source: string }[]>> =
  {
    // Spices, anise seed: counted for star anise too (dietitiansPicks.ts).
    '02002': [
      {
        text: '1 star',
        grams: 0.2,
        source:
          'swadesi.org/star-anise-a-scented-carminative-fruit: "provided by the USDA for one pod (0.2g) of star anise"',
      },
    ],
    // Spices, bay leaf.
    '02004': [
      {
        text: '1 leaf',
        grams: 0.2,
        source:
          'herbmedicineindonesia.com/spices/how-much-do-5-bay-leaves-weigh-in-grams: "A single dried bay leaf typically weighs between 0.2 to 0.3 grams"',
      },
    ],
    // Spices, cardamom: SR28 weighs 1 tsp ground at 2.0 g.
    '02006': [
      {
        text: '1 pod',
        grams: 2.0 / 12,
        source: 'spice.alibaba.com/spice-basics/3-cardamom-pods-equals-how-much-ground: "1 pod: 1/12 teaspoon" ground',
      },
    ],
    // Spices, cinnamon, ground: a stick of the bark.
    '02010': [
      {
        text: '1 stick',
        grams: 3.5,
        source:
          'ntro.it.com/how-much-is-3-grams-of-cinnamon-a-complete-guide-to-measurement: "A typical 3-inch cinnamon stick weighs approximately 3 to 4 grams"',
      },
    ],
    // Coriander seed: a seed, counted.
    '02013': [
      {
        text: '1 seed',
        grams: 0.01,
        source: 'spiceflair.com/coriander-seed-with-beauty-and-brain: "The weight of 100 fruits is approximately 1gm"',
      },
    ],
    // Basil, fresh: SR28 weighs 5 leaves at 2.5 g.
    '02044': [
      {
        text: '1 sprig',
        grams: 3.5 * 0.5,
        source:
          'csmonitor.com/1984/0905/090513.html: "A basil sprig is the top cluster on a stem including 3 or 4 leaves"',
      },
    ],
    // Thyme, fresh: SR28 weighs 1 tsp at 0.8 g.
    '02049': [
      {
        text: '1 sprig',
        grams: 1.5 * 0.8,
        source:
          'tastingtable.com/1504451/how-much-dry-thyme-equals-sprig: "a single sprig would yield roughly ½ tablespoon of fresh thyme"',
      },
    ],
    // Rosemary, fresh: SR28 weighs 1 tsp at 0.7 g.
    '02063': [
      {
        text: '1 sprig',
        grams: 0.7,
        source:
          'stellinamarfa.com/vegetables/what-does-1-sprig-of-rosemary-look-like: "one small/medium sprig will equal about one teaspoon of fresh rosemary"',
      },
    ],
    // Lemon peel, raw: SR28 weighs 1 tbsp at 6 g.
    '09156': [
      {
        text: '1 lemon yields',
        grams: 6,
        source:
          'tastingtable.com/1244874/how-much-zest-per-lemon: "One average-sized lemon typically gives you about one tablespoon of zest"',
      },
    ],
    // Limes, raw: SR28 weighs the fruit at 67 g; a wedge is an eighth of it.
    '09159': [
      {
        text: '1 wedge',
        grams: 67 / 8,
        source:
          'washoku.guide/recipe/1582217: "Lemon (or lime)" ... "Cut each piece into half to end up with 8 wedges"',
      },
    ],
    // Orange peel, raw.
    '09216': [
      {
        text: '1 fruit yields',
        grams: 7.5,
        source:
          'fixanswer.com/tag/juice-quantities: "One medium-sized orange should yield about 1-1.5 tablespoons (6-9 grams) of zest"',
      },
    ],
    // Asparagus, raw: the bunch as bought.
    '11011': [
      {
        text: '1 bunch',
        grams: 454,
        source:
          'ntro.it.com/how-many-grams-is-a-bunch-of-asparagus: "in the United States, a standard bunch is often close to one pound, which is approximately 454 grams"',
      },
    ],
    // Celeriac, raw: one root.
    '11141': [
      {
        text: '1 root',
        grams: 340,
        source: 'bornerfarmproject.com/product-page/celeriac: "Sold per root. Each root is about 3/4 lb."',
      },
    ],
    // Chard, swiss, raw: the bunch as bought.
    '11147': [
      {
        text: '1 bunch',
        grams: 283.5,
        source: 'foxfirefarmky.com/post/16: "Our Chard will be bunched and weigh 8-12 ounces" (10 oz)',
      },
    ],
    // Eggplant, raw: a baby one, as small varieties are sold.
    '11209': [
      {
        text: '1 baby',
        grams: 100,
        source:
          'gardenandallotment.com/2025/page/60: "Small Varieties (Baby or Indian Aubergines): ... Weight Range: 50-150 grams (1.7-5.3 ounces) each"',
      },
    ],
    // Garlic, raw: a whole head.
    '11215': [
      {
        text: '1 head',
        grams: 50,
        source:
          'shuncy.com/article/how-much-does-a-lrg-head-of-garlic-weigh: "a medium-sized garlic head weighs around 1.5 to 2 ounces (43 to 57 grams)"',
      },
    ],
    // Potatoes, raw, skin: a new potato, smaller than any SR28 weighs.
    '11354': [
      {
        text: '1 new',
        grams: 77.5,
        source:
          'ntro.it.com/how-much-is-500-grams-in-potatoes-a-guide-to-accurate-cooking: "Small New Potatoes | 70–85 grams"',
      },
    ],
    // Shallots, raw.
    '11677': [
      {
        text: '1 shallot',
        grams: 25,
        source: 'sizepedia.org/how-much-does-a-shallot-weigh: "An average shallot weighs about 25 to 30 grams"',
      },
    ],
    // Lemon grass, raw: SR28 weighs 1 tbsp at 4.8 g.
    '11972': [
      {
        text: '1 stalk',
        grams: 4.8,
        source: 'ntro.it.com/how-much-lemongrass-should-i-use: "One finely chopped stalk yields about 1 tablespoon"',
      },
    ],
    // Leavening agents, baking powder: the sachet French recipes count.
    '18369': [
      {
        text: '1 sachet',
        grams: 11,
        source:
          '750g.com/ce-produit-mythique-et-indispensable-en-patisserie-va-certainement-disparaitre-de-nos-rayons-a33335.htm: "des petits sachets en papier qui contiennent 11g de levure chimique"',
      },
    ],
  };
