// @page /multiselect-dropdown
import { Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import {
  MultiSelectDropdown,
  type TDropdownOption,
  type TMultiSelectDropdownProps,
} from '@/components/multi-select/multi-select-dropdown';
import classes from './multiselect-dropdown.module.css';

const STATES: TDropdownOption[] = Object.entries({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
}).map(([value, text]) => ({ text, value }));

const TEN_THOUSAND: TDropdownOption[] = Array.from({ length: 10_000 }, (_, i) => ({
  text: `Contact list ${String(i + 1).padStart(5, '0')}`,
  value: `list-${i + 1}`,
  // a second line, as the pickers show (a user's client id, a webhook's url)
  description: `list-${i + 1}`,
}));

type TDemoProps = Omit<TMultiSelectDropdownProps<string>, 'value' | 'onChange'>;

/** One demo: the dropdown with the props it shows, and the value it holds. */
function Demo({ title, props: shown, ...props }: TDemoProps & { title: string; props: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Code>{shown}</Code>
        <MultiSelectDropdown {...props} value={value} onChange={setValue} />
        <Text size="sm" c="dimmed">
          value: {JSON.stringify(value.length > 8 ? [...value.slice(0, 8), '…'] : value)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /multiselect-dropdown (doc 000 §2's developer page): the dropdown of doc 001 §2 with each option. */
export function Component() {
  return (
    <PageContainer title="Multi-select Dropdown">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Demo title="Default" props="options" label="States" options={STATES} />
        <Demo
          title="displayCheckedNumber"
          props="displayCheckedNumber={2}"
          label="States, count after 2"
          options={STATES}
          displayCheckedNumber={2}
        />
        <Demo
          title="Select all"
          props="selectAll"
          label="States with select all"
          options={STATES}
          selectAll
        />
        <Demo
          title="Single choice"
          props="multiple={false}"
          label="One state"
          options={STATES}
          multiple={false}
        />
        <Demo
          title="Placeholder"
          props={'placeholder="Choose states"'}
          label="States, own placeholder"
          options={STATES}
          placeholder="Choose states"
        />
        <Demo
          title="className"
          props={'className="…" clearable description="…"'}
          label="States, styled"
          options={STATES}
          className={classes.highlighted}
          clearable
          description="A class on the field's root, a clear button and help text."
        />
        <Demo
          title="10,000 options"
          props="options={10000 with a description} selectAll clearable"
          label="Contact lists"
          options={TEN_THOUSAND}
          selectAll
          clearable
        />
      </SimpleGrid>
    </PageContainer>
  );
}
