/*
 * The Spiritual Guide's teaching text (SPEC §2 "Dream journal"): an original, contemplative
 * introduction to reading dreams with the five elements. It offers reflection, not diagnosis.
 */

export interface GuideSection {
  heading: string;
  /** Shown under the heading, e.g. the organ the element is read with. */
  subheading?: string;
  paragraphs: string[];
  /** A small practice to try. */
  practice?: string;
}

export const GUIDE_INTRODUCTION = [
  'In the Tibetan traditions of dream yoga, the night is not a pause in the path but a second place to practise. The same mind that grasps and fears by day goes on grasping and fearing in sleep; the same mind that can rest in openness by day can learn to recognise the dream while it is happening. Keeping a journal is the humble beginning: what we write down, we start to remember, and what we remember, we can begin to understand.',
  'One lens these traditions offer is the five elements: earth, water, fire, wind and space. They are not only the stuff of the outer world but qualities of experience, each linked in the teachings with a part of the body and a colour of emotion. When a dream is full of one element, it can be read as a message about that quality in your life: balanced and nourishing, or stirred and asking for care.',
];

export const GUIDE_ELEMENTS: GuideSection[] = [
  {
    heading: 'Earth',
    subheading: 'Earth/Spleen · stability, grounding, trust',
    paragraphs: [
      'Earth appears as ground underfoot, houses and rooms, mountains, stones, caves, fields and heavy, slow movement. When earth is balanced, dreams feel solid and safe: a home that holds you, a path that is firm. When it is stirred, the ground gives way, rooms have no doors, or the body feels too heavy to move.',
      'Earth is read with the spleen and with the capacity to digest experience. Worry, rumination and a sense of not being supported often show up as earth images.',
    ],
    practice:
      'On waking, feel the weight of your body on the bed for three slow breaths. Let the ground hold you before you begin to think.',
  },
  {
    heading: 'Water',
    subheading: 'Water/Kidney · flow, adaptability, ease',
    paragraphs: [
      'Water appears as rivers, rain, lakes, the sea, bathing, floods, ice and tears. Balanced water brings comfort and flow: swimming without effort, clear pools, gentle rain. Stirred water rises as floods, deep currents, freezing cold or the fear of drowning.',
      'Water is read with the kidneys and with our deep reserves. Fear and exhaustion tend to gather here, and so does the quiet joy of letting go.',
    ],
    practice:
      'Drink a glass of water slowly after recording a water dream, and ask what in your life wants to flow rather than be held.',
  },
  {
    heading: 'Fire',
    subheading: 'Fire/Liver · warmth, clarity, inspiration',
    paragraphs: [
      'Fire appears as flames, sunlight, heat, candles, lightning, red and golden colours and sudden brightness. Balanced fire is warm and illuminating: a hearth, a lamp, a face lit with joy. Stirred fire burns: houses on fire, arguments, scorching heat, a restless urgency.',
      'Fire is read with the liver and with the energy of passion and will. Anger and frustration often blaze as fire, and so do creativity and delight.',
    ],
    practice:
      'Before sleep, gaze softly at a candle or a warm light for a minute and set a kind intention for the night.',
  },
  {
    heading: 'Wind',
    subheading: 'Wind/Lung · movement, breath, freedom',
    paragraphs: [
      'Wind appears as flying, falling, storms, breath, birds, running and scenes that change too quickly to follow. Balanced wind feels like freedom: effortless flight, a fresh breeze, a clear voice. Stirred wind scatters: chases, being blown away, endless travel without arriving.',
      'Wind is read with the lungs and with the movement of the mind itself. Anxiety and restlessness ride on it; so does the lightness of a mind at ease.',
    ],
    practice:
      'Take nine slow breaths before you open your eyes, letting each out-breath be a little longer than the in-breath.',
  },
  {
    heading: 'Space',
    subheading: 'Space/Heart-Mind · openness, awareness, peace',
    paragraphs: [
      'Space appears as open sky, vast landscapes, emptiness, silence, light without a source and the moment of recognising that you are dreaming. Balanced space feels like peace: nothing to fix, room for everything. Stirred space feels like confusion, fog, disorientation or a lonely void.',
      'Space is read with the heart-mind, the awareness in which every other element arises. Lucid dreams open directly into it: for a moment, you know the dream as a dream.',
    ],
    practice:
      'Several times a day, pause and ask gently: am I dreaming? Let the question open a little space around whatever is happening.',
  },
];

export const GUIDE_CLOSING: GuideSection = {
  heading: 'Reading your own dreams',
  paragraphs: [
    'Record the dream first, as plainly as you can, before you interpret it. Note the emotions it left and the symbols that stayed with you, then notice which elements were present. Over weeks, patterns appear: an element that keeps returning, an emotion that colours many nights. These are invitations to practise, not verdicts.',
    'Hold every meaning lightly. A symbol can point in many directions, and you are the one who knows your life. These teachings are offered for contemplation and are not medical or psychological advice; if dreams bring distress that stays with you, please speak with someone you trust or a qualified professional.',
  ],
};
