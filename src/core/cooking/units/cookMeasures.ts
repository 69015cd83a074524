import configureMeasurements from 'convert-units';
import length, { type LengthSystems, type LengthUnits } from 'convert-units/definitions/length';
import mass, { type MassSystems, type MassUnits } from 'convert-units/definitions/mass';
import temperature, { type TemperatureSystems, type TemperatureUnits } from 'convert-units/definitions/temperature';
import volume, { type VolumeSystems, type VolumeUnits } from 'convert-units/definitions/volume';

type Measure = 'volume' | 'mass' | 'length' | 'temperature';
type CookUnit = VolumeUnits | MassUnits | LengthUnits | TemperatureUnits;

/** convert-units with only the four measures a kitchen uses, so the cooking tools' chunk carries no others. */
const convert = configureMeasurements<
  Measure,
  VolumeSystems | MassSystems | LengthSystems | TemperatureSystems,
  CookUnit
>({ volume, mass, length, temperature });

/** `amount` of `from` in `to` (both of one measure): 1 cup → 236.6 ml, 350 °F → 176.7 °C. */
export const converted = (amount: number, from: CookUnit, to: CookUnit): number => convert(amount).from(from).to(to);

/** parse-ingredient's unit ids, as convert-units names them; other units (cans, cloves, pinches) are not converted. */
export const VOLUME_UNITS: Partial<Record<string, VolumeUnits>> = {
  teaspoon: 'tsp',
  tablespoon: 'Tbs',
  cup: 'cup',
  'fluid ounce': 'fl-oz',
  pint: 'pnt',
  quart: 'qt',
  gallon: 'gal',
  milliliter: 'ml',
  centiliter: 'cl',
  deciliter: 'dl',
  liter: 'l',
};

export const MASS_UNITS: Partial<Record<string, MassUnits>> = {
  ounce: 'oz',
  pound: 'lb',
  gram: 'g',
  kilogram: 'kg',
  milligram: 'mg',
};

/** parse-ingredient's ids of the metric units among them, as convert-units files them. */
export const METRIC_UNIT_IDS: ReadonlySet<string> = new Set(
  Object.entries({ ...VOLUME_UNITS, ...MASS_UNITS })
    .filter(([, unit]) => unit && convert().describe(unit).system === 'metric')
    .map(([id]) => id),
);
