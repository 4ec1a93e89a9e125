import { Text } from '@mantine/core';
import { SEND_MESSAGE_TEXTS as T, fillText, parseTemplate, type TTemplate } from '@parley/domain';
import { useMemo } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { SendMessageForm, type TSendContent } from './send-message-form';

/** A template's variables, each once, with the default the first placeholder gives it. */
export function templateVariables(content: string): { name: string; defaultValue: string }[] {
  const seen = new Map<string, string>();
  for (const v of parseTemplate(content).variables)
    if (!seen.has(v.name)) seen.set(v.name, v.defaultValue ?? '');
  return [...seen].map(([name, defaultValue]) => ({ name, defaultValue }));
}

/** "Send a test message" of a template (issue 28), in a dialog: focus goes back to its button. */
export function SendTestDialog({ template, onClose }: { template: TTemplate | null; onClose: () => void }) {
  const content = useMemo(
    (): TSendContent | null =>
      template
        ? {
            kind: 'template',
            templateId: template.templateId,
            variables: templateVariables(template.content),
          }
        : null,
    [template],
  );
  return (
    <AppModal opened={template !== null} onClose={onClose} title={T.dialogTitle}>
      {template && content ? (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {fillText(T.intro, { title: template.templateTitle })}
          </Text>
          <SendMessageForm
            key={template.templateId}
            content={content}
            label={T.dialogTitle}
            onCancel={onClose}
            onDone={onClose}
          />
        </>
      ) : null}
    </AppModal>
  );
}
