/**
 * Pieces cooks count that SR28 does not weigh, each from a public page that gives the figure (quoted), and where
 * the page gives a measure rather than a weight, that measure weighed by SR28's own portion of the food. A line's
 * piece is weighed by SR28 first (lineGrams.ts); these only fill the gaps, so "2 bay leaves" and "3 shallots" count.
 */
export const PIECES_BEYOND_SR28: Readonly<Record<string, readonly { text: string; grams: number; source: string }[]>> =
  {
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
    // Shallots, raw.
    '11677': [
      {
        text: '1 shallot',
        grams: 25,
        source: 'sizepedia.org/how-much-does-a-shallot-weigh: "An average shallot weighs about 25 to 30 grams"',
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
