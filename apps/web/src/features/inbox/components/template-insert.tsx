import { Select } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T, type TTemplate } from '@parley/domain';
import { useMemo } from 'react';
import { templateOption, templates } from '@/resources/templates';

/**
 * Insert a saved template (issue 30): the account's templates by title; choosing one puts its
 * text (and image) in the reply, to send as it is or to change first.
 */
export function TemplateInsert({
  disabled,
  onInsert,
}: {
  disabled: boolean;
  onInsert: (template: TTemplate) => void;
}) {
  const all = templates.useAll();
  const data = useMemo(
    () =>
      (all.data ?? []).map((t) => {
        const option = templateOption(t);
        return { value: option.value, label: option.text };
      }),
    [all.data],
  );
  return (
    <Select
      size="xs"
      label={T.insertTemplate}
      placeholder={all.isSuccess && data.length === 0 ? T.noTemplates : T.chooseTemplate}
      data={data}
      searchable
      value={null}
      disabled={disabled || all.isPending || data.length === 0}
      onChange={(id) => {
        const template = all.data?.find((t) => t.templateId === id);
        if (template) onInsert(template);
      }}
      w={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
