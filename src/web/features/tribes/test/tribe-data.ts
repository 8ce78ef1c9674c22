import type { PublicTribe, Tribe } from '../../../../contracts/tribes.ts';

export function makeTribe(overrides: Partial<Tribe> = {}): Tribe {
  return {
    id: 'tribe-1',
    name: 'River of Light',
    description: 'We sit together at dawn.',
    socialLink: '',
    slug: 'river-of-light',
    createdAt: '2026-11-20T10:00:00.000Z',
    role: 'founder',
    memberCount: 1,
    ...overrides,
  };
}

export function makePublicTribe(overrides: Partial<PublicTribe> = {}): PublicTribe {
  return {
    name: 'River of Light',
    description: 'We sit together at dawn.',
    socialLink: 'https://chat.example.org/river',
    slug: 'river-of-light',
    founderName: 'Tara D.',
    memberCount: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    viewerRole: null,
    ...overrides,
  };
}
