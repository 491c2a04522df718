import { createContext, useContext } from 'react';

/**
 * The group a problem form saves into (spec part 3 §2.3 Problem tab), or null in the back office:
 * the form's own calls (test-case upload, checker compile) name it, and any auth is the group's
 * to choose. ProblemEdit provides it from its mode.
 */
export const FormGroupContext = createContext<number | null>(null);

export const useFormGroup = (): number | null => useContext(FormGroupContext);
