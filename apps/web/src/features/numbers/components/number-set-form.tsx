import {
  NUMBER_SETS_PAGE_TEXTS as T,
  SENDER_STRATEGIES,
  SENDER_STRATEGY_LABELS,
  ZNumberSetInput,
  type TNumberSet,
  type TNumberSetInput,
} from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bound } from '@/components/form-fields/bound';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { numberSets } from '@/resources/number-sets';
import { numbers } from '@/resources/numbers';
import { SetNumbersField } from './set-numbers-field';

const Field = formFields<TNumberSetInput>();
const Input = fieldKit<TNumberSetInput>();
const Numbers = bound(SetNumbersField)<TNumberSetInput>;
const STRATEGIES = z.enum(SENDER_STRATEGIES);

const NEW_SET: TNumberSetInput = { name: '', description: '', strategy: 'round-robin', phoneSids: [] };

const inputOf = (set: TNumberSet): TNumberSetInput => ({
  name: set.name,
  description: set.description,
  strategy: set.strategy,
  phoneSids: set.numbers.map((n) => n.phoneSid),
});

/**
 * Creating and changing a number set, one form (PUT replaces the set whole): ZNumberSetInput
 * checks it here as the server does; the server's refusals (a name taken, a number in another
 * set) land on their field. Its numbers' set changes with it, so the numbers are reloaded too.
 */
export function NumberSetForm({ item, onSaved }: { item?: TNumberSet; onSaved: () => void }) {
  const create = numberSets.useCreate();
  const update = numberSets.useUpdate();
  const client = useQueryClient();
  const form = useApiForm({
    schema: ZNumberSetInput,
    defaultValues: item ? inputOf(item) : NEW_SET,
    submit: (input) =>
      item ? update.mutateAsync({ id: item.numberSetId, input }) : create.mutateAsync(input),
    onSuccess: async (_, { values, form: methods }) => {
      // the baseline is what was saved: the unsaved-changes guard lets the page go
      methods.reset(values);
      await client.invalidateQueries({ queryKey: numbers.keys.all });
      onSaved();
    },
  });
  return (
    <ApiForm form={form} label={T.formLabel} guardUnsaved>
      <Field.Text name="name" label={T.name} required autoComplete="off" data-autofocus />
      <Field.Textarea name="description" label={T.description} autosize minRows={2} maxRows={5} />
      <Input.Choice
        name="strategy"
        label={T.strategy}
        description={T.strategyHint}
        choices={STRATEGIES}
        labels={SENDER_STRATEGY_LABELS}
        variant="segmented"
        required
      />
      <Numbers
        name="phoneSids"
        label={T.pickNumbers}
        {...(item ? { numberSetId: item.numberSetId } : {})}
        members={item?.numbers ?? []}
      />
      <FormActions cancelTo="/number-sets" submit={item ? T.save : T.add} />
    </ApiForm>
  );
}
