import type { TermList } from '../../lib/findTerm';
import { EVERYDAY_NON_FOODS, KITCHEN_ITEMS } from './nonFoods';

/**
 * Every non-food the app knows, by its common, chemical and brand names (Poison Control's lists of household
 * poisonings: cleaners, solvents, pesticides, fuels, medicines): the everyday names and the rest. The recipe check
 * always uses it; the form, once it has loaded.
 */
export const ALL_NON_FOODS: TermList = {
  terms: [
    ...EVERYDAY_NON_FOODS,
    'chlorine bleach', 'oxygen bleach', 'calcium hypochlorite', 'hypochlorite', 'pool chlorine', 'pool shock',
    'laundry detergent', 'dishwashing liquid', 'fairy liquid', 'dawn dish soap', 'hand soap', 'liquid soap',
    'hair conditioner', 'body wash', 'shower gel', 'bubble bath', 'mouthwash', 'deodorant', 'cologne', 'aftershave',
    'lotion', 'sunscreen', 'sun cream', 'hand cream', 'tide pod', 'fabric conditioner', 'dishwasher tablet',
    'dishwasher detergent', 'rinse aid', 'limescale remover', 'descaler', 'drain unblocker', 'glass cleaner',
    'toilet cleaner', 'bathroom cleaner', 'floor cleaner', 'cleaning spray', 'antibacterial spray', 'hand sanitiser',
    'sterilising fluid', 'domestos', 'clorox', 'dettol', 'lysol', 'windex', 'harpic', 'cillit bang', 'mr muscle',
    'oxiclean', 'febreze', 'zoflora', 'jeyes fluid', 'toilet duck', 'pine sol', 'mr clean', 'sodium hydroxide',
    'potassium hydroxide', 'hydrochloric acid', 'muriatic acid', 'sulfuric acid', 'sulphuric acid', 'nitric acid',
    'hydrofluoric acid', 'battery acid', 'ammonium hydroxide', 'sodium percarbonate', 'borax', 'boric acid',
    'formaldehyde', 'formalin', 'chloroform', 'silica gel', 'desiccant', 'cat litter', 'methylated spirit', 'meths',
    'white spirit', 'mineral spirit', 'surgical spirit', 'denatured alcohol', 'isopropanol', 'ethylene glycol',
    'coolant', 'brake fluid', 'transmission fluid', 'screenwash', 'windscreen wash', 'windshield washer fluid',
    'paraffin wax', 'lamp oil', 'jet fuel', 'butane', 'propane', 'engine oil', 'firelighter', 'charcoal briquette',
    'wd 40', 'naphtha', 'benzene', 'toluene', 'xylene', 'nail polish remover', 'hair dye', 'superglue', 'super glue',
    'wood glue', 'epoxy', 'caulk', 'grout', 'plaster of paris', 'sawdust', 'crayon', 'play doh', 'candle wax',
    'acrylic paint', 'oil paint', 'spray paint', 'emulsion paint', 'tea tree oil', 'eucalyptus oil',
    'wintergreen oil', 'camphor', 'citronella oil', 'rat bait', 'mouse poison', 'rodenticide', 'bug spray',
    'fly spray', 'insect repellent', 'mosquito repellent', 'deet', 'slug pellet', 'metaldehyde', 'weedkiller',
    'glyphosate', 'paraquat', 'arsenic', 'cyanide', 'strychnine', 'mercury', 'thallium', 'cough syrup',
    'cough medicine', 'cold medicine', 'naproxen', 'diclofenac', 'codeine', 'morphine', 'tramadol', 'oxycodone',
    'hydrocodone', 'fentanyl', 'opioid', 'heroin', 'cocaine', 'methamphetamine', 'ketamine', 'diazepam', 'lorazepam',
    'alprazolam', 'zolpidem', 'benzodiazepine', 'barbiturate', 'sedative', 'antidepressant', 'sertraline',
    'fluoxetine', 'citalopram', 'amitriptyline', 'antihistamine', 'antibiotic', 'amoxicillin', 'penicillin',
    'warfarin', 'metformin', 'insulin', 'digoxin', 'lithium', 'tylenol', 'advil', 'motrin', 'nurofen', 'panadol',
    'calpol', 'aleve', 'benadryl', 'xanax', 'valium', 'ambien', 'viagra', 'prozac', 'zoloft', 'adderall', 'ritalin',
    'nyquil', 'dayquil', 'robitussin', 'pepto bismol', 'imodium', 'gaviscon', 'lemsip', 'sudafed', 'claritin',
    'zyrtec', 'vicks', 'vaporub', 'sudocrem', 'nicotine', 'e cigarette', 'vape', 'vape juice', 'e liquid',
  ],
  exceptions: KITCHEN_ITEMS,
};
