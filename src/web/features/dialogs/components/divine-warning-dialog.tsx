import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** The Divine Warning disclaimer of the menu (SPEC §2). */
export function DivineWarningDialog({
  open,
  onOpenChange,
  appName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appName: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Divine Warning"
      description="Please read this before you practise."
      className="max-h-[90dvh] w-[min(94vw,32rem)] overflow-y-auto"
    >
      <div className="mt-4 grid gap-3 text-sm leading-relaxed">
        <p className="flex items-start gap-2 font-medium">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
          The teachers of {appName} are AI personas inspired by contemplative traditions. They are
          not real lamas, gurus or clinicians, and they can be wrong.
        </p>
        <ul className="grid list-disc gap-1.5 pl-5">
          <li>
            Nothing here is medical, psychological, legal or financial advice, and no practice here
            replaces care from a qualified professional.
          </li>
          <li>
            Breathwork, breath holding, fasting and cold exposure carry real risks. Never practise
            them in or near water or while driving; ask a doctor first if you are pregnant or have a
            heart, blood pressure, breathing or seizure condition.
          </li>
          <li>Stop any practice that makes you dizzy, unwell or distressed, and rest.</li>
          <li>
            If you are in crisis or thinking of harming yourself, please contact your local
            emergency number or a crisis line now. You deserve support from a real person.
          </li>
          <li>Transmissions and mantras here are contemplations, not empowerments.</li>
        </ul>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => onOpenChange(false)}>I understand</Button>
      </div>
    </Dialog>
  );
}
