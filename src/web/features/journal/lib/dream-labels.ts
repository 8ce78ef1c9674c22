import type { DreamType } from '../../../../contracts/dream-text.ts';

/** How each of SPEC §4's dream types is named and explained in the form. */
export const DREAM_TYPE_INFO: Record<DreamType, { label: string; hint: string }> = {
  lucid: { label: 'Lucid', hint: 'You knew you were dreaming' },
  nightmare: { label: 'Nightmare', hint: 'Fear or distress' },
  prophetic: { label: 'Prophetic', hint: 'It seemed to point ahead' },
  healing: { label: 'Healing', hint: 'Comfort, release or repair' },
  symbolic: { label: 'Symbolic', hint: 'Vivid images and signs' },
  ordinary: { label: 'Ordinary', hint: 'Everyday dream' },
};

/** A short hint beside each element field of the form. */
export const ELEMENT_HINTS: Record<
  'earthElement' | 'waterElement' | 'fireElement' | 'windElement' | 'spaceElement',
  string
> = {
  earthElement: 'Ground, houses, mountains, heaviness or stability',
  waterElement: 'Rivers, rain, the sea, fear or calm fluidity',
  fireElement: 'Flames, heat, light, anger or warmth',
  windElement: 'Flight, breath, storms, restlessness or freedom',
  spaceElement: 'Sky, vastness, emptiness, openness of mind',
};
