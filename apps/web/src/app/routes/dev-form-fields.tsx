// @page /dev/form-fields
import { Code, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  FORM_FIELDS_OUR_TEXT,
  ZBillingStateCode,
  ZCheckedEmail,
  ZCountryCode,
  ZMoney,
  ZPhoneE164,
  ZPresetAmount,
  ZUsPhone,
  ZUsStateCode,
  daySchema,
  isoDay,
  recurringScheduleSchema,
  timeSchema,
  valueListSchema,
  type TEmailAvailabilityState,
} from '@parley/domain';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { FieldHarness } from '@/components/form-fields/field-harness';
import { fieldKit } from '@/components/form-fields/field-kit';
import { fileSchema } from '@/components/form-fields/files/file-schema';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';

/** One schema for every field, as a real form would share it with its route. */
const demoSchema = () =>
  z.object({
    email: ZCheckedEmail,
    amount: ZPresetAmount,
    balance: ZMoney,
    mobile: ZUsPhone,
    phone: ZPhoneE164,
    list: fileSchema().nullable(),
    callDate: daySchema({ max: isoDay(new Date()) }),
    callTime: timeSchema(),
    schedule: recurringScheduleSchema(),
    tags: valueListSchema(),
    rating: z.number().min(1, FORM_FIELDS_OUR_TEXT.ratingRequired),
    country: ZCountryCode,
    state: ZUsStateCode,
    billingState: ZBillingStateCode,
  });

type TDemo = z.input<ReturnType<typeof demoSchema>>;
const Input = fieldKit<TDemo>();

const DEFAULTS = {
  email: '',
  amount: null,
  balance: 0,
  mobile: '',
  phone: '',
  list: null,
  callDate: null,
  callTime: '',
  schedule: { days: 0, start: '09:00', end: '17:00', expires: null },
  tags: [],
  rating: 0,
  country: 'US',
  state: null,
  billingState: null,
};

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}

/** /dev/form-fields (staff only): issue 13's form fields in one form, with what it would send. */
export function Component() {
  const [schema] = useState(demoSchema);
  const [sent, setSent] = useState<unknown>(null);
  const [availability, setAvailability] = useState<TEmailAvailabilityState>('N/A');
  const shown = (value: unknown) =>
    JSON.stringify(value, (_key, v: unknown) => (v instanceof File ? `File ${v.name} (${v.size} B)` : v), 2);

  return (
    <PageContainer
      title="Form fields"
      breadcrumbs={[{ label: 'Developer pages', to: paths.dev }, { label: 'Form fields' }]}
    >
      <Text size="sm">
        The form fields of doc 001 §2 and §5 on the form kit. Save checks every field with the shared schemas
        and shows what the form would send.
      </Text>
      <FieldHarness
        schema={schema}
        defaultValues={DEFAULTS as never}
        onSubmit={setSent}
        label="Form fields demo"
      >
        <Section legend="Email">
          <Input.Email
            name="email"
            label="Email"
            description="Try owner@acme.test (taken) or any new address."
            onAvailability={setAvailability}
            required
          />
          <Text size="xs" c="dimmed">
            availability state: <span data-testid="availability">{availability}</span>
          </Text>
        </Section>
        <Section legend="Money">
          <Input.PresetAmount name="amount" label="Amount" required />
          <Input.Money name="balance" label="Balance adjustment" maw={280} />
        </Section>
        <Section legend="Phones">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Input.UsPhone name="mobile" label="US mobile" required />
            <Input.Phone name="phone" label="Phone" required />
          </SimpleGrid>
        </Section>
        <Section legend="File">
          <Input.File name="list" label="Contact list (CSV)" placeholder="Choose a .csv file" />
        </Section>
        <Section legend="Date and time">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Input.Date name="callDate" label="Call date" required />
            <Input.Time name="callTime" label="Call time" required />
          </SimpleGrid>
          <Input.RecurringSchedule name="schedule" label="Office hours" required />
        </Section>
        <Section legend="Lists and rating">
          <Input.ValueList name="tags" label="Tags" placeholder="Type a tag, then Enter" />
          <Input.Rating name="rating" label="Call quality" required />
        </Section>
        <Section legend="Places">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Input.Country name="country" label="Country" required />
            <Input.State name="state" label="State" required />
            <Input.State name="billingState" label="Billing state" list="billing" required />
          </SimpleGrid>
        </Section>
      </FieldHarness>
      {sent ? (
        <Stack gap={4}>
          <Text fw={600} id="sent-heading">
            The form would send
          </Text>
          <Code block aria-labelledby="sent-heading" data-testid="sent">
            {shown(sent)}
          </Code>
        </Stack>
      ) : null}
    </PageContainer>
  );
}
