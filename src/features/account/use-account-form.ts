import { useState } from 'react';
import type { FieldProblem } from './account-rules';

type Rules<F extends string> = Record<F, (values: Record<F, string>) => FieldProblem | null>;

/**
 * Values and problems of one form: a field is checked when it loses focus, on each keystroke once
 * it is in error, and all of them on submit (the spec: on blur, then on each keyup once in error).
 */
export function useAccountForm<F extends string>(initial: Record<F, string>, rules: Rules<F>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<F, FieldProblem | null>>>({});
  const fields = Object.keys(initial) as F[];

  const check = (field: F, next: Record<F, string>) => rules[field](next);
  return {
    values,
    problems,
    set(field: F, value: string) {
      const next = { ...values, [field]: value };
      setValues(next);
      if (problems[field]) setProblems({ ...problems, [field]: check(field, next) });
    },
    leave(field: F) {
      if (values[field] !== '') setProblems({ ...problems, [field]: check(field, values) });
    },
    /** Checks every field; true when all pass. */
    validate(): boolean {
      const found = Object.fromEntries(fields.map((f) => [f, check(f, values)])) as Record<
        F,
        FieldProblem | null
      >;
      setProblems(found);
      return fields.every((f) => found[f] === null);
    },
    reset() {
      setValues(initial);
      setProblems({});
    },
  };
}
