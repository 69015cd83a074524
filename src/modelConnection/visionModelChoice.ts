import { readSavedSetting, saveSetting } from '../lib/savedSetting';

export const VISION_MODEL_KEY = 'visionModel';

/** A model's name as Hugging Face ("Qwen/Qwen2.5-VL-7B-Instruct") or a local server ("qwen2.5vl:7b") spells it. */
export const isModelName = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w.-]+(?:\/[\w.:-]+)?(?::[\w.-]+)?$/.test(value);

/** The vision model the cook chose in Chef settings, or '' for the app's. */
export const chosenVisionModel = (): string => readSavedSetting(VISION_MODEL_KEY, isModelName) ?? '';

/** Keeps the cook's choice ('' goes back to the app's); false when the browser refuses. */
export const chooseVisionModel = (model: string): boolean => saveSetting(VISION_MODEL_KEY, model);
