import type {
  ActivityLevel,
  DeviceCapability,
  DeviceType,
  EmotionalState,
} from '../../../../contracts/biofeedback.ts';

/** SPEC §4: deep 'Deep Meditation', focused 'Focused', beginning 'Beginning', not_meditating 'Active'. */
export function meditationLabel(state: string | null | undefined): string {
  switch (state) {
    case 'deep':
      return 'Deep Meditation';
    case 'focused':
      return 'Focused';
    case 'beginning':
      return 'Beginning';
    case 'not_meditating':
      return 'Active';
    default:
      return 'Unknown';
  }
}

/** SPEC §4 badge colours: peaceful blue, calm green, energized orange, stressed red, anxious yellow. */
export const EMOTIONAL_STATE_COLOURS: Record<EmotionalState, { name: string; className: string }> =
  {
    peaceful: {
      name: 'blue',
      className:
        'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-100',
    },
    calm: {
      name: 'green',
      className:
        'border-green-300 bg-green-100 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100',
    },
    energized: {
      name: 'orange',
      className:
        'border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-100',
    },
    stressed: {
      name: 'red',
      className:
        'border-red-300 bg-red-100 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
    },
    anxious: {
      name: 'yellow',
      className:
        'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100',
    },
  };

export function emotionalLabel(state: EmotionalState): string {
  return state.charAt(0).toUpperCase() + state.slice(1);
}

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  heart_rate_monitor: 'Heart rate monitor',
  fitness_tracker: 'Fitness tracker',
  smartwatch: 'Smartwatch',
  unknown: 'Unknown device',
};

export const CAPABILITY_LABELS: Record<DeviceCapability, string> = {
  heart_rate: 'Heart rate',
  hrv: 'HRV',
  activity: 'Activity',
  stress: 'Stress',
  sleep: 'Sleep',
};

export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  resting: 'Resting',
  light: 'Light',
  moderate: 'Moderate',
  vigorous: 'Vigorous',
};
