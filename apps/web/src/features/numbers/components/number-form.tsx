import {
  NUMBERS_PAGE_TEXTS as T,
  ZNumberChanges,
  fillText,
  type TNumber,
  type TNumberChanges,
} from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { bound } from '@/components/form-fields/bound';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { numberSets } from '@/resources/number-sets';
import { numbers } from '@/resources/numbers';
import { phoneText } from './number-format';
import { NumberSetSelect } from './number-set-select';

const Field = formFields<TNumberChanges>();
const SetField = bound(NumberSetSelect)<TNumberChanges>;

/** What the form edits of a number: its name, its set, its remediation flag. */
export const changesOf = (n: TNumber): TNumberChanges => ({
  friendlyName: n.friendlyName,
  numberSetId: n.numberSetId,
  remediation: n.remediation,
});

/**
 * The number drawer's form (`PUT /v3/numbers/{phoneSid}`): ZNumberChanges checks it here as the
 * server does; the server's refusals (a set not of the account) land on their field. A saved
 * number may have moved sets, so the sets are reloaded with the numbers.
 */
export function NumberForm({
  item,
  onSaved,
  onCancel,
}: {
  item: TNumber;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = numbers.useUpdate();
  const client = useQueryClient();
  const form = useApiForm({
    schema: ZNumberChanges,
    defaultValues: changesOf(item),
    submit: (input) => update.mutateAsync({ id: item.phoneSid, input }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: numberSets.keys.all });
      onSaved();
    },
  });
  return (
    <ApiForm form={form} label={fillText(T.editFormLabel, { number: phoneText(item.phoneNumber) })}>
      <Field.Text
        name="friendlyName"
        label={T.friendlyName}
        description={T.friendlyNameHint}
        autoComplete="off"
        data-autofocus
      />
      <SetField name="numberSetId" label={T.numberSet} description={T.numberSetHint} />
      <Field.Switch name="remediation" label={T.remediation} description={T.remediationHint} />
      <FormActions onCancel={onCancel} submit={T.save} />
    </ApiForm>
  );
}
