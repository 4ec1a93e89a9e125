import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { OUR_MESSAGES, ZUserProfileInput, type TUser, type TUserProfileInput } from '@parley/domain';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '@/components/form/form-error-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { showToast } from '@/components/toast/show-toast';
import { applyRequestErrors } from '@/lib/form-errors';
import { useUpdateUser } from '../api/update-user';

const FIELDS = ['displayName', 'firstName', 'lastName'] as const;

/**
 * Display, first and last name; read-only for someone who may see but not change this user.
 * Leaving with changes not saved asks first.
 */
export function ProfileForm({ user, editable }: { user: TUser; editable: boolean }) {
  const update = useUpdateUser(user.clientId);
  const form = useForm<TUserProfileInput>({
    resolver: zodResolver(ZUserProfileInput),
    defaultValues: { displayName: user.displayName, firstName: user.firstName, lastName: user.lastName },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await update.mutateAsync(input);
    if (!result.ok) {
      applyRequestErrors(form.setError, result.error, FIELDS);
      return;
    }
    // what was saved is the new baseline; what was typed meanwhile stays, and counts as unsaved
    form.reset(input, { keepValues: true });
    showToast({ type: 'success', header: 'Profile saved', content: OUR_MESSAGES.profileSaved });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="md" maw={480}>
        <UnsavedChangesGuard when={editable && isDirty} />
        <FormErrorAlert message={errors.root?.server?.message} occurrence={errors.root?.server} />
        <TextInput label="Username" value={user.username} readOnly variant="filled" />
        <TextInput
          label="Display name"
          required
          readOnly={!editable}
          error={errors.displayName?.message}
          {...form.register('displayName')}
        />
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          readOnly={!editable}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          readOnly={!editable}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        {editable ? (
          <Group>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty} aria-busy={isSubmitting}>
              Save profile
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
