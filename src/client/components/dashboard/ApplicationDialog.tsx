import { applicationFieldsFrom, type ApplicationFields as Fields } from '../../lib/dashboard/applications';
import type { DashboardApplication } from '../../lib/dashboard/model';
import { ApplicationFields } from './fields';
import { FormDialog } from './FormDialog';

interface ApplicationDialogProps {
  /** The application to edit; null for a new one. */
  application: DashboardApplication | null;
  /** What a new application starts with (today as the date applied). */
  blank: Partial<Fields>;
  /** Saves the form; the dialog closes once it resolves and shows a rejection's message. */
  onSave: (fields: Fields) => Promise<void>;
  /** Loads what another device saved, after a save was refused as stale. */
  onReload: () => Promise<void>;
  onClose: () => void;
}

/** Add Application and edit. */
export function ApplicationDialog({ application, blank, onSave, onReload, onClose }: ApplicationDialogProps) {
  return (
    <FormDialog
      title={application ? `Edit ${application.company}` : 'Add an application'}
      lead="Saved to your dashboard, where only you see it."
      submitLabel={application ? 'Save changes' : 'Add Application'}
      onSubmit={(form) => onSave(applicationFieldsFrom(form))}
      onReload={onReload}
      onClose={onClose}
    >
      <ApplicationFields initial={application ?? blank} />
    </FormDialog>
  );
}
