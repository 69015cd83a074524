import { foodNameIndex, namesOfEntry } from './foodNameIndex';
import { sr28Description } from './sr28Words';

describe("the names SR28's descriptions give", () => {
  it.each([
    ['CHEESE, CHEDDAR', ['cheddar', 'cheddar cheese']],
    ['OIL, OLIVE, SALAD OR COOKING', ['olive oil']],
    ['FIGS, DRIED, UNCOOKED', ['fig']],
    ['CHICKPEAS (GARBANZO BNS, BENGAL GRAM), MATURE SDS, CND, SOL AND LIQ', ['chickpea', 'garbanzo bean']],
    ['ONIONS, SPRING OR SCALLIONS (INCL TOPS AND BULB), RAW', ['onion', 'spring onion']],
    ['EGG, WHITE, RAW, FRESH', ['egg white']],
    ['CHICKEN, BROILERS OR FRYERS, THIGH, MEAT ONLY, RAW', ['chicken thigh']],
  ])('%s: %j', (title, names) => {
    expect(namesOfEntry(sr28Description(title))).toEqual(expect.arrayContaining(names));
  });

  it('never makes a name of how SR28 measured the food: "uncooked fig", "solid and liquid chickpea"', () => {
    expect(namesOfEntry(sr28Description('FIGS, DRIED, UNCOOKED'))).not.toContain('uncooked fig');
    expect(namesOfEntry(sr28Description('CHICKPEAS, MATURE SEEDS, CND, SOL AND LIQUIDS'))).toEqual(['chickpea']);
  });

  it('never makes a name of a word that only describes: "white", "dark", "sweet"', () => {
    expect(namesOfEntry(sr28Description('PEPPERS, SWT, RED, RAW'))).not.toContain('sweet');
  });
});

describe('the entry a name stands for, in each state', () => {
  const row = (sr: string, title: string) => [sr, title] as const;

  it("lets a dietitian's pick have the last word, and a name mean another", () => {
    const names = foodNameIndex([row('11998', 'PARSNIPS, RAW'), row('11997', 'PARSNIPS, CKD, BLD, DRND')], {
      parsnip: { cooked: '11998' },
      pastinaca: 'parsnip',
    });
    expect(names.parsnip).toEqual({ 'as bought': '11998', cooked: '11998' });
    expect(names.pastinaca).toEqual(names.parsnip);
  });

  it('is the plainest: raw before cooked, unsalted before salted, no brand', () => {
    const names = foodNameIndex(
      [
        row('11999', 'PARSNIPS, CKD, BLD, DRND, WITH SALT'),
        row('11998', 'PARSNIPS, RAW'),
        row('11997', 'PARSNIPS, CKD, BLD, DRND, WITHOUT SALT'),
        row('11996', "PARSNIPS, KELLOGG'S, RAW"),
      ],
      {},
    );
    expect(names.parsnip).toEqual({ 'as bought': '11998', cooked: '11997' });
  });

  it('keeps nuts and seeds bought dried as bought, and dried fruit apart from fresh', () => {
    const names = foodNameIndex(
      [
        row('12998', 'SESAME SEEDS, WHOLE, DRIED'),
        row('09998', 'APRICOTS, RAW'),
        row('09997', 'APRICOTS, DRIED, SULFURED, UNCKD'),
      ],
      {},
    );
    expect(names['sesame seed']).toEqual({ 'as bought': '12998' });
    expect(names.apricot).toEqual({ 'as bought': '09998', dried: '09997' });
  });

  it('leaves out the groups no recipe takes an ingredient from: baby foods, fast food, cereals, meals', () => {
    const names = foodNameIndex([row('03999', 'BABYFOOD, PARSNIPS, STR'), row('21999', 'FAST FOODS, PARSNIPS')], {});
    expect(names).not.toHaveProperty('parsnip');
  });
});
