import steering from '../../../i18n/compiled/en/steering.json';
import { partTexts } from '../../../i18n/partTexts';

/** A text of "Make it yours", in the cook's language. */
export const useSteeringText = partTexts(steering);

export type SteeringTextId = Parameters<ReturnType<typeof useSteeringText>>[0];
