import { Group, TextInput } from '@mantine/core';
import { OUR_MESSAGES, ZUserProfileInput, type TUser, type TUserProfileInput } from '@parley/domain';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { showToast } from '@/components/toast/show-toast';
import { useUpdateUser } from '../api/update-user';

const Field = formFields<TUserProfileInput>();

/**
 * Display, first and last name; read-only for someone who may see but not change this user.
 * Leaving with changes not saved asks first.
 */
export function ProfileForm({ user, editable }: { user: TUser; editable: boolean }) {
  const update = useUpdateUser(user.clientId);
  const form = useApiForm({
    schema: ZUserProfileInput,
    defaultValues: { displayName: user.displayName, firstName: user.firstName, lastName: user.lastName },
    submit: (input) => update.mutateAsync(input),
    onSuccess: (_saved, { values, form }) => {
      // what was saved is the new baseline; what was typed meanwhile stays, and counts as unsaved
      form.reset(values, { keepValues: true });
      showToast({ type: 'success', header: 'Profile saved', content: OUR_MESSAGES.profileSaved });
    },
  });

  return (
    <ApiForm form={form} label="Profile" maw={480} guardUnsaved={editable}>
      <TextInput label="Username" value={user.username} readOnly variant="filled" />
      <Field.Text name="displayName" label="Display name" required readOnly={!editable} />
      <Field.Text
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        readOnly={!editable}
      />
      <Field.Text
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
        readOnly={!editable}
      />
      {editable ? (
        <Group>
          <FormSubmitButton disabled={!form.dirty}>Save profile</FormSubmitButton>
        </Group>
      ) : null}
    </ApiForm>
  );
}
