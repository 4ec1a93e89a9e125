import { Anchor, Badge } from '@mantine/core';
import {
  COMPOSER_TEXTS,
  TEMPLATE_EDITOR_TEXTS,
  TEMPLATE_PAGES_TEXTS as T,
  type Encoding,
  type TTemplate,
} from '@parley/domain';
import { Link } from 'react-router';
import type { TDataTableColumn } from '@/components/data-table';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ENCODING_COLOR: Record<Encoding, string> = {
  GSM7: 'teal',
  'Latin-1': 'yellow',
  Unicode: 'orange',
  Unidentified: 'red',
};

/** Where a template's editor is. */
export const templatePath = (id: string) => `/templates/${encodeURIComponent(id)}`;

/**
 * The templates table's columns: the title (opens the editor), the encoding and the SMS a
 * carrier bills as saved, whether an image makes it an MMS, and when it was last changed.
 */
export function templateColumns(): TDataTableColumn<TTemplate>[] {
  return [
    {
      id: 'templateTitle',
      header: T.title,
      hideable: false,
      cell: (t) => (
        <Anchor component={Link} to={templatePath(t.templateId)}>
          {t.templateTitle}
        </Anchor>
      ),
    },
    {
      id: 'encoding',
      header: T.columns.encoding,
      cell: (t) => (
        // the whole word on a phone too: the table scrolls sideways rather than cut it
        <Badge variant="dot" color={ENCODING_COLOR[t.encoding]} miw="max-content">
          {TEMPLATE_EDITOR_TEXTS.encodings[t.encoding]}
        </Badge>
      ),
    },
    {
      id: 'segments',
      header: T.columns.segments,
      // an MMS is one message whatever its length
      cell: (t) => (t.asset ? COMPOSER_TEXTS.mms : String(t.segments)),
      value: (t) => t.segments,
    },
    {
      id: 'modified',
      header: T.columns.modified,
      cell: (t) => dateTime.format(new Date(t.modified)),
    },
  ];
}
