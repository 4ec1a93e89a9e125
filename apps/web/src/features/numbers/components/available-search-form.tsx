import { Button, Group, SimpleGrid } from '@mantine/core';
import {
  PURCHASE_PAGE_TEXTS as T,
  ZAvailableSearch,
  type TAvailableSearch,
  type TNumberTypeParam,
} from '@parley/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { bound } from '@/components/form-fields/bound';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { AreaCodeSelect } from './area-code-select';
import { CapabilitiesField } from './capabilities-field';

const Field = formFields<TAvailableSearch>();
const Input = fieldKit<TAvailableSearch>();
const Capabilities = bound(CapabilitiesField)<TAvailableSearch>;
const AreaCode = bound(AreaCodeSelect)<TAvailableSearch>;
const TYPE_CHOICES = z.enum(['local', 'toll-free']);
const TYPE_LABELS: Record<TNumberTypeParam, string> = { local: T.typeLocal, 'toll-free': T.typeTollFree };

/** The area code picker follows the type: local codes or toll-free prefixes; a new type clears it. */
function AreaCodeField() {
  const { setValue } = useFormContext<TAvailableSearch>();
  const type = useWatch<TAvailableSearch, 'type'>({ name: 'type' });
  const shown = useRef(type);
  useEffect(() => {
    // a code of one type is no code of the other
    if (shown.current === type) return;
    shown.current = type;
    setValue('areaCode', null);
  }, [type, setValue]);
  return <AreaCode name="areaCode" label={T.areaCode} type={type} />;
}

/**
 * The search of /purchase-numbers: type, area code, digits and capabilities, checked by
 * ZAvailableSearch (ZAvailableQuery's rules and messages) before the page asks; `onSearch` puts
 * the search in the address, which runs it.
 */
export function AvailableSearchForm({
  initial,
  onSearch,
}: {
  initial: TAvailableSearch;
  onSearch: (search: TAvailableSearch) => void;
}) {
  const form = useApiForm({
    schema: ZAvailableSearch,
    defaultValues: initial,
    submit: async (search) => {
      onSearch(search);
      return { ok: true as const, value: null };
    },
  });
  return (
    <ApiForm form={form} label={T.searchForm} gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
        <Input.Choice
          name="type"
          label={T.type}
          choices={TYPE_CHOICES}
          labels={TYPE_LABELS}
          variant="segmented"
        />
        <AreaCodeField />
        <Field.Text
          name="contains"
          label={T.contains}
          description={T.containsHint}
          inputMode="numeric"
          autoComplete="off"
        />
        <Capabilities name="capabilities" label={T.capabilities} />
      </SimpleGrid>
      <Group>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {T.search}
        </Button>
      </Group>
    </ApiForm>
  );
}
