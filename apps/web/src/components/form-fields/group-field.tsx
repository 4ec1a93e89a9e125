import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface TGroupFieldOptions {
  description?: ReactNode;
  error?: ReactNode;
}

/**
 * The ids of a field made of several controls (chips, stars): its label is a div the group names
 * itself by, and its description and error describe the group.
 */
export function useGroupField({ description, error }: TGroupFieldOptions) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return { id, labelId: `${id}-label`, errorId, descriptionId, describedBy: describedBy || undefined };
}

interface TGroupFieldProps extends TGroupFieldOptions {
  ids: ReturnType<typeof useGroupField>;
  label: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Mantine's label, description and error around a group of controls, with the ids above. */
export function GroupField({ ids, label, required, description, error, children }: TGroupFieldProps) {
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={ids.id}
      required={required}
      description={description}
      error={error}
      errorProps={{ id: ids.errorId }}
      descriptionProps={{ id: ids.descriptionId }}
    >
      {children}
    </Input.Wrapper>
  );
}
