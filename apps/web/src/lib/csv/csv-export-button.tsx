import { Button, type ButtonProps } from '@mantine/core';
import { CSV_EXPORT_TEXTS } from '@parley/domain';
import { IconDownload } from '@tabler/icons-react';
import type { TCsvExport } from './build-csv';
import { useCsvExport } from './use-csv-export';

interface TCsvExportButtonProps<Row> extends Pick<ButtonProps, 'size' | 'variant'> {
  /** the export, read at the click: the rows filtered then, all of them (fetched first if need be) */
  getExport: () => TCsvExport<Row> | Promise<TCsvExport<Row>>;
  disabled?: boolean;
}

/** The data table's "Export CSV" toolbar action (issue 13). */
export function CsvExportButton<Row>({
  getExport,
  disabled,
  size = 'sm',
  variant = 'default',
}: TCsvExportButtonProps<Row>) {
  const { run, pending } = useCsvExport(getExport);
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={pending}
      disabled={disabled}
      onClick={() => void run()}
    >
      {CSV_EXPORT_TEXTS.exportCsv}
    </Button>
  );
}
