import { ActionIcon, Button, Group, Text } from '@mantine/core';
import {
  MESSAGE_SEND,
  TEMPLATE_PAGES_TEXTS as T,
  TEMPLATE_WRITE,
  can,
  fillText,
  type TTemplate,
} from '@parley/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ResourceDataTable } from '@/components/data-table';
import { PageContainer } from '@/components/layout/page-container';
import { useSignedInSession } from '@/lib/session';
import { templates } from '@/resources/templates';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { SendTestAction } from '@/components/send-message/send-test-action';
import { templateColumns, templatePath } from './template-columns';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const TEMPLATE_COLUMNS_COOKIE = 'parley_templates_columns';

/**
 * /templates: the account's message templates, searched by title, sorted and paged by the
 * server; a title opens its editor. A caller who may read but not write them (an agent)
 * sees the list only.
 */
export function TemplatesPage() {
  const session = useSignedInSession();
  const editable = can(session, TEMPLATE_WRITE);
  const sender = can(session, MESSAGE_SEND);
  const columns = useMemo(() => templateColumns(), []);
  const [deleting, setDeleting] = useState<TTemplate | null>(null);

  return (
    <PageContainer
      title={T.listTitle}
      width={16}
      actions={
        editable ? (
          <Button component={Link} to="/templates/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {T.newTemplate}
          </Button>
        ) : null
      }
    >
      <Text c="dimmed">{T.intro}</Text>
      <ResourceDataTable
        label={T.tableLabel}
        resource={templates}
        columns={columns}
        getRowId={(t) => t.templateId}
        rowLabel={(t) => t.templateTitle}
        visibilityCookie={TEMPLATE_COLUMNS_COOKIE}
        initialSort={{ id: 'modified', desc: true }}
        {...(editable || sender
          ? {
              rowActions: (t: TTemplate) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <SendTestAction template={t} variant="icon" />
                  {editable ? (
                    <>
                      <ActionIcon
                        component={Link}
                        to={templatePath(t.templateId)}
                        variant="subtle"
                        aria-label={fillText(T.editOne, { title: t.templateTitle })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={fillText(T.deleteOne, { title: t.templateTitle })}
                        onClick={() => setDeleting(t)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </>
                  ) : null}
                </Group>
              ),
            }
          : {})}
      />
      <DeleteResourceDialog
        resource={templates}
        items={deleting ? [deleting] : null}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
