import {
  Activity,
  Bluetooth,
  Brain,
  HeartPulse,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

const features: { name: string; text: string; icon: LucideIcon }[] = [
  { name: 'Heart Rate', text: 'Beats per minute and heart-rate variability.', icon: HeartPulse },
  { name: 'Stress Levels', text: 'A gentle signal of tension and release.', icon: Activity },
  { name: 'Meditation States', text: 'From beginning to deep meditation.', icon: Brain },
  { name: 'Progress Tracking', text: 'Trends across your sessions.', icon: TrendingUp },
];

/** The four feature cards of SPEC §2. */
export function FeatureCards() {
  return (
    <ul aria-label="Features" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {features.map(({ name, text, icon: Icon }) => (
        <li key={name} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
          <Icon aria-hidden="true" className="size-6 text-highlight" />
          <h2 className="mt-3 font-serif text-lg font-semibold">{name}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}

const supported: { name: string; text: string; status: string }[] = [
  {
    name: 'Heart Rate Monitors',
    text: 'Chest straps and arm bands that broadcast heart rate, such as Polar and Garmin.',
    status: 'Bluetooth',
  },
  {
    name: 'Fitness Trackers',
    text: 'Fitbit, Garmin and other trackers with heart-rate broadcast turned on.',
    status: 'Bluetooth',
  },
  { name: 'Smartwatches', text: 'Apple Watch, Suunto and other watches.', status: 'Coming Soon' },
  {
    name: 'Stress Sensors',
    text: 'Stress estimated from heart-rate variability.',
    status: 'Beta',
  },
];

/** SPEC §2 "Supported devices". */
export function SupportedDevices() {
  return (
    <section
      aria-labelledby="supported-devices-title"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2
        id="supported-devices-title"
        className="flex items-center gap-2 font-serif text-xl font-semibold"
      >
        <Bluetooth aria-hidden="true" className="size-5 text-highlight" />
        Supported Devices
      </h2>
      <ul className="mt-4 grid gap-3 text-sm">
        {supported.map(({ name, text, status }) => (
          <li key={name} className="flex items-start justify-between gap-3">
            <span>
              <span className="font-medium">{name}</span>
              <span className="block text-muted-foreground">{text}</span>
            </span>
            <Badge className="shrink-0">{status}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

const privacyNotes = [
  'Encrypted in transit and stored privately in your account.',
  'Used only to personalise your practice and your trends.',
  'Yours to export or delete at any time.',
  'Never shared with anyone without your consent.',
];

/** SPEC §2 "Privacy notes". */
export function PrivacyNotes() {
  return (
    <section
      aria-labelledby="privacy-notes-title"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2
        id="privacy-notes-title"
        className="flex items-center gap-2 font-serif text-xl font-semibold"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-highlight" />
        Your Privacy
      </h2>
      <ul className="mt-4 grid list-disc gap-2 pl-5 text-sm">
        {privacyNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
