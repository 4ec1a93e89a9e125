import { Select } from '@mantine/core';
import { CARRIER_BUDGETS, IMAGE_SHRINK_TEXTS as T, ZCarrierBudgetId } from '@parley/domain';
import { useCarrierBudget } from './use-carrier-budget';

const OPTIONS = CARRIER_BUDGETS.map((b) => ({ value: b.id, label: b.label }));

/** Chooses the carrier budget in force for this user; kept in their settings at once. */
export function CarrierBudgetSelect() {
  const { budget, loading, saving, set } = useCarrierBudget();
  return (
    <Select
      label={T.budgetLabel}
      description={T.budgetDescription}
      data={OPTIONS}
      value={budget.id}
      allowDeselect={false}
      disabled={loading}
      rightSectionPointerEvents="none"
      {...(saving ? { 'aria-busy': true } : {})}
      onChange={(value) => {
        const id = ZCarrierBudgetId.safeParse(value);
        if (id.success) set(id.data);
      }}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
